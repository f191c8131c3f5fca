import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorCatalog, KYC_UPLOAD, NotificationType } from '@galata/contract'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin, staffMember } from '../../test/staff.js'
import { multipartBody, sampleFiles } from '../../test/kyc.js'

/*
 * docs/kyc.md: identity verification over HTTP on PGlite and PostgreSQL: uploads (good, wrong type by
 * content, oversized, a path or control characters in the name, a second pending one), files kept
 * off every public path, the operators' review (roles, reasons, audit, notification), and the
 * money doors: no withdrawal until verified, no deposit past the threshold.
 */

const dataDir = await mkdtemp(join(tmpdir(), 'galata-kyc-'))
const ADMIN = { username: 'kycadmin1', password: 'kyc-admin-password-1' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DATA_DIR: dataDir,
  KYC_DEPOSIT_THRESHOLD_TRY: '2000',
  RATE_LIMIT_MAX: '10000',
})
let http: ReturnType<typeof api>
let admin: string
const kycDir = join(dataDir, 'kyc')

beforeAll(async () => {
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
})
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true })
})

type Status = {
  status: string
  kinds: Record<'identity' | 'address', string>
  documents: { id: number; kind: string; status: string; name: string; reason: string | null }[]
  depositThreshold: number
}

function upload(
  token: string,
  kind: string,
  file: { name: string; type?: string; bytes: Buffer },
  locale: 'tr' | 'en' = 'tr',
) {
  const { payload, contentType } = multipartBody({ kind }, [
    { field: 'file', name: file.name, type: file.type ?? 'image/jpeg', bytes: file.bytes },
  ])
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/kyc/documents',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-locale': locale },
    payload,
  })
}

