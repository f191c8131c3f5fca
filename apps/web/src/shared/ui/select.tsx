import { useId, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react'
import styles from './select.module.css'
import fieldStyles from './text-field.module.css'

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'size'> {
  label: string
  /** Keep the label for screen readers only, when a row of fields shares one visible heading. */
  hideLabel?: boolean
  error?: string | null
  children: ReactNode
  ref?: Ref<HTMLSelectElement>
}

/** A native select (the phone's own picker on mobile) dressed like the text fields, with its label. */
export function Select({ label, hideLabel, error, id, className, children, ref, ...select }: SelectProps) {
  const autoId = useId()
  const selectId = id ?? autoId
  const errorId = `${selectId}-error`
  return (
    <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''} ${className ?? ''}`}>
      <label className={hideLabel ? 'visually-hidden' : fieldStyles.label} htmlFor={selectId}>
        {label}
      </label>
      <div className={styles.control}>
        <select
          ref={ref}
          id={selectId}
          className={`${fieldStyles.input} ${styles.select}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...select}
        >
          {children}
        </select>
        <svg className={styles.chevron} viewBox="0 0 16 16" width="14" height="14" aria-hidden fill="none">
          <path
            d="M4 6l4 4 4-4"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </div>
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
