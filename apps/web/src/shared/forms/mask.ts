import { DEFAULTS, LIMITS } from '@galata/contract'

/**
 * Masks of spec §5: the Turkish mobile number as ten digits after a fixed +90, and the six-digit SMS
 * code. The form shows the mask; the payload carries digits only.
 */

export const PHONE_PREFIX = DEFAULTS.phonePrefix
export const PHONE_LOCAL_DIGITS = DEFAULTS.phoneMaskDigits
export const CODE_DIGITS = LIMITS.phone.codeLength
/** What an empty phone box shows: the shape of a Turkish mobile number. */
export const PHONE_PLACEHOLDER = '(5XX) XXX XX XX'
export const CODE_PLACEHOLDER = '000-000'

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '')
}

/**
 * The ten national digits from whatever was typed or pasted: `+90 532 123 45 67`, `0532 123 45 67`
 * and `5321234567` all give `5321234567`. Extra digits are cut at ten.
 */
export function nationalDigits(value: string): string {
  let digits = digitsOnly(value)
  if (digits.length > PHONE_LOCAL_DIGITS && digits.startsWith(PHONE_PREFIX)) digits = digits.slice(2)
  if (digits.length > PHONE_LOCAL_DIGITS && digits.startsWith('0')) digits = digits.slice(1)
  return digits.slice(0, PHONE_LOCAL_DIGITS)
}

/** `5321234567` → `(532) 123 45 67`, growing as the player types (`532` → `(532`, `5321` → `(532) 1`). */
export function formatNationalPhone(digits: string): string {
  const d = digitsOnly(digits).slice(0, PHONE_LOCAL_DIGITS)
  if (!d) return ''
  const parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)]
  let out = `(${parts[0]}`
  if (d.length > 3) out += `) ${parts[1]}`
  if (d.length > 6) out += ` ${parts[2]}`
  if (d.length > 8) out += ` ${parts[3]}`
  return out
}

/** What the form keeps and sends (spec §3 phone: digits with the 90 prefix); empty stays empty. */
export function toPhoneValue(typed: string): string {
  const national = nationalDigits(typed)
  return national ? `${PHONE_PREFIX}${national}` : ''
}

/**
 * The national digits of a kept value. The form's values always start with the prefix
 * (`90532…`, even while only partly typed), so it is taken off before anything else; a stored
 * number without it (`05321234567`, `5321234567`) is read like typed input.
 */
export function valueToNational(value: string | null | undefined): string {
  const digits = digitsOnly(value ?? '')
  if (digits.startsWith(PHONE_PREFIX) && digits.length <= PHONE_PREFIX.length + PHONE_LOCAL_DIGITS) {
    return digits.slice(PHONE_PREFIX.length)
  }
  return nationalDigits(digits)
}

/** The kept value (`905321234567`) as the masked box shows it: `(532) 123 45 67`. */
export function phoneValueToDisplay(value: string | null | undefined): string {
  return formatNationalPhone(valueToNational(value))
}

/** True when the mask is full: 90 and ten digits. */
export function isCompletePhone(value: string | null | undefined): boolean {
  return new RegExp(`^${PHONE_PREFIX}\\d{${PHONE_LOCAL_DIGITS}}$`).test(value ?? '')
}

/** `+90 (532) 123 45 67`, for text that names the number. */
export function formatFullPhone(value: string | null | undefined): string {
  const display = phoneValueToDisplay(value)
  return display ? `+${PHONE_PREFIX} ${display}` : ''
}

/** `123456` → `123-456` (the 000-000 mask); partial input keeps its digits. */
export function formatCode(value: string): string {
  const d = digitsOnly(value).slice(0, CODE_DIGITS)
  return d.length > 3 ? `${d.slice(0, 3)}-${d.slice(3)}` : d
}

/**
 * Where the caret belongs after re-masking: just after the same number of digits that preceded it
 * before, so typing or deleting in the middle does not throw the caret to the end.
 */
export function caretAfterDigits(masked: string, digitsBefore: number): number {
  if (digitsBefore <= 0) {
    const first = masked.search(/\d/)
    return first < 0 ? masked.length : first
  }
  let seen = 0
  for (let i = 0; i < masked.length; i++) {
    if (/\d/.test(masked[i] ?? '')) seen++
    if (seen === digitsBefore) return i + 1
  }
  return masked.length
}
