import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { newStorageKey } from '../modules/kyc/index.js'

/**
 * Identity verification fixtures (docs/kyc.md). `verifyKyc` marks a player verified the
 * way an operator's two approvals leave them (an approved identity document and proof of address),
 * for suites whose subject is not verification itself (withdrawals); kyc.test.ts goes through the
 * real upload and review. The rows point at no stored file: nothing reads them.
 */
export async function verifyKyc(app: FastifyInstance, player: { usercode: string } | number) {
  const id =
    typeof player === 'number'
      ? sql`${player}`
      : sql`(select id from players where usercode = ${player.usercode})`
  for (const kind of ['identity', 'address'])
    await app.db.execute(sql`
      insert into kyc_documents (player_id, kind, status, store, storage_key, original_name, size,
        content_type, sha256, uploaded_at, reviewed_at)
      values (${id}, ${kind}, 'approved', 'file', ${newStorageKey()}, 'fixture.pdf', 1000,
        'application/pdf', ${'0'.repeat(64)}, now(), now())`)
}

/** Small files that pass (or fail) the content check: real magic bytes, padded past KYC_UPLOAD.minBytes. */
export const sampleFiles = {
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    Buffer.alloc(400, 7),
  ]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(400, 9)]),
  pdf: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(400, 0x20), Buffer.from('\n%%EOF\n')]),
  /** An HTML page named like a photo: refused by content. */
  htmlAsJpeg: Buffer.from(`<html><script>alert(1)</script>${' '.repeat(400)}</html>`),
}

/** A multipart/form-data body with the given fields and files, for `app.inject`. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; name: string; type: string; bytes: Buffer }[],
) {
  const boundary = `----galata${newStorageKey()}`
  const parts: Buffer[] = []
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    )
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.bytes,
      Buffer.from('\r\n'),
    )
  parts.push(Buffer.from(`--${boundary}--\r\n`))
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` }
}
