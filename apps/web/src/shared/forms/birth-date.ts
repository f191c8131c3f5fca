import { composeBirthDate } from '@galata/contract'

/** The three inputs of the birth date (spec §3: built from day, month and year). */
export interface BirthDateParts {
  birthDateDay: string
  birthDateMonth: string
  birthDateYear: string
}

const WIDTH = { birthDateDay: 2, birthDateMonth: 2, birthDateYear: 4 } as const

/**
 * A part as the schema wants it once the player leaves the box: digits only, and a single-digit day
 * or month written with its zero (`7` → `07`). Years are not padded: `199` is a typo, not 0199.
 */
export function normalizeDatePart(part: keyof BirthDateParts, value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, WIDTH[part])
  if (part !== 'birthDateYear' && digits.length === 1 && digits !== '0') return `0${digits}`
  return digits
}

/** `YYYY-MM-DD` when all three parts are complete, else null (the form then shows the part's error). */
export function buildBirthDate(parts: BirthDateParts): string | null {
  const day = normalizeDatePart('birthDateDay', parts.birthDateDay)
  const month = normalizeDatePart('birthDateMonth', parts.birthDateMonth)
  const year = normalizeDatePart('birthDateYear', parts.birthDateYear)
  if (day.length !== 2 || month.length !== 2 || year.length !== 4) return null
  return composeBirthDate({ birthDateDay: day, birthDateMonth: month, birthDateYear: year })
}

/** The maximum digits of each part, for the inputs' maxLength. */
export const BIRTH_DATE_WIDTH = WIDTH
