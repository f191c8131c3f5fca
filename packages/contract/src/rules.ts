import { z } from 'zod'
import { COMMON_PASSWORDS_TEXT } from './common-passwords.js'
import { LIMITS } from './constants.js'
import type { ValidationCode } from './validation-codes.js'

/*
 * Field rules of spec §5 as small schema builders. Every builder sets an explicit code on every
 * issue it can raise (see validation-codes.ts), so a form and the server report the same code.
 * Format checks come before length checks: "digits only" helps a player who typed a letter more
 * than "at least 5 characters" does.
 */

/** `{ error: code }` with the code checked against the catalogue at compile time. */
export function code(value: ValidationCode, options?: { abort?: boolean }) {
  return { error: value, ...options }
}

type RawIssue = { code?: string; input?: unknown }

/** A missing field (absent or null) is `required`; a value of the wrong kind gets `otherwise`. */
export function typeError(otherwise: ValidationCode = 'invalid_type') {
  return (issue: RawIssue): ValidationCode =>
    issue.input === undefined || issue.input === null ? 'required' : otherwise
}

/** NaN and ±Infinity are numbers to JavaScript but never valid input (SECURITY.md). */
export function numberTypeError(issue: RawIssue): ValidationCode {
  if (issue.input === undefined || issue.input === null) return 'required'
  return typeof issue.input === 'number' ? 'invalid_number' : 'invalid_type'
}

/** A request body: unknown keys are refused (SECURITY.md), a missing body is `required`. */
export function strictBody<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue: RawIssue): ValidationCode =>
      issue.code === 'unrecognized_keys' ? 'unknown_key' : typeError()(issue),
  })
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/**
 * Text a person could have typed and PostgreSQL can store: no U+0000 (never typed, refused by text
 * columns) and no unpaired UTF-16 surrogate (docs/security.md: JSON escapes like `\ud800` parse to one, and
 * a jsonb insert fails on it with a 500 that also rolled back the failed-login count).
 */
export function isWellFormedText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

/**
 * A required string: empty is `required` and stops there, so an empty field shows one message.
 * Ill-formed text (NUL, an unpaired surrogate) is refused as `invalid_format` before any other rule
 * (found by the server's fuzz tests and the first security audit (docs/security.md): it would otherwise reach
 * the database and fail there).
 */
export function requiredString() {
  return z
    .string({ error: typeError() })
    .min(1, code('required', { abort: true }))
    .refine(isWellFormedText, code('invalid_format', { abort: true }))
}

/** A required string of `min`..`max` characters. */
export function text(min: number, max: number) {
  const base = requiredString()
  return (min > 1 ? base.min(min, code('too_short')) : base).max(max, code('too_long'))
}

/** A string that may be empty (a search box), at most `max` characters. */
export function optionalText(max: number) {
  return z
    .string({ error: typeError() })
    .refine(isWellFormedText, code('invalid_format', { abort: true }))
    .max(max, code('too_long'))
}

const onlyWhitespace = (value: string) => value.trim() === ''

/** Free text that must say something: whitespace alone is refused (spec §5, callback name). */
export function meaningfulText(min: number, max: number) {
  return requiredString()
    .refine((v) => !onlyWhitespace(v), code('whitespace_only', { abort: true }))
    .min(min, code('too_short'))
    .max(max, code('too_long'))
}

/** Letters of any script (Turkish ÇĞİıÖŞÜ included) plus combining marks, and plain spaces. */
const LETTERS_AND_SPACES = /^[\p{L}\p{M} ]*$/u
const BAD_SPACING = /^ | $| {2}/

/** True when a name has letters only and words separated by single spaces (spec §5). */
export function isValidPersonName(value: string): boolean {
  return value.trim() !== '' && LETTERS_AND_SPACES.test(value) && !BAD_SPACING.test(value)
}

/** Name and surname: letters only, single spaces between words, no space at either end. */
export function personName(min: number = LIMITS.register.nameMin, max: number = LIMITS.register.nameMax) {
  return requiredString()
    .refine((v) => !onlyWhitespace(v), code('whitespace_only', { abort: true }))
    .regex(LETTERS_AND_SPACES, code('letters_only'))
    .refine((v) => !BAD_SPACING.test(v), code('invalid_spacing'))
    .min(min, code('too_short'))
    .max(max, code('too_long'))
}

