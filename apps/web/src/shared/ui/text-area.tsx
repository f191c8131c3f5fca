import { useId, type Ref, type TextareaHTMLAttributes } from 'react'
import fieldStyles from './text-field.module.css'
import styles from './text-area.module.css'

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string
  error?: string | null
  hint?: string
  /** The current length (the form watches it), shown as `count/maxLength` under the box. */
  count?: number
  ref?: Ref<HTMLTextAreaElement>
}

/** A labelled multi-line field with its error, like TextField. */
export function TextArea({ label, error, hint, count, id, className, ref, ...area }: TextAreaProps) {
  const autoId = useId()
  const areaId = id ?? autoId
  const errorId = `${areaId}-error`
  const hintId = `${areaId}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''} ${className ?? ''}`}>
      <label className={fieldStyles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        className={`${fieldStyles.input} ${styles.area}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...area}
      />
      <div className={styles.below}>
        {error ? (
          <p id={errorId} className={fieldStyles.error} role="alert">
            {error}
          </p>
        ) : hint ? (
          <p id={hintId} className={fieldStyles.hint}>
            {hint}
          </p>
        ) : (
          <span />
        )}
        {count !== undefined && area.maxLength !== undefined && (
          <span className={styles.counter} aria-hidden>
            {count}/{area.maxLength}
          </span>
        )}
      </div>
    </div>
  )
}
