import { Buffer } from 'node:buffer'
import { expect, type APIRequestContext } from '@playwright/test'
import type { Player } from './players'

/**
 * The journeys' back-office operator (docs/player-protection.md): the e2e server creates it at boot from
 * ADMIN_USERNAME and ADMIN_PASSWORD (playwright.config.ts), and the journeys review identity
 * documents through `/api/backoffice/` with it, the way a real operator does.
 */
export const E2E_ADMIN = { username: 'e2eadmin1', password: 'e2e-admin-password-1453' }

/** Small files that pass the server's content check (real JPEG and PDF signatures). */
export const sampleJpeg = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
  Buffer.alloc(600, 7),
])
export const samplePdf = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(600, 0x20),
  Buffer.from('\n%%EOF\n'),
])

export async function operatorToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', {
    headers: { 'x-fingerprint': 'e2e-operator' },
    data: E2E_ADMIN,
  })
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } }
  expect(body.success, body.message).toBe(true)
  return body.data.token
}

/** The operator approves every pending document of the player named `username`. */
export async function approveDocuments(request: APIRequestContext, username: string): Promise<number> {
  const token = await operatorToken(request)
  const headers = { authorization: `Bearer ${token}`, 'x-fingerprint': 'e2e-operator' }
  const queue = (await (
    await request.get('/api/backoffice/kyc/documents?status=pending&take=100', { headers })
  ).json()) as {
    data: { id: number; username: string }[]
  }
  const mine = queue.data.filter((d) => d.username === username)
  for (const d of mine) {
    const res = await request.post(`/api/backoffice/kyc/documents/${d.id}/approve`, { headers, data: {} })
    expect(res.ok(), await res.text()).toBe(true)
  }
  return mine.length
}

/**
 * Verifies a journey player through the real flow: both documents uploaded over the API, then
 * approved by the operator. For journeys that withdraw without being about verification.
 */
export async function verifyIdentity(request: APIRequestContext, player: Player) {
  const headers = { authorization: `Bearer ${player.token}`, 'x-fingerprint': player.fingerprint }
  for (const [kind, name, mimeType, buffer] of [
    ['identity', 'kimlik.jpg', 'image/jpeg', sampleJpeg],
    ['address', 'fatura.pdf', 'application/pdf', samplePdf],
  ] as const) {
    const res = await request.post('/api/customer/kyc/documents', {
      headers,
      multipart: { kind, file: { name, mimeType, buffer } },
    })
    expect(res.ok(), await res.text()).toBe(true)
  }
  const { username } = player.data as { username: string }
  expect(await approveDocuments(request, username)).toBe(2)
}
