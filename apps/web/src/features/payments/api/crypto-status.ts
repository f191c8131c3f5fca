import { queryOptions, useQuery } from '@tanstack/react-query'
import { TransactionStatus, type CryptoPaymentStatus } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** How often the waiting dialog asks where a crypto deposit stands (docs/payments.md "Waiting"). */
export const CRYPTO_POLL_MS = 4_000

export const cryptoStatusKey = (paymentId: number) => ['payment', 'crypto', paymentId] as const

/** `GET payments/crypto/{paymentId}`: the player's own crypto deposit and its processor status. */
export async function getCryptoStatus(paymentId: number): Promise<CryptoPaymentStatus> {
  return (await call('payments/crypto/:paymentId', { params: { paymentId: String(paymentId) } })).data
}

/** What the waiting dialog says, from the processor's status and the deposit's own (spec §3). */
export type CryptoPhase = 'waiting' | 'confirming' | 'partial' | 'credited' | 'expired' | 'failed'

export function cryptoPhase(
  s: Pick<CryptoPaymentStatus, 'status' | 'paymentStatus' | 'credited'>,
  expired: boolean,
): CryptoPhase {
  if (
    s.status === 'finished' ||
    (s.paymentStatus === TransactionStatus.Confirmed && s.status !== 'partially_paid')
  )
    return 'credited'
  if (s.status === 'partially_paid') return 'partial'
  if (s.status === 'failed' || s.status === 'refunded' || s.paymentStatus === TransactionStatus.Rejected)
    return 'failed'
  if (s.status === 'expired' || s.paymentStatus === TransactionStatus.Cancelled) return 'expired'
  if (s.status === 'confirming' || s.status === 'confirmed' || s.status === 'sending') return 'confirming'
  return expired ? 'expired' : 'waiting'
}

/** Nothing more will happen to the deposit: polling stops. */
export const isFinalPhase = (phase: CryptoPhase) =>
  phase === 'credited' || phase === 'expired' || phase === 'failed'

export const cryptoStatusQuery = (paymentId: number) =>
  queryOptions({
    queryKey: cryptoStatusKey(paymentId),
    queryFn: () => getCryptoStatus(paymentId),
    refetchInterval: (query) => {
      const data = query.state.data
      return data && isFinalPhase(cryptoPhase(data, false)) ? false : CRYPTO_POLL_MS
    },
    refetchIntervalInBackground: true,
    retry: false,
    staleTime: 0,
  })

export function useCryptoStatus(paymentId: number) {
  return useQuery(cryptoStatusQuery(paymentId))
}
