import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useT } from '../i18n/i18n'
import { Icon, type IconName } from './icon'
import styles from './text-field.module.css'

/** The show/hide password eye; drawn inline because the icon set has no eye. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  )
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'prefix'> {
  label: string
  /** The field's first error, already in words (fieldError); shown under the input. */
  error?: string | null
  hint?: string
  icon?: IconName
  /** A password field gets a show/hide toggle. */
  revealable?: boolean
  /** Fixed text inside the box before the value (the +90 of a phone number); decorative. */
  prefix?: ReactNode
  ref?: Ref<HTMLInputElement>
}

/**
 * A labelled input with its error: the label is always visible (not a placeholder), the error is
 * tied to the input by aria-describedby and announced when it appears.
 */
export function TextField({
  label,
  error,
  hint,
  icon,
  revealable,
  prefix,
  type = 'text',
  id,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const t = useT()
  const autoId = useId()
  const inputId = id ?? autoId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const [revealed, setRevealed] = useState(false)
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={`${styles.field} ${error ? styles.invalid : ''} ${className ?? ''}`}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        {icon && <Icon name={icon} size={18} className={styles.icon} />}
        {prefix && (
          <span className={`${styles.prefix} ${icon ? styles.prefixAfterIcon : ''}`} aria-hidden>
            {prefix}
          </span>
        )}
        <input
          ref={ref}
          id={inputId}
          type={revealable && revealed ? 'text' : type}
          className={[
            styles.input,
            icon ? styles.withIcon : '',
            prefix ? (icon ? styles.withIconPrefix : styles.withPrefix) : '',
            revealable ? styles.withToggle : '',
          ]
            .filter(Boolean)
            .join(' ')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setRevealed((v) => !v)}
            aria-label={revealed ? t('common.hidePassword') : t('common.showPassword')}
            aria-pressed={revealed}
          >
            <EyeIcon crossed={revealed} />
          </button>
        )}
      </div>
      {hint && !error && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
