import type { z } from 'zod'

/**
 * Every field error the contract schemas produce. Convention: each schema sets the zod issue
 * `message` to one of these codes (`{ error: 'too_short' }`), so the same parse yields the same code
 * in the browser (react-hook-form's `error.message`) and on the server (`errors: {field: code}`).
 * Limits travel separately in the issue (`minimum`/`maximum`, or `params` of a refinement).
 */
export const VALIDATION_CODES = [
  'required',
  'invalid_type',
  'invalid_number',
  'not_integer',
  'too_short',
  'too_long',
  'too_small',
  'too_big',
  'too_many_decimals',
  'too_few_items',
  'too_many_items',
  'invalid_email',
  'invalid_url',
  /** A Google Tag Manager container id that is not `GTM-` and capitals or digits. */
  'invalid_gtm_id',
  /** A crypto payout address that does not fit the network chosen (TRC20, ERC20). */
  'invalid_crypto_address',
  'invalid_format',
  'invalid_option',
  'digits_only',
  'letters_only',
  'letters_digits_only',
  'invalid_spacing',
  'whitespace_only',
  'mismatch',
  'six_digits',
  'two_digits',
  'four_digits',
  'invalid_day',
  'invalid_month',
  'invalid_year',
  'invalid_date',
  'underage',
  'invalid_range',
  /** A numeric range whose lower bound is above its upper bound (the payment queue's amounts). */
  'min_above_max',
  'contacts_min',
  'contacts_max',
  'unknown_key',
  /** A phone number outside the mobile ranges SMS codes are sent to (docs/security.md: +90 5xx). */
  'not_mobile',
  /** One of the most common passwords (docs/security.md, ASVS 6.2.4): guessed first by any attacker. */
  'too_common',
  /** Another account already uses this user name or e-mail (set by the server, not by a schema). */
  'taken',
  /** Sign-up (docs/content.md): the 18+ declaration box was not ticked. */
  'age_not_confirmed',
  /** Sign-up (docs/content.md): the general terms and privacy notice were not accepted. */
  'terms_not_accepted',
] as const

export type ValidationCode = (typeof VALIDATION_CODES)[number]

const codeSet: ReadonlySet<string> = new Set(VALIDATION_CODES)

export function isValidationCode(value: unknown): value is ValidationCode {
  return typeof value === 'string' && codeSet.has(value)
}

/** The limits a message may quote ("at least {min} characters"). */
export interface ValidationParams {
  min?: number
  max?: number
}

type Issue = z.core.$ZodIssue

/**
 * The code of one zod issue. Order: an explicit `params.code` of a refinement, then the message when
 * it is a code (our convention), then a mapping of zod's own issue codes for any schema that did not
 * set one, so a field never reports an unknown code.
 */
export function issueCode(issue: Issue): ValidationCode {
  const explicit: unknown = issue.code === 'custom' ? issue.params?.['code'] : undefined
  if (isValidationCode(explicit)) return explicit
  if (isValidationCode(issue.message)) return issue.message
  switch (issue.code) {
    case 'invalid_type':
      return 'invalid_type'
    case 'too_small':
      return issue.origin === 'string'
        ? 'too_short'
        : issue.origin === 'array'
          ? 'too_few_items'
          : 'too_small'
    case 'too_big':
      return issue.origin === 'string' ? 'too_long' : issue.origin === 'array' ? 'too_many_items' : 'too_big'
    case 'invalid_format':
      return issue.format === 'email'
        ? 'invalid_email'
        : issue.format === 'url'
          ? 'invalid_url'
          : 'invalid_format'
    case 'not_multiple_of':
      return 'invalid_number'
    case 'unrecognized_keys':
      return 'unknown_key'
    case 'invalid_value':
      return 'invalid_option'
    case 'invalid_union':
    case 'invalid_element':
      return 'invalid_type'
    case 'invalid_key':
    case 'custom':
      return 'invalid_format'
  }
}

/** The min/max a message may quote, from zod's size issues or a refinement's `params`. */
export function issueParams(issue: Issue): ValidationParams {
  const out: ValidationParams = {}
  if (issue.code === 'too_small') out.min = Number(issue.minimum)
  else if (issue.code === 'too_big') out.max = Number(issue.maximum)
  else if (issue.code === 'custom' && issue.params) {
    const { min, max } = issue.params as { min?: unknown; max?: unknown }
    if (typeof min === 'number') out.min = min
    if (typeof max === 'number') out.max = max
  }
  return out
}

/** The dotted field path of an issue, `_` for the body itself. */
export function issuePath(path: readonly PropertyKey[]): string {
  return path.length ? path.map(String).join('.') : '_'
}

/**
 * Field → first error code, the `errors` of a 400 answer. An unknown key is reported under its own
 * name, so the client sees which field it should not have sent.
 */
export function toFieldErrors(error: z.ZodError): Record<string, ValidationCode> {
  const out: Record<string, ValidationCode> = {}
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const field = issuePath([...issue.path, key])
        out[field] ??= 'unknown_key'
      }
      continue
    }
    out[issuePath(issue.path)] ??= issueCode(issue)
  }
  return out
}
