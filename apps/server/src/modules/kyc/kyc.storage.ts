import { createHash, randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rm } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { AwsClient } from 'aws4fetch'
import type { Config } from '../../config.js'

/*
 * Where identity documents' bytes live (docs/kyc.md). One small interface, two stores
 * chosen by configuration: files under DATA_DIR/kyc (the default), or an S3-compatible bucket when
 * KYC_S3_* is set. The service calls the same three methods either way. Keys are random (128 bits,
 * hex): they say nothing about the player or the file, and no route maps a URL onto them; the only
 * way to the bytes is the operators' `backoffice/kyc/documents/:id/file`.
 */
export interface DocumentStore {
  /** `file` or `s3`, recorded with each document. */
  readonly kind: 'file' | 's3'
  put(key: string, bytes: Buffer, contentType: string): Promise<void>
  /** The bytes, or null when the key holds nothing. */
  get(key: string): Promise<Buffer | null>
  /** Removes the object; no error when it is already gone. */
  delete(key: string): Promise<void>
}

/** A fresh random key: 32 hex characters, nothing else (safe as a file name and an object key). */
export function newStorageKey(): string {
  return randomBytes(16).toString('hex')
}

const KEY = /^[0-9a-f]{32}$/

function checkKey(key: string) {
  // Keys come from newStorageKey only; anything else is a bug, never a path to follow.
  if (!KEY.test(key)) throw new Error('invalid storage key')
}

/**
 * Files under `dir` (DATA_DIR/kyc: outside the web root, which is apps/web/dist, and served by no
 * static route). The directory is private to the server's user (0700), the files too (0600);
 * a write never replaces an existing file (`wx`).
 */
export function fileStore(dir: string): DocumentStore {
  const root = resolve(dir)
  let ready: Promise<unknown> | null = null
  const ensure = () => (ready ??= mkdir(root, { recursive: true, mode: 0o700 }))
  return {
    kind: 'file',
    async put(key, bytes) {
      checkKey(key)
      await ensure()
      const handle = await open(join(root, key), 'wx', 0o600)
      try {
        await handle.writeFile(bytes)
        await handle.sync()
      } finally {
        await handle.close()
      }
    },
    async get(key) {
      checkKey(key)
      try {
        return await readFile(join(root, key))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async delete(key) {
      checkKey(key)
      await rm(join(root, key), { force: true })
    },
  }
}

export interface S3Options {
  endpoint: string
  bucket: string
  accessKeyId: string
  secretAccessKey: string
  region: string
}

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2…), path-style (`{endpoint}/{bucket}/{key}`),
 * every request signed with SigV4 by aws4fetch. Objects are written with no ACL header, so they
 * stay as private as the bucket; the bucket must not have a public policy (docs/kyc.md).
 */
export function s3Store(options: S3Options): DocumentStore {
  const client = new AwsClient({
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
    region: options.region,
    service: 's3',
    retries: 2,
  })
  const base = options.endpoint.replace(/\/+$/, '')
  const url = (key: string) => `${base}/${encodeURIComponent(options.bucket)}/kyc/${key}`
  const fail = async (what: string, res: Response) => {
    const text = await res.text().catch(() => '')
    return new Error(`s3 ${what} failed: ${res.status} ${text.slice(0, 200)}`)
  }
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      checkKey(key)
      const res = await client.fetch(url(key), {
        method: 'PUT',
        body: Uint8Array.from(bytes),
        // The payload's hash is signed too, so the store refuses bytes altered on the way.
        headers: {
          'content-type': contentType,
          'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex'),
        },
      })
      if (!res.ok) throw await fail('put', res)
      await res.arrayBuffer()
    },
    async get(key) {
      checkKey(key)
      const res = await client.fetch(url(key), { method: 'GET' })
      if (res.status === 404) {
        await res.arrayBuffer()
        return null
      }
      if (!res.ok) throw await fail('get', res)
      return Buffer.from(await res.arrayBuffer())
    },
    async delete(key) {
      checkKey(key)
      const res = await client.fetch(url(key), { method: 'DELETE' })
      if (!res.ok && res.status !== 404) throw await fail('delete', res)
      await res.arrayBuffer()
    },
  }
}

/** The store the configuration names: S3 when KYC_S3_* is set (all four, config.ts), files otherwise. */
export function documentStoreFor(config: Config): DocumentStore {
  const { KYC_S3_ENDPOINT, KYC_S3_BUCKET, KYC_S3_ACCESS_KEY_ID, KYC_S3_SECRET_ACCESS_KEY } = config
  if (KYC_S3_ENDPOINT && KYC_S3_BUCKET && KYC_S3_ACCESS_KEY_ID && KYC_S3_SECRET_ACCESS_KEY)
    return s3Store({
      endpoint: KYC_S3_ENDPOINT,
      bucket: KYC_S3_BUCKET,
      accessKeyId: KYC_S3_ACCESS_KEY_ID,
      secretAccessKey: KYC_S3_SECRET_ACCESS_KEY,
      region: config.KYC_S3_REGION,
    })
  return fileStore(join(config.DATA_DIR, 'kyc'))
}