async function status(token: string): Promise<Status> {
  const res = await http.get('customer/kyc', { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json<{ data: Status }>().data
}

async function storedFiles(): Promise<string[]> {
  return readdir(kycDir).catch(() => [])
}

async function documentCount(): Promise<number> {
  const [r] = await rows<{ n: number }>(t.app, sql`select count(*)::int as n from kyc_documents`)
  return Number(r!.n)
}

async function idOf(username: string): Promise<number> {
  const [r] = await rows<{ id: number }>(t.app, sql`select id from players where username = ${username}`)
  return Number(r!.id)
}

/**
 * A staff member with `role` who was an operator on the player account `username` (what the move
 * to staff accounts records, docs/backoffice.md); answers the staff token.
 */
async function makeOperator(username: string, role: 'finance' | 'support'): Promise<string> {
  await t.app.db.execute(sql`update players set role = ${role} where username = ${username}`)
  return (await staffMember(t.app, [role], `op${username}`, await idOf(username))).token
}

/** Asserts a refusal: the code, a 4xx, and neither a row nor a file written. */
async function expectRefused(res: Awaited<ReturnType<typeof upload>>, code: string) {
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400)
  expect(res.statusCode).toBeLessThan(500)
  expect(res.json()).toMatchObject({ success: false, code })
}

describe('uploads', () => {
  it('stores a JPEG under a random name outside the web root and queues it for review', async () => {
    const p = await http.register('up1')
    expect((await status(p.token)).status).toBe('none')
    const res = await upload(p.token, 'identity', { name: 'kimlik ön yüz.jpg', bytes: sampleFiles.jpeg })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Belgeniz alındı ve incelemeye gönderildi. Sonuçlandığında size bildirim göndereceğiz.',
      data: { status: 'pending', kinds: { identity: 'pending', address: 'none' }, depositThreshold: 2000 },
    })
    const [row] = await rows<{
      storage_key: string
      original_name: string
      content_type: string
      sha256: string
      size: number
    }>(
      t.app,
      sql`select d.* from kyc_documents d join players u on u.id = d.player_id where u.username = 'ayseup1'`,
    )
    expect(row).toMatchObject({
      original_name: 'kimlik ön yüz.jpg',
      content_type: 'image/jpeg',
      size: sampleFiles.jpeg.length,
    })
    expect(row!.storage_key).toMatch(/^[0-9a-f]{32}$/)
    expect(await readFile(join(kycDir, row!.storage_key))).toEqual(sampleFiles.jpeg)
    // A PNG and a PDF are taken as well, by content whatever the declared type.
    const pdf = await upload(p.token, 'address', {
      name: 'fatura.pdf',
      type: 'application/octet-stream',
      bytes: sampleFiles.pdf,
    })
    expect(pdf.json()).toMatchObject({ data: { kinds: { identity: 'pending', address: 'pending' } } })
    // A phone photo near the limit (exactly 10 MB) passes: no other body limit stands in the way.
    const other = await http.register('up1b')
    const photo = Buffer.concat([
      sampleFiles.png,
      Buffer.alloc(KYC_UPLOAD.maxBytes - sampleFiles.png.length, 3),
    ])
    const png = await upload(other.token, 'identity', {
      name: 'IMG_2041.PNG',
      type: 'image/png',
      bytes: photo,
    })
    expect(png.statusCode, png.body).toBe(200)
    expect(png.json()).toMatchObject({
      data: { documents: [{ size: KYC_UPLOAD.maxBytes, contentType: 'image/png' }] },
    })
  })

  it('refuses a wrong type by content, an oversized file, a path or control characters in the name', async () => {
    const p = await http.register('up2')
    const files = (await storedFiles()).length
    const docs = await documentCount()
    // HTML named and declared as a JPEG.
    await expectRefused(
      await upload(p.token, 'identity', { name: 'photo.jpg', bytes: sampleFiles.htmlAsJpeg }),
      'KYC_FILE_TYPE',
    )
    // An executable named .pdf.
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(500, 1)])
    await expectRefused(
      await upload(p.token, 'identity', { name: 'scan.pdf', type: 'application/pdf', bytes: exe }),
      'KYC_FILE_TYPE',
    )
    // One byte past 10 MB, with a genuine JPEG header.
    const big = Buffer.concat([
      sampleFiles.jpeg,
      Buffer.alloc(KYC_UPLOAD.maxBytes + 1 - sampleFiles.jpeg.length, 1),
    ])
    const tooBig = await upload(p.token, 'identity', { name: 'big.jpg', bytes: big }, 'en')
    await expectRefused(tooBig, 'KYC_FILE_SIZE')
    expect(tooBig.json<{ message: string }>().message).toBe(errorCatalog.KYC_FILE_SIZE.message.en)
    // Too small to be a photo.
    await expectRefused(
      await upload(p.token, 'identity', { name: 'tiny.jpg', bytes: Buffer.from([0xff, 0xd8, 0xff]) }),
      'KYC_FILE_SIZE',
    )
    for (const name of [
      '../../etc/passwd.jpg',
      '..\\..\\win.ini.jpg',
      'C:\\Users\\ayse\\id.jpg',
      '/etc/id.jpg',
      'a/b.jpg',
    ])
      await expectRefused(
        await upload(p.token, 'identity', { name, bytes: sampleFiles.jpeg }),
        'KYC_FILE_NAME',
      )
    for (const name of ['id\u0001.jpg', 'id\u007f.jpg', 'evil\u202Egpj.pdf', 'id\u0085.jpg'])
      await expectRefused(
        await upload(p.token, 'identity', { name, bytes: sampleFiles.jpeg }),
        'KYC_FILE_NAME',
      )
    await expectRefused(
      await upload(p.token, 'identity', { name: `${'a'.repeat(250)}.jpg`, bytes: sampleFiles.jpeg }),
      'KYC_FILE_NAME',
    )
    // A kind that is not one, no kind, no file, two files, not multipart at all.
    await expectRefused(
      await upload(p.token, 'passport', { name: 'id.jpg', bytes: sampleFiles.jpeg }),
      'VALIDATION_FAILED',
    )
    const noKind = multipartBody({}, [
      { field: 'file', name: 'id.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg },
    ])
    const noFile = multipartBody({ kind: 'identity' }, [])
    const two = multipartBody({ kind: 'identity' }, [
      { field: 'file', name: 'a.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg },
      { field: 'file', name: 'b.jpg', type: 'image/jpeg', bytes: sampleFiles.jpeg },
    ])
    for (const [body, code] of [
      [noKind, 'VALIDATION_FAILED'],
      [noFile, 'KYC_UPLOAD_INVALID'],
      [two, 'KYC_UPLOAD_INVALID'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/customer/kyc/documents',
        headers: { authorization: `Bearer ${p.token}`, 'content-type': body.contentType },
        payload: body.payload,
      })
      await expectRefused(res, code)
    }
    const json = await http.post(
      'customer/kyc/documents',
      { kind: 'identity', file: 'x' },
      { token: p.token },
    )
    await expectRefused(json, 'KYC_UPLOAD_INVALID')
    // Nothing written by any refusal: no row, no file.
    expect(await documentCount()).toBe(docs)
    expect((await storedFiles()).length).toBe(files)
    expect((await status(p.token)).status).toBe('none')
  })

  it('takes one pending document per kind, and none for an approved kind', async () => {
    const p = await http.register('up3')
    expect((await upload(p.token, 'identity', { name: 'id.jpg', bytes: sampleFiles.jpeg })).statusCode).toBe(
      200,
    )
    const files = (await storedFiles()).length
    await expectRefused(
      await upload(p.token, 'identity', { name: 'id2.jpg', bytes: sampleFiles.jpeg }),
      'KYC_UPLOAD_PENDING',
    )
    // Two at once: the partial unique index lets one wait and the other is refused, its file removed.
    const q = await http.register('up3b')
    const both = await Promise.all([
      upload(q.token, 'address', { name: 'a.pdf', bytes: sampleFiles.pdf }),
      upload(q.token, 'address', { name: 'b.pdf', bytes: sampleFiles.pdf }),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect((await storedFiles()).length).toBe(files + 1)
    const doc = (await status(p.token)).documents[0]!
    await http.post(`backoffice/kyc/documents/${doc.id}/approve`, {}, { token: admin })
    await expectRefused(
      await upload(p.token, 'identity', { name: 'id3.jpg', bytes: sampleFiles.jpeg }),
      'KYC_ALREADY_APPROVED',
    )
  })

  it('needs a session', async () => {
    const res = await upload('not-a-token', 'identity', { name: 'id.jpg', bytes: sampleFiles.jpeg })
    expect(res.statusCode).toBe(401)
  })
})

describe('files are never served publicly', () => {
  it('no guessable path reaches a stored document', async () => {
    const p = await http.register('pub1')
    await upload(p.token, 'identity', { name: 'id.jpg', bytes: sampleFiles.jpeg })
    const [row] = await rows<{ storage_key: string; id: number }>(
      t.app,
      sql`select d.storage_key, d.id from kyc_documents d join players u on u.id = d.player_id where u.username = 'aysepub1'`,
    )
    const key = row!.storage_key
    const guesses = [
      `/${key}`,
      `/kyc/${key}`,
      `/data/kyc/${key}`,
      `/api/kyc/${key}`,
      `/api/customer/kyc/${key}`,
      `/api/customer/kyc/documents/${row!.id}`,
      `/assets/${key}`,
      `/media/${key}`,
      `/uploads/${key}`,
      `/../data/kyc/${key}`,
      `/%2e%2e/data/kyc/${key}`,
      `/originals/assets/..%2f..%2f..%2fdata%2fkyc%2f${key}`,
    ]
    for (const url of guesses) {
      for (const token of [undefined, p.token]) {
        const res = await t.app.inject({
          method: 'GET',
          url,
          headers: token ? { authorization: `Bearer ${token}` } : {},
        })
        expect(res.rawPayload.includes(sampleFiles.jpeg.subarray(0, 64)), `${url} served the file`).toBe(
          false,
        )
      }
    }
    // The staff route is the only way, and a player's token is no staff session there.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/kyc/documents/${row!.id}/file`,
      headers: { authorization: `Bearer ${p.token}` },
    })
    expect(own.statusCode).toBe(401)
  })
})

