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
