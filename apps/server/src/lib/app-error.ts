import { errorCatalog, type ErrorCode, type FieldErrors } from '@galata/contract'

/** Services throw this; the error handler turns it into the envelope and the code's HTTP status. */
export class AppError extends Error {
  readonly status: number
  constructor(
    readonly code: ErrorCode,
    readonly errors?: FieldErrors,
    /** Extra payload a client may need (for example the true balance on INSUFFICIENT_FUNDS). */
    readonly data?: unknown,
  ) {
    super(code)
    this.status = errorCatalog[code].status
  }
}

/** Seconds a 429 or 503 refusal asks the client to wait (`data.retryAfter` or `data.secondsLeft`). */
export function retryAfterOf(error: AppError): number | undefined {
  if (error.status !== 429 && error.status !== 503) return undefined
  const data = error.data as { retryAfter?: unknown; secondsLeft?: unknown } | undefined
  const seconds = data?.retryAfter ?? data?.secondsLeft
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined
}
