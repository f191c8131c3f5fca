import { Buffer } from 'node:buffer'
import { closeSync, existsSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, type APIRequestContext } from '@playwright/test'
import { Secret, TOTP } from 'otpauth'
import type { Player } from './players'

/**
 * The journeys' back-office administrator (docs/backoffice.md): the e2e server creates the staff member
 * at boot from ADMIN_USERNAME and ADMIN_PASSWORD (playwright.config.ts), and the journeys review
 * identity documents through `/api/backoffice/` with it, the way a real staff member does.
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

/*
 * The admin is a staff member who signs in with TOTP (docs/backoffice.md). Every worker of the run
 * shares one enrolment: the first to sign in enrols and writes the secret and a session token to a
 * file beside the run's database (the e2e server's DATA_DIR is named after the runner's pid, each
 * worker's parent), and the others reuse the token, or sign in with a code from the secret. A code
 * signs in once, so a sign-in that finds its step's code used waits for the next step.
 */
const shared = join(tmpdir(), `galata-e2e-${process.ppid}-staff.json`)
const lock = `${shared}.lock`

export interface SharedAdmin {
  secret: string
  token: string
}

/** The run's enrolment of the admin, once a worker (or the console's journey) made it. */
export function sharedAdmin(): SharedAdmin | null {
  return existsSync(shared) ? (JSON.parse(readFileSync(shared, 'utf8')) as SharedAdmin) : null
}

/** Records the admin's enrolment for the other workers (the console's journey enrols in the browser). */
export function shareAdmin(value: SharedAdmin) {
  writeFileSync(shared, JSON.stringify(value))
}

type Answer = { success: boolean; code?: string; message: string; data: Record<string, string> }

async function signIn(request: APIRequestContext): Promise<string> {
  const headers = { 'x-fingerprint': 'e2e-operator' }
  const known = sharedAdmin()
  if (known) {
    const me = await request.get('/api/backoffice/auth/me', {
      headers: { ...headers, authorization: `Bearer ${known.token}` },
    })
    if (me.ok()) return known.token
    for (let attempt = 0; attempt < 3; attempt++) {
      const code = new TOTP({ secret: Secret.fromBase32(known.secret) }).generate()
      const res = await request.post('/api/backoffice/auth/login', { headers, data: { ...E2E_ADMIN, code } })
      const body = (await res.json()) as Answer
      if (body.success) {
        writeFileSync(shared, JSON.stringify({ ...known, token: body.data.token }))
        return body.data.token!
      }
      // This step's code was used by another worker: the next step's is new.
      await new Promise((r) => setTimeout(r, 30_000 - (Date.now() % 30_000) + 200))
    }
    throw new Error('the e2e admin could not sign in with TOTP')
  }
  const offer = (await (
    await request.post('/api/backoffice/auth/login', { headers, data: E2E_ADMIN })
  ).json()) as Answer
  expect(offer.code, offer.message).toBe('TOTP_ENROL')
  const code = new TOTP({ secret: Secret.fromBase32(offer.data.secret!) }).generate()
  const res = await request.post('/api/backoffice/auth/enrol', {
    headers,
    data: { enrolToken: offer.data.enrolToken, code },
  })
  const body = (await res.json()) as { success: boolean; message: string; data: { token: string } }
  expect(body.success, body.message).toBe(true)
  writeFileSync(shared, JSON.stringify({ secret: offer.data.secret, token: body.data.token }))
  return body.data.token
}

/** Runs `work` holding the run's lock on the admin's sign-in (one enrolment, one code per step). */
export async function withAdminLock<T>(work: () => Promise<T>): Promise<T> {
  for (let waited = 0; waited < 120; waited++) {
    try {
      closeSync(openSync(lock, 'wx'))
    } catch {
      await new Promise((r) => setTimeout(r, 500))
      continue
    }
    try {
      return await work()
    } finally {
      rmSync(lock, { force: true })
    }
  }
  throw new Error(`the e2e admin's sign-in lock ${lock} stayed taken`)
}

/** The e2e admin's staff token, signed in once per run and shared by the workers. */
export async function operatorToken(request: APIRequestContext): Promise<string> {
  return withAdminLock(() => signIn(request))
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
