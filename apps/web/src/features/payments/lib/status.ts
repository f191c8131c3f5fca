import { TransactionStatus, type UiStringKey } from '@galata/contract'

type Tone = 'success' | 'warning' | 'danger' | 'info' | 'violet' | 'mute'

/**
 * Each transaction status of spec §3 with its label and badge colour; a deposit that ended by
 * expiring says so (docs/wallet.md "Pending deposits").
 */
export function statusView(status: TransactionStatus, expired = false): { label: UiStringKey; tone: Tone } {
  if (expired) return { label: 'payments.status.expired', tone: 'mute' }
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
