import { TransactionStatus, type UiStringKey } from '@galata/contract'

type Tone = 'success' | 'warning' | 'danger' | 'info' | 'violet' | 'mute'

/** Each transaction status of spec §3 with its label and badge colour. */
export function statusView(status: TransactionStatus): { label: UiStringKey; tone: Tone } {
  switch (status) {
    case TransactionStatus.None:
      return { label: 'payments.status.0', tone: 'mute' }
    case TransactionStatus.Confirmed:
      return { label: 'payments.status.1', tone: 'success' }
    case TransactionStatus.Pending:
      return { label: 'payments.status.2', tone: 'warning' }
    case TransactionStatus.Merged:
      return { label: 'payments.status.3', tone: 'violet' }
    case TransactionStatus.Rejected:
      return { label: 'payments.status.4', tone: 'danger' }
    case TransactionStatus.Cancelled:
      return { label: 'payments.status.5', tone: 'mute' }
    case TransactionStatus.Created:
      return { label: 'payments.status.6', tone: 'info' }
  }
}

/** A `<input type="date">` day as the start or the end of that day in the player's time zone, ISO. */
export function dayBound(day: string, edge: 'start' | 'end'): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined
  const d = new Date(`${day}T${edge === 'start' ? '00:00:00.000' : '23:59:59.999'}`)
  return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
}
