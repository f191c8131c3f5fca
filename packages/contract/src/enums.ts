/*
 * Enumerations of spec §3. Each is an `as const` object (the name reads well in code:
 * `TransactionStatus.Pending`) and a type of its values; the schemas that accept only those values
 * are in enum-schemas.ts, so that this module stays free of zod (the web shell imports it, and its
 * bundle carries no zod: docs/web.md, bench/web). The numbers are part of the wire format of spec §7
 * and never change.
 */

type ValueOf<T> = T[keyof T]

export const TransactionStatus = {
  None: 0,
  Confirmed: 1,
  Pending: 2,
  Merged: 3,
  Rejected: 4,
  Cancelled: 5,
  Created: 6,
} as const
export type TransactionStatus = ValueOf<typeof TransactionStatus>

/** `All` is a filter value of the financial history, never the type of a stored movement. */
export const TransactionType = {
  All: 0,
  Deposit: 1,
  Withdraw: 2,
} as const
export type TransactionType = ValueOf<typeof TransactionType>
/** A payment method or a stored movement: deposit or withdrawal, without the `All` filter. */
export const PaymentDirection = { Deposit: 1, Withdraw: 2 } as const
export type PaymentDirection = ValueOf<typeof PaymentDirection>

export const ProcessStatus = {
  Processing: 1,
  Completed: 2,
  Cancelled: 3,
  Expired: 4,
} as const
export type ProcessStatus = ValueOf<typeof ProcessStatus>

export const GameTransactionType = {
  Win: 1,
  Bet: 2,
} as const
export type GameTransactionType = ValueOf<typeof GameTransactionType>

/** Kind of a dynamic payment field (spec §3); a field with `option` is a dropdown whatever its kind. */
export const FieldDataType = {
  String: 1,
  Int: 2,
  Long: 3,
  Decimal: 4,
  Bool: 5,
  DateTime: 6,
  Dropdown: 7,
} as const
export type FieldDataType = ValueOf<typeof FieldDataType>

export const PhonePageState = {
  NotVerifiedPage: 0,
  VerifiedPage: 1,
  UpdatePage: 2,
  VerificationCodePage: 3,
} as const
export type PhonePageState = ValueOf<typeof PhonePageState>

export const NotificationType = {
  Deposit: 1,
  Withdraw: 2,
  Jackpot: 3,
  Bonus: 4,
  System: 5,
} as const
export type NotificationType = ValueOf<typeof NotificationType>

/** Icon of a notification (spec §3): bonus, deposit and withdraw have their own; any other kind, known or not, is `system`. */
export function notificationIcon(type: number): 'giftbox' | 'arrow-up' | 'down-arrow' | 'system' {
  if (type === NotificationType.Bonus) return 'giftbox'
  if (type === NotificationType.Deposit) return 'arrow-up'
  if (type === NotificationType.Withdraw) return 'down-arrow'
  return 'system'
}

export const ContactType = {
  Phone: 1,
  Whatsapp: 2,
  Telegram: 3,
  Email: 4,
} as const
export type ContactType = ValueOf<typeof ContactType>

/** Provider launch platform code of spec §7/§9 (EGT, Hub88). */
export const Platform = {
  Desktop: 1,
  Mobile: 2,
} as const
export type Platform = ValueOf<typeof Platform>

/** Phone verification step on the wire: 1 sends the code to `phone`, 2 checks `code` (spec §3). */
export const PhoneStep = {
  SendCode: 1,
  CheckCode: 2,
} as const
export type PhoneStep = ValueOf<typeof PhoneStep>

/** Real-time connection states of spec §4. */
export const REALTIME_STATES = [
  'connecting',
  'connected',
  'reconnecting',
  'disconnecting',
  'disconnected',
] as const
export type RealtimeState = (typeof REALTIME_STATES)[number]

/**
 * Commands of `NotifyMessage(command, message)`: `Notification` carries a notification as JSON,
 * `Balance` the new balance; `error`, `disconnect` and `reconnected` are raised by the client
 * itself from connection events (spec §7).
 */
export const HubCommand = {
  Notification: 'Notification',
  Balance: 'Balance',
  Error: 'error',
  Disconnect: 'disconnect',
  Reconnected: 'reconnected',
} as const
export type HubCommand = ValueOf<typeof HubCommand>

/** The provider logos the spec's footer slider named (spec §3); the footer now shows the catalogue's studios (PROVIDER_ARTWORK). */
export const PROVIDER_LOGOS = [
  'amusnet',
  '3oaksgaming',
  'amatic',
  'bgaming',
  'betsoftow',
  'pragmaticplay',
  'evolution',
  'evoplay',
  'netent',
  'novomatic',
  'redtiger',
  'spribe',
] as const
export type ProviderLogo = (typeof PROVIDER_LOGOS)[number]

/** A studio's key: its name folded to letters and digits ("Pragmatic Play" → "pragmaticplay"). */
export function studioKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '')
}

/**
 * Our own name plates under /media/providers/{file}.svg, by studio key: set type drawn by
 * scripts/artwork/generate.mjs, no copy of any studio's mark. The footer shows a studio only while
 * the catalogue has a game of it a player can open (docs/casino.md "Providers"); a studio without
 * a plate gets its name set in type there.
 */
export const PROVIDER_ARTWORK: Readonly<Record<string, string>> = {
  galataoriginals: 'galata',
  amusnet: 'amusnet',
  '3oaksgaming': '3oaksgaming',
  amatic: 'amatic',
  bgaming: 'bgaming',
  betsoft: 'betsoftow',
  pragmaticplay: 'pragmaticplay',
  evolution: 'evolution',
  evoplay: 'evoplay',
  netent: 'netent',
  novomatic: 'novomatic',
  redtiger: 'redtiger',
  spribe: 'spribe',
}

/** Game providers behind one adapter each (PROVIDERS.md); `galata` is the in-house studio. */
export const PROVIDER_IDS = [
  'galata',
  'hub88',
  'egt',
  'amusnet',
  'digitain',
  'everymatrix',
  'softgamings',
] as const
export type ProviderId = (typeof PROVIDER_IDS)[number]
