import { DEFAULTS } from '@galata/contract'

/**
 * Phone numbers are kept as digits with the country prefix (905321234567), the form the session
 * carries (contract `sessionSchema.phone`). The form's mask gives ten digits after the fixed 90
 * (spec §5); a Turkish trunk zero (05321234567) is read the same way. Anything else is taken as
 * already international.
 */
export function normalizePhone(digits: string): string {
  if (digits.length === DEFAULTS.phoneMaskDigits) return `${DEFAULTS.phonePrefix}${digits}`
  if (/^0\d{10}$/.test(digits)) return `${DEFAULTS.phonePrefix}${digits.slice(1)}`
  return digits
}

/** `+905321234567`, what the SMS gateway receives. */
export function internationalPhone(digits: string): string {
  return `+${normalizePhone(digits)}`
}