/** Registration user name: ASCII letters and digits, so it is typed the same on every keyboard. */
export function username(
  min: number = LIMITS.register.usernameMin,
  max: number = LIMITS.register.usernameMax,
) {
  return requiredString()
    .regex(/^[A-Za-z0-9]*$/, code('letters_digits_only'))
    .min(min, code('too_short'))
    .max(max, code('too_long'))
}

export function email() {
  return requiredString()
    .regex(z.regexes.email, code('invalid_email'))
    .min(LIMITS.register.emailMin, code('too_short'))
    .max(LIMITS.register.emailMax, code('too_long'))
}

/** Phone number as digits only, country prefix included (spec §5: 5 to 20 digits). */
export function phone() {
  return requiredString()
    .regex(/^\d*$/, code('digits_only'))
    .min(LIMITS.phone.min, code('too_short'))
    .max(LIMITS.phone.max, code('too_long'))
}

/**
 * The numbers SMS codes go to (docs/security.md, SMS pumping): Turkish mobile numbers, +90 5xx xxx xx xx.
 * Pumping fraud lives on premium and foreign ranges the operator is paid nothing for; the site
 * serves Türkiye (the form's prefix is a fixed 90, spec §5), so every other range is refused.
 * Accepts the forms a player may type: ten digits (5xx…), a trunk zero (05xx…) or 90 5xx….
 */
export function isMobilePhone(digits: string): boolean {
  return /^(?:90|0)?5\d{9}$/.test(digits)
}

/** A phone number that can receive a verification SMS: `phone()` and a Turkish mobile range. */
export function mobilePhone() {
  return phone().refine(isMobilePhone, code('not_mobile'))
}

/** The SMS code: exactly six digits, sent without the display mask (00-00-00 / 000-000). */
export function smsCode() {
  return requiredString().regex(/^\d{6}$/, code('six_digits'))
}

export function password(min: number, max: number) {
  return text(min, max)
}

let commonPasswords: ReadonlySet<string> | undefined

/** True for one of the 3,000 most common passwords, in any case (`Password1` is guessed as early). */
export function isCommonPassword(value: string): boolean {
  commonPasswords ??= new Set(COMMON_PASSWORDS_TEXT.split(' '))
  return commonPasswords.has(value.toLowerCase())
}

/**
 * A password being chosen (registration, change, reset): the length rule, then not one of the most
 * common passwords (docs/security.md; ASVS 6.2.4). Login keeps `password()`: an existing password is
 * checked against its hash, never against the list.
 */
export function newPassword(min: number, max: number) {
  return password(min, max).refine((v) => !isCommonPassword(v), code('too_common'))
}

/** A whole number; NaN, fractions and unsafe integers are refused. */
export function integer() {
  return z.number({ error: numberTypeError }).int(code('not_integer'))
}

/** A database id: a whole number from 1. */
export function id() {
  return integer().min(1, code('too_small'))
}

export function nonNegativeInt() {
  return integer().min(0, code('too_small'))
}

/**
 * Minor units are two decimals (ARCHITECTURE.md: kuruş), so a third decimal cannot be represented.
 * The tolerance is relative: 59.97000000000001 (19.99 × 3 in a browser) is still 5997 kuruş.
 */
export function hasAtMostDecimals(value: number, digits: number): boolean {
  const scaled = value * 10 ** digits
  return Math.abs(scaled - Math.round(scaled)) <= Math.max(1, Math.abs(scaled)) * 1e-9
}

/** A money amount in the JSON of spec §7: finite, never negative, at most two decimals. */
export function amount(min = 0) {
  return z
    .number({ error: numberTypeError })
    .min(min, code('too_small'))
    .refine((v) => hasAtMostDecimals(v, 2), { error: 'too_many_decimals', params: { max: 2 } })
}

export function boolean() {
  return z.boolean({ error: typeError() })
}

