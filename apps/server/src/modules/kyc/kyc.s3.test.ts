import { createHash } from 'node:crypto'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { AwsClient } from 'aws4fetch'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3StandIn } from '@galata/testkit'
import { api, rows } from '../../test/accounts.js'
import { useTestApp } from '../../test/helper.js'
import { staffLogin } from '../../test/staff.js'
import { multipartBody, sampleFiles } from '../../test/kyc.js'
import { newStorageKey, s3Store } from './index.js'

/*
 * docs/kyc.md: with KYC_S3_* set, identity documents go to an S3-compatible bucket through the same
 * code path as the files under DATA_DIR. The bucket here is the testkit's stand-in, which checks
 * every request's SigV4 signature the way S3 does, so a wrongly signed request fails here too.
 */

const s3 = await startS3StandIn()
const dataDir = await mkdtemp(join(tmpdir(), 'galata-kyc-s3-'))
const ADMIN = { username: 'kycs3admin', password: 'kyc-s3-admin-password' }
const t = useTestApp({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  DATA_DIR: dataDir,
  KYC_S3_ENDPOINT: s3.url,
  KYC_S3_BUCKET: s3.bucket,
  KYC_S3_ACCESS_KEY_ID: s3.accessKeyId,
  KYC_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
  KYC_S3_REGION: s3.region,
})
let http: ReturnType<typeof api>
let admin: string

beforeAll(async () => {
  http = api(t.app)
  admin = await staffLogin(t.app, ADMIN)
})
afterAll(async () => {
  await s3.close()
  await rm(dataDir, { recursive: true, force: true })
})

const options = () => ({
  endpoint: s3.url,
  bucket: s3.bucket,
  accessKeyId: s3.accessKeyId,
  secretAccessKey: s3.secretAccessKey,
  region: s3.region,
})

function upload(token: string, kind: string, name: string, bytes: Buffer) {
  const { payload, contentType } = multipartBody({ kind }, [
    { field: 'file', name, type: 'image/jpeg', bytes },
  ])
  return t.app.inject({
    method: 'POST',
    url: '/api/customer/kyc/documents',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  })
}

describe('the S3 document store', () => {
  it('an upload goes to the bucket, signed; the operator reads it back; nothing lands on disk', async () => {
    const p = await http.register('s3a')
    const res = await upload(p.token, 'identity', 'kimlik.jpg', sampleFiles.jpeg)
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await rows<{ id: number; store: string; storage_key: string }>(
      t.app,
      sql`select d.id, d.store, d.storage_key from kyc_documents d join players u on u.id = d.player_id
          where u.username = 'ayses3a'`,
    )
    expect(row!.store).toBe('s3')
    const object = s3.objects.get(`kyc/${row!.storage_key}`)
    expect(object?.body).toEqual(sampleFiles.jpeg)
    expect(object?.contentType).toBe('image/jpeg')
    expect(await readdir(join(dataDir, 'kyc')).catch(() => [])).toEqual([])

    const file = await t.app.inject({
      method: 'GET',
      url: `/api/backoffice/kyc/documents/${row!.id}/file`,
      headers: { authorization: `Bearer ${admin}` },
    })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload).toEqual(sampleFiles.jpeg)
    expect(s3.log).toEqual([
      `PUT /${s3.bucket}/kyc/${row!.storage_key} → 200`,
      `GET /${s3.bucket}/kyc/${row!.storage_key} → 200`,
    ])
  })

  it('a refused upload sends nothing to the bucket', async () => {
    const p = await http.register('s3b')
    const before = s3.log.length
    const res = await upload(p.token, 'identity', 'photo.jpg', sampleFiles.htmlAsJpeg)
    expect(res.json()).toMatchObject({ code: 'KYC_FILE_TYPE' })
    expect(s3.log.length).toBe(before)
  })

  it('put, get, delete; a missing key is null; a wrong secret or altered bytes are refused', async () => {
    const store = s3Store(options())
    const key = newStorageKey()
    await store.put(key, sampleFiles.pdf, 'application/pdf')
    expect(await store.get(key)).toEqual(sampleFiles.pdf)
    await store.delete(key)
    expect(await store.get(key)).toBeNull()
    await store.delete(key) // already gone: no error

    const wrong = s3Store({ ...options(), secretAccessKey: 'not-the-secret-0123456789abcdefghijkl' })
    await expect(wrong.put(newStorageKey(), sampleFiles.pdf, 'application/pdf')).rejects.toThrow(/403/)
    expect(s3.log.at(-1)).toMatch(/→ 403$/)

    // Signed for one body, sent with another: the signed payload hash no longer matches.
    const client = new AwsClient({ ...options(), service: 's3', retries: 0 })
    const url = `${s3.url}/${s3.bucket}/kyc/${newStorageKey()}`
    const signed = await client.sign(url, {
      method: 'PUT',
      body: sampleFiles.pdf,
      headers: {
        'x-amz-content-sha256': createHash('sha256').update(sampleFiles.pdf).digest('hex'),
      },
    })
    const tampered = await fetch(signed.url, {
      method: 'PUT',
      headers: signed.headers,
      body: sampleFiles.jpeg,
    })
    expect(tampered.status).toBe(403)
    expect(await tampered.text()).toContain('SignatureDoesNotMatch')
    // A key that is not one of ours is never sent at all.
    await expect(store.get('../etc/passwd')).rejects.toThrow(/invalid storage key/)
  })
})
