import { z } from 'zod'

/** Every API answer (spec §7): `{success, message, data}`; a validation failure adds `errors`. */
export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data })
}

export interface Envelope<T> {
  success: boolean
  message: string
  data: T
}

/** Field → error code (`required`, `too_short`, …) for a refused body. */
export type FieldErrors = Record<string, string>

export interface ErrorEnvelope {
  success: false
  message: string
  data: null
  code: string
  errors?: FieldErrors
}