describe('the review', () => {
  it('an operator approves and rejects with a reason; the player sees it and is notified', async () => {
    const p = await http.register('rev1')
    await upload(p.token, 'identity', { name: 'kimlik.jpg', bytes: sampleFiles.jpeg })
    await upload(p.token, 'address', { name: 'fatura.pdf', type: 'application/pdf', bytes: sampleFiles.pdf })
    const playerId = await idOf('ayserev1')

    const queue = await http.get(`backoffice/kyc/documents?status=pending&playerId=${playerId}`, {
      token: admin,
    })
    expect(queue.statusCode, queue.body).toBe(200)
    const docs = queue.json<{ data: { id: number; kind: string; username: string; sha256: string }[] }>().data
    expect(docs.map((d) => [d.kind, d.username])).toEqual([
      ['identity', 'ayserev1'],
      ['address', 'ayserev1'],
    ])
    const identity = docs[0]!
    const address = docs[1]!

    // The bytes for review: operators only, a download, never cached.
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/kyc/documents/${identity.id}/file`,
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload).toEqual(sampleFiles.jpeg)
    expect(file.headers).toMatchObject({ 'content-type': 'image/jpeg', 'cache-control': 'no-store' })
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment/)

    // The player cannot decide, nor can finance; support can.
    expect(
      (await http.post(`backoffice/kyc/documents/${identity.id}/approve`, {}, { token: p.token })).statusCode,
    ).toBe(401)
    await http.register('rev1fin')
    const fin = await makeOperator('ayserev1fin', 'finance')
    expect(
      (await http.post(`backoffice/kyc/documents/${identity.id}/approve`, {}, { token: fin })).statusCode,
    ).toBe(403)
    await http.register('rev1sup')
    const sup = await makeOperator('ayserev1sup', 'support')
    const approved = await http.post(`backoffice/kyc/documents/${identity.id}/approve`, {}, { token: sup })
    expect(approved.json()).toMatchObject({
      success: true,
      data: { document: { id: identity.id, status: 'approved' }, playerStatus: 'pending' },
    })
    // Decided once: a second decision is refused.
    const again = await http.post(
      `backoffice/kyc/documents/${identity.id}/reject`,
      { reason: 'Okunmuyor' },
      { token: admin },
    )
    expect(again.json()).toMatchObject({ code: 'KYC_NOT_PENDING' })
    // A rejection needs a reason.
    expect(
      (await http.post(`backoffice/kyc/documents/${address.id}/reject`, {}, { token: admin })).statusCode,
    ).toBe(400)
    const reason = 'Belge 3 aydan eski; lütfen son 3 aya ait bir fatura yükleyin.'
    const rejected = await http.post(
      `backoffice/kyc/documents/${address.id}/reject`,
      { reason },
      { token: admin },
    )
    expect(rejected.json()).toMatchObject({
      data: { document: { status: 'rejected', reason }, playerStatus: 'rejected' },
    })

    const seen = await status(p.token)
    expect(seen).toMatchObject({ status: 'rejected', kinds: { identity: 'approved', address: 'rejected' } })
    expect(seen.documents.find((d) => d.id === address.id)).toMatchObject({ status: 'rejected', reason })

    // Notified in both languages, with the reason. The notice is written by the decision's event
    // listener after the answer, so it may land a moment later: poll for it.
    const readNotes = async (locale = 'en') =>
      (
        await http.post('customer/notification', {}, { token: p.token, headers: { 'x-locale': locale } })
      ).json<{
        data: { type: number; title: string; note: string }[]
      }>().data
    await expect
      .poll(async () => (await readNotes()).map((n) => n.title))
      .toEqual(expect.arrayContaining(['Document approved', 'Document not approved']))
    const notes = await readNotes()
    expect(notes.find((n) => n.title === 'Document not approved')!.note).toContain(reason)
    expect(notes.every((n) => n.type === NotificationType.System)).toBe(true)

    // Re-upload after the rejection, approved: verified.
    expect(
      (await upload(p.token, 'address', { name: 'fatura2.pdf', bytes: sampleFiles.pdf })).statusCode,
    ).toBe(200)
    const next = (await status(p.token)).documents[0]!
    const done = await http.post(`backoffice/kyc/documents/${next.id}/approve`, {}, { token: admin })
    expect(done.json()).toMatchObject({ data: { playerStatus: 'verified' } })
    expect((await status(p.token)).status).toBe('verified')
    // The newest notice, in Turkish; written after the answer like the ones above, so polled.
    await expect.poll(async () => (await readNotes('tr'))[0]?.title).toBe('Kimliğiniz doğrulandı')

    // Every read and decision audited, with who and what.
    const audit = await rows<{ action: string; actor_id: string; detail: Record<string, unknown> }>(
      t.app,
      sql`select action, actor_id, detail from audit_log where action like 'backoffice.kyc.%' and (detail->>'playerId' = ${String(playerId)} or detail->>'playerId' is null) order by id`,
    )
    const actions = audit.map((a) => a.action)
    expect(actions).toEqual(
      expect.arrayContaining([
        'backoffice.kyc.list',
        'backoffice.kyc.view',
        'backoffice.kyc.approve',
        'backoffice.kyc.reject',
      ]),
    )
    expect(audit.find((a) => a.action === 'backoffice.kyc.reject')!.detail).toMatchObject({
      old: 'pending',
      new: 'rejected',
      reason,
    })
  })

  it('an operator cannot review their own document', async () => {
    const sup = await http.register('own1')
    await upload(sup.token, 'identity', { name: 'id.jpg', bytes: sampleFiles.jpeg })
    const staffToken = await makeOperator('ayseown1', 'support')
    const doc = (await status(sup.token)).documents[0]!
    const res = await http.post(`backoffice/kyc/documents/${doc.id}/approve`, {}, { token: staffToken })
    expect(res.json()).toMatchObject({ code: 'KYC_OWN_DOCUMENT' })
    expect(
      (await http.post('backoffice/kyc/documents/999999/approve', {}, { token: admin })).statusCode,
    ).toBe(404)
  })
})

describe('the money doors', () => {
  async function methodId(token: string, type: 1 | 2) {
    const res = await http.get(`payment/methods?type=${type}`, { token })
    return res.json<{ data: { id: number; title: string }[] }>().data.find((m) => m.title.includes('Havale'))!
      .id
  }
  const detail = { Iban: 'TR330006100519786457841326', name: 'Ayşe Kaya' }

  it('a withdrawal is refused until verified, then allowed; a deposit past the threshold too', async () => {
    const p = await http.register('door1')
    await t.app.db.execute(sql`update players set phone_verified = true where usercode = ${p.usercode}`)
    const inId = await methodId(p.token, 1)
    const outId = await methodId(p.token, 2)
    const deposit = (amount: number) =>
      http.post(
        'payment/deposit',
        { id: inId, target: 'pay', detail: { amount, ...detail } },
        { token: p.token },
      )

    // Up to the threshold (2000 TRY, pending deposits count) without verification; past it, refused.
    expect((await deposit(1500)).statusCode).toBe(200)
    const [dep] = await rows<{ id: number }>(
      t.app,
      sql`select p.id from payments p join players u on u.id = p.player_id where u.username = 'aysedoor1'`,
    )
    await http.post(`backoffice/payments/${dep!.id}/confirm`, {}, { token: admin })
    const payments = async () =>
      Number((await rows<{ n: number }>(t.app, sql`select count(*)::int as n from payments`))[0]!.n)
    const before = await payments()
    const over = await deposit(500.01)
    expect(over.statusCode).toBe(403)
    expect(over.json()).toMatchObject({
      code: 'KYC_REQUIRED',
      message: errorCatalog.KYC_REQUIRED.message.tr,
      data: { link: '/dashboard/verification' },
    })
    expect(await payments()).toBe(before)
    expect((await deposit(500)).statusCode).toBe(200)

    const withdraw = () =>
      http.post(
        'payment/withdraw',
        { id: outId, target: 'pay', detail: { amount: 200, ...detail } },
        { token: p.token },
      )
    const refused = await withdraw()
    expect(refused.json()).toMatchObject({ code: 'KYC_REQUIRED', data: { link: '/dashboard/verification' } })
    expect(await payments()).toBe(before + 1)

    // Through the real review: both kinds uploaded and approved.
    await upload(p.token, 'identity', { name: 'id.jpg', bytes: sampleFiles.jpeg })
    await upload(p.token, 'address', { name: 'bill.pdf', bytes: sampleFiles.pdf })
    for (const d of (await status(p.token)).documents)
      await http.post(`backoffice/kyc/documents/${d.id}/approve`, {}, { token: admin })
    expect((await status(p.token)).status).toBe('verified')
    const allowed = await withdraw()
    expect(allowed.json()).toMatchObject({ success: true })
    expect((await deposit(5000)).statusCode).toBe(200)
  })
})
