import { ApiError } from '../../../shared/api/http'
import styles from './register-dialog.module.css'

/**
 * Sign-up refusals about the person rather than a field: SELF_EXCLUDED, when the exclusion register
 * finds a self-exclusion or time-out in the person's name (docs/player-protection.md "The
 * exclusion register"). Its message says why and where to find help, so it stays in the form
 * instead of passing by in a toast.
 */
const STANDING_REFUSALS = new Set(['SELF_EXCLUDED'])

/** The server's message (the contract's, in the request's language) of a standing refusal, else null. */
export function standingRefusal(error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.code || !STANDING_REFUSALS.has(error.code)) return null
  return error.message || null
}

export function RegisterRefusal({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.refusal} data-testid="register-refusal">
      {message}
    </p>
  )
}
