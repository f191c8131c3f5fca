import { useEffect } from 'react'
import { ApiError } from '../../../shared/api/http'
import { useT } from '../../../shared/i18n/i18n'
import { closeAllDialogs } from '../../../shared/store/ui-store'
import { Dialog } from '../../../shared/ui/dialog'
import { Spinner } from '../../../shared/ui/spinner'
import { toast } from '../../../shared/ui/toast'
import { useCryptoStatus } from '../api/crypto-status'
import { CryptoDepositPanel } from './crypto-deposit-panel'

/** What opens the waiting dialog again from the history: the deposit and its method's name. */
export interface CryptoDepositDialogData {
  paymentId: number
  method: string
}

function isDialogData(data: unknown): data is CryptoDepositDialogData {
  const d = data as CryptoDepositDialogData | undefined
  return typeof d?.paymentId === 'number' && typeof d.method === 'string'
}

/**
 * An open crypto deposit's waiting dialog, opened again from the history (docs/payments.md "The
 * waiting dialog"): it has no payment page to continue to, so the status route gives back the
 * address and the amount. Dismissable: nothing typed can be lost here.
 */
export function CryptoDepositDialog({ data }: { data?: unknown }) {
  const t = useT()
  const valid = isDialogData(data)
  useEffect(() => {
    if (!valid) closeAllDialogs()
  }, [valid])
  if (!isDialogData(data)) return null
  return (
    <Dialog title={`${t('payments.depositTitle')} · ${data.method}`} size="primary">
      <Watched paymentId={data.paymentId} />
    </Dialog>
  )
}

function Watched({ paymentId }: { paymentId: number }) {
  const t = useT()
  const status = useCryptoStatus(paymentId)
  const failed = status.isError && !status.data
  useEffect(() => {
    if (!failed) return
    toast.error(
      status.error instanceof ApiError && status.error.message ? status.error.message : t('common.error'),
    )
    closeAllDialogs()
  }, [failed, status.error, t])
  if (!status.data) return <Spinner size={64} />
  return <CryptoDepositPanel deposit={status.data} />
}
