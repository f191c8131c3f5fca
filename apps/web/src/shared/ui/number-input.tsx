import { TIMINGS } from '@galata/contract'
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react'
import {
  canBeNegative,
  commitNumber,
  formatNumber,
  parseNumberText,
  sanitizeNumberText,
  stepNumber,
  toEditText,
  type NumberRules,
} from '../forms/number-input'
import { useT } from '../i18n/i18n'
import fieldStyles from './text-field.module.css'
import styles from './number-input.module.css'

export interface NumberInputProps {
  label: string
  value: number | null | undefined
  onChange: (value: number | null) => void
  onBlur?: () => void
  name?: string
  id?: string
  min?: number | null
  max?: number | null
  /** Decimals allowed; 0 for whole numbers. */
  maxFractionDigits?: number
  /** Digits allowed in all. */
  maxLength?: number
  allowEmpty?: boolean
  step?: number
  /** Fixed text before the value (the lira sign of spec §9). */
  prefix?: ReactNode
  error?: string | null
  hint?: string
  disabled?: boolean
  placeholder?: string
  ref?: Ref<HTMLInputElement>
}

/**
 * The number-input widget of spec §5: Turkish grouping at rest (`12.500,50`), plain while editing,
 * clamped to min and max, minus only when min allows it, limited digits and decimals, and − / +
 * buttons that repeat while held (after 500 ms, then every 40 ms, spec §9).
 */
export function NumberInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  id,
  min = null,
  max = null,
  maxFractionDigits = 2,
  maxLength = 15,
  allowEmpty = true,
  step = 1,
  prefix,
  error,
  hint,
  disabled,
  placeholder,
  ref,
}: NumberInputProps) {
  const t = useT()
  const autoId = useId()
  const inputId = id ?? autoId
  const rules: NumberRules = { min, max, maxFractionDigits, maxLength, allowEmpty }
  const current = value ?? null
  const [editing, setEditing] = useState<string | null>(null)
  const shown = editing ?? formatNumber(current, maxFractionDigits)
  const valueRef = useRef(current)
  valueRef.current = current

  const repeat = useRef<{
    timeout?: ReturnType<typeof setTimeout>
    interval?: ReturnType<typeof setInterval>
  }>({})
  const stopRepeat = () => {
    clearTimeout(repeat.current.timeout)
    clearInterval(repeat.current.interval)
    repeat.current = {}
  }
  useEffect(() => stopRepeat, [])

  const stepOnce = (direction: 1 | -1) => {
    const next = stepNumber(valueRef.current, direction, step, rules)
    valueRef.current = next
    setEditing(null)
    onChange(next)
  }
  const startRepeat = (direction: 1 | -1) => {
    stopRepeat()
    stepOnce(direction)
    repeat.current.timeout = setTimeout(() => {
      repeat.current.interval = setInterval(() => stepOnce(direction), TIMINGS.numberInputRepeatIntervalMs)
    }, TIMINGS.numberInputRepeatDelayMs)
  }

  const handleChange = (text: string) => {
    const clean = sanitizeNumberText(text, rules)
    let parsed = parseNumberText(clean)
    // Above max is clamped at once; below min waits for blur, so 1 can still become 150.
    if (parsed !== null && max !== null && parsed > max) {
      parsed = max
      setEditing(toEditText(max, maxFractionDigits))
    } else {
      setEditing(clean)
    }
    if (parsed !== current) onChange(parsed)
  }

  const handleBlur = () => {
    const committed = commitNumber(parseNumberText(editing ?? toEditText(current, maxFractionDigits)), rules)
    setEditing(null)
    if (committed !== current) onChange(committed)
    onBlur?.()
  }

  const handleKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
      e.preventDefault()
      stepOnce(e.key === 'ArrowUp' ? 1 : -1)
    }
  }

  const atMin = current !== null && min !== null && current <= min
  const atMax = current !== null && max !== null && current >= max
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [error ? errorId : null, hint && !error ? hintId : null].filter(Boolean).join(' ')

  const stepButton = (direction: 1 | -1) => (
    <button
      type="button"
      className={styles.step}
      aria-label={direction > 0 ? t('payments.increase') : t('payments.decrease')}
      tabIndex={-1}
      disabled={disabled || (direction > 0 ? atMax : atMin)}
      onPointerDown={(e) => {
        if (e.button !== 0) return
        e.preventDefault()
        startRepeat(direction)
      }}
      onPointerUp={stopRepeat}
      onPointerLeave={stopRepeat}
      onPointerCancel={stopRepeat}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === ' ') {
          e.preventDefault()
          stepOnce(direction)
        }
      }}
    >
      <span aria-hidden>{direction > 0 ? '+' : '−'}</span>
    </button>
  )

  return (
    <div className={`${fieldStyles.field} ${error ? fieldStyles.invalid : ''}`}>
      <label className={fieldStyles.label} htmlFor={inputId}>
        {label}
      </label>
      <div className={styles.control}>
        {stepButton(-1)}
        <div className={styles.box}>
          {prefix && (
            <span className={styles.prefix} aria-hidden>
              {prefix}
            </span>
          )}
          <input
            ref={ref}
            id={inputId}
            name={name}
            type="text"
            inputMode={maxFractionDigits > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            className={`${fieldStyles.input} ${styles.input} ${prefix ? styles.withPrefix : ''}`}
            value={shown}
            placeholder={placeholder}
            disabled={disabled}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onFocus={() => setEditing(toEditText(current, maxFractionDigits))}
            onChange={(e) => handleChange(e.target.value)}
            onBlur={handleBlur}
            onKeyDown={handleKeyDown}
            data-negative={canBeNegative(min) || undefined}
          />
        </div>
        {stepButton(1)}
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
    </div>
  )
}
