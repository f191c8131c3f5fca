import type { Envelope, Bootstrap } from '@galata/contract'
import { call } from '../api/http'

let early: Promise<Envelope<Bootstrap>> | undefined

/**
 * Asks for the bootstrap record (`GET cms/grouped`) at once, from the page's first, small script
 * (`src/early.ts`), so the answer travels while the browser is still evaluating the app's code
 * rather than after it (docs/content-ui.md "LCP"). The record is the same for every visitor, so the
 * call needs no token yet.
 */
export function startBootstrapEarly(): void {
  early ??= call('cms/grouped')
  // A failure is the bootstrap query's to handle; until it takes the promise nothing is unhandled.
  early.catch(() => {})
}

/** The call started by `startBootstrapEarly`, once: a later refresh asks the server again. */
export function takeEarlyBootstrap(): Promise<Envelope<Bootstrap>> | undefined {
  const taken = early
  early = undefined
  return taken
}
