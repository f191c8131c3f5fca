import { useId, useRef, type ChangeEvent, type FocusEvent, type Ref } from 'react'
import { BIRTH_DATE_WIDTH, normalizeDatePart, type BirthDateParts } from '../forms/birth-date'
import fieldStyles from './text-field.module.css'
import styles from './date-of-birth.module.css'

/** What react-hook-form's `register()` hands an input (kept structural so the kit needs no form library). */
export interface PartInputProps {
  name: string
  onChange: (event: { target: { name: string; value: string }; type?: string }) => unknown
  onBlur: (event: FocusEvent<HTMLInputElement>) => unknown
  ref: Ref<HTMLInputElement>
}

export interface DateOfBirthProps {
  label: string
  labels: { day: string; month: string; year: string }
  /** The registered inputs, in the order shown (day, month, year: spec §3, placeholder 01-01-1970). */
  day: PartInputProps
  month: PartInputProps
  year: PartInputProps
  /** The group's first error, in words. */
  error?: string | null
  hint?: string
  /** Called after any part changed (the form re-checks the date as a whole). */
  onPartChange?: (part: keyof BirthDateParts) => void
}

const PLACEHOLDER = { birthDateDay: '01', birthDateMonth: '01', birthDateYear: '1970' } as const

/**
 * Day, month and year boxes under one label. Digits only; a full box moves the focus on; a one-digit
 * day or month gains its zero when the player leaves it (7 → 07), as the schema wants two digits.
 */
export function DateOfBirth({
  label,
  labels,
  day,
  month,
  year,
  error,
  hint,
  onPartChange,
}: DateOfBirthProps) {
  const id = useId()
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const inputs = useRef<Record<keyof BirthDateParts, HTMLInputElement | null>>({
    birthDateDay: null,
    birthDateMonth: null,
    birthDateYear: null,
  })
  const parts = [
    { key: 'birthDateDay', props: day, label: labels.day, next: 'birthDateMonth' },
    { key: 'birthDateMonth', props: month, label: labels.month, next: 'birthDateYear' },
    { key: 'birthDateYear', props: year, label: labels.year, next: null },
  ] as const
  const describedBy = error ? errorId : hint ? hintId : undefined

  return (
    <fieldset
      className={`${styles.group} ${error ? fieldStyles.invalid : ''}`}
      aria-describedby={describedBy}
    >
      <legend className={fieldStyles.label}>{label}</legend>
      <div className={styles.row}>
        {parts.map(({ key, props, label: partLabel, next }, i) => {
          const inputId = `${id}-${key}`
          const width = BIRTH_DATE_WIDTH[key]
          const onChange = (e: ChangeEvent<HTMLInputElement>) => {
            const digits = e.target.value.replace(/\D/g, '').slice(0, width)
            if (e.target.value !== digits) e.target.value = digits
            void props.onChange({ target: { name: props.name, value: digits }, type: 'change' })
            onPartChange?.(key)
            if (next && digits.length === width && e.target.selectionStart === digits.length) {
              inputs.current[next]?.focus()
            }
          }
          const onBlur = (e: FocusEvent<HTMLInputElement>) => {
            const normal = normalizeDatePart(key, e.target.value)
            if (normal !== e.target.value) {
              e.target.value = normal
              void props.onChange({ target: { name: props.name, value: normal }, type: 'change' })
              onPartChange?.(key)
            }
            void props.onBlur(e)
          }
          return (
            <div key={key} className={`${styles.part} ${styles[key]}`}>
              {i > 0 && (
                <span className={styles.separator} aria-hidden>
                  -
                </span>
              )}
              <div className={styles.box}>
                <input
                  id={inputId}
                  name={props.name}
                  ref={(el) => {
                    inputs.current[key] = el
                    const ref = props.ref
                    if (typeof ref === 'function') ref(el)
                    else if (ref) (ref as { current: HTMLInputElement | null }).current = el
                  }}
                  className={`${fieldStyles.input} ${styles.input}`}
                  inputMode="numeric"
                  autoComplete={
                    key === 'birthDateDay'
                      ? 'bday-day'
                      : key === 'birthDateMonth'
                        ? 'bday-month'
                        : 'bday-year'
                  }
                  placeholder={PLACEHOLDER[key]}
                  maxLength={width}
                  aria-invalid={error ? true : undefined}
                  onChange={onChange}
                  onBlur={onBlur}
                />
                <label htmlFor={inputId} className={styles.partLabel}>
                  {partLabel}
                </label>
              </div>
            </div>
          )
        })}
      </div>
      {hint && !error && (
        <p id={hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  )
}
