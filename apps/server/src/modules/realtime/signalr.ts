/*
 * The SignalR JSON hub protocol, as much of it as a server-to-client notification hub needs
 * (https://github.com/dotnet/aspnetcore/blob/main/src/SignalR/docs/specs/HubProtocol.md): every
 * record is JSON ended by the record separator 0x1E; the first is the handshake.
 */

export const RECORD_SEPARATOR = '\u001e'

/** Message types of the protocol that this hub sends or reads. */
export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const

/** One record as a frame; the official client splits frames on the separator. */
const record = (value: unknown) => JSON.stringify(value) + RECORD_SEPARATOR

export const HANDSHAKE_OK = '{}' + RECORD_SEPARATOR
export const PING = record({ type: MessageType.Ping })

export function handshakeError(error: string): string {
  return record({ error })
}

/** A server-to-client invocation without an id: the client answers nothing (fire and forget). */
export function invocation(target: string, args: readonly unknown[]): string {
  return record({ type: MessageType.Invocation, target, arguments: args })
}

/** `allowReconnect: false` tells the official client not to retry (a revoked session stays out). */
export function closeMessage(error: string | null, allowReconnect: boolean): string {
  return record(
    error ? { type: MessageType.Close, error, allowReconnect } : { type: MessageType.Close, allowReconnect },
  )
}

/** The answer to a call that succeeded (the hub's methods return nothing). */
export function completionResult(invocationId: string): string {
  return record({ type: MessageType.Completion, invocationId, result: null })
}

export function completionError(invocationId: string, error: string): string {
  return record({ type: MessageType.Completion, invocationId, error })
}

/** Splits a text frame into its records; a trailing partial record is not valid in this protocol. */
export function splitRecords(frame: string): string[] {
  const parts = frame.split(RECORD_SEPARATOR)
  parts.pop()
  return parts
}

export type Handshake = { ok: true } | { ok: false; error: string }

/** Only the JSON protocol, version 1, is spoken (the client's default with skipNegotiation). */
export function readHandshake(text: string): Handshake {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, error: 'Handshake was not valid JSON.' }
  }
  const h = value as { protocol?: unknown; version?: unknown }
  if (h?.protocol !== 'json')
    return { ok: false, error: `Requested protocol '${String(h?.protocol)}' is not available.` }
  if (h.version !== 1) return { ok: false, error: `Protocol version ${String(h.version)} is not supported.` }
  return { ok: true }
}

export interface ClientRecord {
  type: number
  invocationId?: string
  target?: string
  arguments?: unknown
}

/** A record from the client, or null when it is not a JSON object with a numeric type. */
export function readRecord(text: string): ClientRecord | null {
  try {
    const value = JSON.parse(text) as unknown
    if (typeof value !== 'object' || value === null) return null
    const type = (value as { type?: unknown }).type
    return typeof type === 'number' ? (value as ClientRecord) : null
  } catch {
    return null
  }
}
