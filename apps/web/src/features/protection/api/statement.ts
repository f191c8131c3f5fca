import { useMutation } from '@tanstack/react-query'
import type { StatementRequest } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { getFingerprint } from '../../../shared/fingerprint'
import { currentLocale } from '../../../shared/i18n/i18n'
import { getToken } from '../../../shared/session/session-store'

export type { Statement, StatementRequest } from '@galata/contract'

export function useStatement() {
  return useMutation({
    // `POST customer/rg/statement` `{from, to}`: calendar days in Turkish time, both included.
    mutationFn: async (body: StatementRequest) =>
      (await call('customer/rg/statement', { body, query: {} })).data,
  })
}

/**
 * The same statement as a CSV file (`?format=csv`), saved through a temporary link with the
 * server's file name. The JSON client cannot carry a file, so this one call is made by hand.
 */
export async function downloadStatementCsv(body: StatementRequest): Promise<void> {
  const token = getToken()
  const res = await fetch(new URL('./api/customer/rg/statement?format=csv', document.baseURI), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/csv',
      'x-locale': currentLocale,
      'x-fingerprint': getFingerprint(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  })
  if (!res.ok) {
    const json = (await res.json().catch(() => null)) as { message?: string } | null
    throw new Error(json?.message || res.statusText)
  }
  const name =
    /filename="?([^";]+)"?/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    `statement-${body.from}-${body.to}.csv`
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = name
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
