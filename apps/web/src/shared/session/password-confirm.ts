import { createStore } from '../store/create-store'

/**
 * The password again for a remembered session (docs/accounts.md "Remembered sessions"): when a call
 * answers PASSWORD_CONFIRMATION_REQUIRED the HTTP client asks here, the prompt opens over whatever
 * the player has open (the withdraw form stays under it), and the call is retried once confirmed.
 */
export const passwordConfirmStore = createStore<{ open: boolean }>({ open: false })

let waiting: ((confirmed: boolean) => void)[] = []

/** Opens the prompt (once for calls that ask together); true once the password was confirmed. */
export function askPassword(): Promise<boolean> {
  passwordConfirmStore.set({ open: true })
  return new Promise((resolve) => waiting.push(resolve))
}

/** The prompt closed: confirmed, or given up (the calls then fail with the server's message). */
export function settlePasswordPrompt(confirmed: boolean): void {
  const resolvers = waiting
  waiting = []
  passwordConfirmStore.set({ open: false })
  for (const resolve of resolvers) resolve(confirmed)
}
