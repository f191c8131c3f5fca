import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ApiData, KycKind } from '@galata/contract'
import { call, upload } from '../../../shared/api/http'

export type KycState = ApiData<'customer/kyc'>

/** `GET customer/kyc`: the state per kind, the documents (newest first) and any rejection reason. */
export async function getKyc(): Promise<KycState> {
  return (await call('customer/kyc')).data
}

export const kycQuery = queryOptions({
  queryKey: ['customer', 'kyc'] as const,
  queryFn: getKyc,
  staleTime: 0,
})

export function useKyc() {
  return useQuery(kycQuery)
}

/** `POST customer/kyc/documents` (multipart): the new state and the server's message. */
export async function uploadDocument(kind: KycKind, file: File, onProgress: (fraction: number) => void) {
  const form = new FormData()
  form.append('kind', kind)
  form.append('file', file, file.name)
  return upload<KycState>('customer/kyc/documents', form, onProgress)
}
