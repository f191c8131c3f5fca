import { expect } from 'vitest'
import type { z } from 'zod'
import { toFieldErrors, type ValidationCode } from './validation-codes.js'

/** Field → code of a parse, `{}` when it passes; what the server would answer in `errors`. */
export function errorsOf(schema: z.ZodType, value: unknown): Record<string, ValidationCode> {
  const result = schema.safeParse(value)
  return result.success ? {} : toFieldErrors(result.error)
}

/** The parsed value; fails the test with the field errors when the parse does not pass. */
export function parseOk<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value)
  if (!result.success)
    throw new Error(`expected a valid value, got ${JSON.stringify(toFieldErrors(result.error))}`)
  return result.data
}

export const repeat = (char: string, n: number) => char.repeat(n)

export type Case = [field: string, value: unknown, code: ValidationCode]

/**
 * Each case changes one field of a valid body (`undefined` removes it) and expects exactly that
 * field's error and no other, so a table row tests one rule.
 */
export function expectCases(schema: z.ZodType, valid: Record<string, unknown>, cases: Case[]) {
  for (const [field, value, code] of cases) {
    const body = { ...valid, [field]: value }
    if (value === undefined) delete body[field]
    expect(errorsOf(schema, body), `${field} = ${JSON.stringify(value)}`).toEqual({ [field]: code })
  }
}

/** Each change of one field of a valid body still passes. */
export function expectValid(schema: z.ZodType, valid: Record<string, unknown>, values: [string, unknown][]) {
  for (const [field, value] of values) {
    expect(errorsOf(schema, { ...valid, [field]: value }), `${field} = ${JSON.stringify(value)}`).toEqual({})
  }
}