/** One of the values of an `as const` enumeration object (enums.ts); for a list use `oneOfList`. */
export function oneOf<const T extends Readonly<Record<string, string | number>>>(values: T) {
  return z.enum(values, { error: typeError('invalid_option') })
}

export function oneOfList<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: typeError('invalid_option') })
}

/** Exactly one of the given values (`literal('pay')`, `literal(0, 1)`). */
export function literal<const T extends string | number | boolean>(...values: [T, ...T[]]) {
  return z.literal(values, { error: typeError('invalid_option') })
}

/** A list of ids (1..`max` entries, each an id). */
export function idList(max: number = LIMITS.payload.idsMax) {
  return z.array(id(), { error: typeError() }).min(1, code('required')).max(max, code('too_many_items'))
}

/** A game code as the providers name them: ASCII letters, digits and `_ . : - /`. */
export function gameCode() {
  return requiredString()
    .regex(/^[\w.:/-]*$/, code('invalid_format'))
    .max(LIMITS.payload.gameCodeMax, code('too_long'))
}

/** An http(s) link; other schemes (javascript:, data:) are refused, `localhost` is allowed for development. */
export function httpUrl() {
  return requiredString()
    .max(LIMITS.payload.urlMax, code('too_long'))
    .pipe(z.url({ protocol: /^https?$/i, hostname: z.regexes.hostname, ...code('invalid_url') }))
}

const ISO_DATE_OR_TIME =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}:\d{2})?)?$/

/** True for a real calendar date (no 31 February); months and days are 1-based. */
export function isCalendarDate(year: number, month: number, day: number): boolean {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return false
  if (month < 1 || month > 12 || day < 1) return false
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear keeps the year as given.
  date.setUTCFullYear(year)
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

/** `YYYY-MM-DD` or an ISO 8601 date-time, with a real calendar date. */
export function isoDate() {
  return requiredString().refine((v) => {
    const m = ISO_DATE_OR_TIME.exec(v)
    return (
      m !== null && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3])) && !Number.isNaN(Date.parse(v))
    )
  }, code('invalid_date'))
}

/**
 * Paging of spec §7: `skip` from 0, `take` 1..100. Defaults are what the client sends when it
 * sends nothing (notification list: 0 and 100).
 */
export function pagingShape(takeDefault: number) {
  return {
    skip: nonNegativeInt().default(0),
    take: integer()
      .min(LIMITS.paging.takeMin, code('too_small'))
      .max(LIMITS.paging.takeMax, code('too_big'))
      .default(takeDefault),
  }
}

/**
 * The same paging in a query string (the back office's lists): numbers arrive as text, and `skip`
 * is capped (`skipMax`) so a deep page cannot ask the database to walk millions of rows.
 */
export function queryPagingShape(takeDefault: number, skipMax = 1_000_000) {
  return {
    skip: z.coerce.number().int().min(LIMITS.paging.skipMin).max(skipMax).default(0),
    take: z.coerce.number().int().min(LIMITS.paging.takeMin).max(LIMITS.paging.takeMax).default(takeDefault),
  }
}

/**
 * Run an object-level refinement only when the fields it reads parsed cleanly, and even when other
 * fields failed: a form then shows "passwords do not match" next to an unrelated e-mail error.
 */
export function whenValid(...keys: string[]) {
  return (payload: z.core.ParsePayload): boolean => {
    const value: unknown = payload.value
    if (typeof value !== 'object' || value === null) return false
    return payload.issues.every((issue) => {
      const path = issue.path ?? []
      if (path.length === 0) return issue.code === 'unrecognized_keys'
      return !keys.includes(String(path[0]))
    })
  }
}

/** Adds `mismatch` on `confirmKey` when it differs from `key` (password confirmation). */
export function withMatch<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  key: keyof z.output<S> & string,
  confirmKey: keyof z.output<S> & string,
): S {
  return schema.superRefine(
    (value, ctx) => {
      if (value[key] !== value[confirmKey]) {
        ctx.addIssue({ code: 'custom', message: 'mismatch', path: [confirmKey], input: value[confirmKey] })
      }
    },
    { when: whenValid(key, confirmKey) },
  )
}
