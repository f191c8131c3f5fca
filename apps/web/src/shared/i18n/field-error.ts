import { isValidationCode, validationMessage } from '@galata/contract'
import { currentLocale } from './locale'

/** The limits a message quotes ("at least {min} characters"), known to the form that shows it. */
export interface FieldLimits {
  min?: number
  max?: number
}

/**
 * A field's first error in words. The contract's schemas put a validation code in the issue message
 * (`required`, `too_short`, …) so the browser and the server name the same problem, and the
 * contract words each code in both languages; the form adds the limits it knows. A message that is
 * not a code (a server sentence) is shown as it is.
 */
export function fieldError(
  error: { message?: string } | undefined | null,
  limits: FieldLimits = {},
): string | null {
  if (!error) return null
  const message = error.message ?? ''
  if (message && !isValidationCode(message) && !/^[a-z_]+$/.test(message)) return message
  return validationMessage(message || 'invalid_format', currentLocale, limits)
}
