import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form'

/**
 * A schema resolver plus the few checks only the form knows (the phone mask must be full). The
 * contract schema stays the one rule book; these add to it and never loosen it. A check's message
 * is a sentence in the player's language, shown as it is by `fieldError`.
 */
export function withChecks<TFieldValues extends FieldValues, TContext, TTransformed>(
  base: Resolver<TFieldValues, TContext, TTransformed>,
  check: (values: TFieldValues) => Partial<Record<string, string | null | undefined>>,
): Resolver<TFieldValues, TContext, TTransformed> {
  return async (values, context, options) => {
    const result = await base(values, context, options)
    const extra = Object.entries(check(values)).filter((entry): entry is [string, string] => !!entry[1])
    if (extra.length === 0) return result
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) }
    for (const [name, message] of extra) errors[name] ??= { type: 'custom', message }
    return { values: {}, errors: errors as FieldErrors<TFieldValues> }
  }
}
