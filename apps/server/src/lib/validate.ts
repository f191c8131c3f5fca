import type { z } from 'zod'
import { toFieldErrors, type FieldErrors } from '@galata/contract'
import { AppError } from './app-error.js'

/**
 * Field path → the first issue's code, the shape of `errors` in a 400 answer (ARCHITECTURE.md).
 * Contract schemas put the code in each issue's message; `toFieldErrors` reads it (or a refinement's
 * `params.code`, or maps zod's own code), so the browser's form shows the same code for the same input.
 */
export function fieldErrors(error: z.ZodError): FieldErrors {
  return toFieldErrors(error)
}

/** Parse a request part with its contract schema or refuse it with HTTP 400, writing nothing. */
export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value)
  if (!result.success) throw new AppError('VALIDATION_FAILED', fieldErrors(result.error))
  return result.data
}
