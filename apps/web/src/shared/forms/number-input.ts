/**
 * The number-input widget's rules (spec §5): Turkish locale (`.` groups thousands, `,` marks
 * decimals), values clamped to min and max, a minus only when min is null or negative, a maximum
 * number of digits and of decimals, and whether an empty box means "no value" or 0.
 */
export interface NumberRules {
  min?: number | null
  max?: number | null
  /** Decimals the value may carry; 0 for whole numbers. */
  maxFractionDigits: number
  /** Digits (both sides of the comma) the box accepts. */
  maxLength: number
  /** Empty stays empty (null) when true; becomes 0 (clamped) when false. */
  allowEmpty: boolean
}

const LOCALE = 'tr-TR'

export function canBeNegative(min: number | null | undefined): boolean {
  return min === null || min === undefined || min < 0
}

/**
 * What the player typed or pasted as the box keeps it while editing: digits, at most one comma,
 * a leading minus where allowed. A lone `.` followed by one or two digits (`12.5` from a keypad)
 * is taken as the decimal mark; any other `.` groups thousands (`12.500` is twelve thousand five
 * hundred), as the Turkish locale writes them.
 */
export function sanitizeNumberText(text: string, rules: NumberRules): string {
  let s = text.replace(/\s|₺/g, '')
  const negative = canBeNegative(rules.min) && s.trimStart().startsWith('-')
  if (!s.includes(',')) {
    const dots = s.split('.').length - 1
    if (dots === 1 && /\.\d{0,2}$/.test(s) && !/\.\d{3}$/.test(s)) s = s.replace('.', ',')
  }
  s = s.replace(/[^\d,]/g, '')
  const [head = '', ...rest] = s.split(',')
  let whole = head
  let fraction = rest.join('')
  const hasComma = rules.maxFractionDigits > 0 && s.includes(',')
  fraction = hasComma ? fraction.slice(0, rules.maxFractionDigits) : ''
  whole = whole.replace(/^0+(?=\d)/, '')
  // The digit limit cuts decimals first, then the whole part.
  const room = Math.max(0, rules.maxLength - whole.length)
  if (fraction.length > room) fraction = fraction.slice(0, room)
  whole = whole.slice(0, rules.maxLength)
  return `${negative ? '-' : ''}${whole}${hasComma ? `,${fraction}` : ''}`
}

/** The number in the kept text; null while there is none (`''`, `-`, `,`). */
export function parseNumberText(text: string): number | null {
  const normalized = text.replace(/\./g, '').replace(',', '.')
  if (!/\d/.test(normalized)) return null
  const n = Number(normalized)
  return Number.isFinite(n) ? n : null
}

export function clampNumber(value: number, min?: number | null, max?: number | null): number {
  let n = value
  if (max !== null && max !== undefined && n > max) n = max
  if (min !== null && min !== undefined && n < min) n = min
  return n
}

/** The value the box settles on when the player leaves it: clamped, or empty/0 per allowEmpty. */
export function commitNumber(value: number | null, rules: NumberRules): number | null {
  if (value === null) return rules.allowEmpty ? null : clampNumber(0, rules.min, rules.max)
  const factor = 10 ** rules.maxFractionDigits
  return clampNumber(Math.round(value * factor) / factor, rules.min, rules.max)
}

/** `12500.5` → `12.500,5` (grouped, as shown at rest). */
export function formatNumber(value: number | null, maxFractionDigits: number): string {
  if (value === null) return ''
  return new Intl.NumberFormat(LOCALE, { maximumFractionDigits: maxFractionDigits }).format(value)
}

/** `12500.5` → `12500,5` (the text while editing, without grouping). */
export function toEditText(value: number | null, maxFractionDigits: number): string {
  if (value === null) return ''
  return new Intl.NumberFormat(LOCALE, {
    maximumFractionDigits: maxFractionDigits,
    useGrouping: false,
  }).format(value)
}

/** One press of + or − (or an arrow key): from the current value by `step`, clamped. */
export function stepNumber(
  value: number | null,
  direction: 1 | -1,
  step: number,
  rules: NumberRules,
): number {
  const base = value ?? (direction > 0 ? (rules.min ?? 0) - step : (rules.min ?? 0))
  const factor = 10 ** rules.maxFractionDigits
  const next = Math.round((base + direction * step) * factor) / factor
  return clampNumber(canBeNegative(rules.min) ? next : Math.max(0, next), rules.min, rules.max)
}
