import { useMutation } from '@tanstack/react-query'
import { http } from '../../../shared/api/http'
import { getFingerprint } from '../../../shared/fingerprint'
import { currentLocale } from '../../../shared/i18n/i18n'
import { getToken } from '../../../shared/session/session-store'

/** `POST customer/rg/statement` `{from, to}`: calendar days in Turkish time, both included. */
export interface StatementRequest {
  from: string
  to: string
}

export interface StatementChange {
  at: string
  kind: string
  subject: string | null
  old: string | null
  new: string | null
  effectiveAt: string | null
}

/** Lira with two decimals; net is winnings minus stakes. */
export interface Statement {
  from: string
  to: string
  deposits: number
  withdrawals: number
  stakes: number
  wins: number
  net: number
  timePlayedSeconds: number
  limitChanges: StatementChange[] | null
}

export function useStatement() {
  return useMutation({
    mutationFn: async (body: StatementRequest) =>
      (await http.post<Statement>('customer/rg/statement', body)).data,
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
