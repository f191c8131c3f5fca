import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/**
 * docs/operations.md "Request ids": nginx's `$request_id` (32 hex digits) or any caller's id of
 * letters, digits and `._:-` up to 128 characters is kept, so one request is followed from the
 * balancer through every log line of the instance that answered it; anything else (empty, too
 * long, a newline meant to forge a log line) is replaced by a fresh id.
 */
const WELL_FORMED = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/

export const REQUEST_ID_HEADER = 'x-request-id'

export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER]
  return typeof given === 'string' && WELL_FORMED.test(given) ? given : randomUUID()
}
