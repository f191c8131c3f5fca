import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { queryRows, type DbOrTx } from '../db/client.js'

/*
 * The audit chain's verifier (docs/backoffice.md "Audit chain"). The database links each row at its
 * commit (migration 0036: `audit_row_hash`); this file rebuilds every row's canonical encoding from
 * the stored fields and hashes it with Node's own SHA-256, so a verifier that trusts nothing the
 * database computed about the chain decides whether it holds.
 */

/** The first row's `prev_hash`. */
export const GENESIS_HASH = '0'.repeat(64)

/** The fields of one row as the chain encodes them (time in microseconds, detail as jsonb's text). */
export interface ChainedFields {
  id: string
  seq: string
  actorKind: string
  actorId: string | null
  action: string
  ip: string | null
  fingerprint: string | null
  detail: string | null
  atMicros: string
  prevHash: string
}

const field = (v: string | null) => (v === null ? '~' : `${Buffer.byteLength(v, 'utf8')}:${v}`)

/** SHA-256 (hex) of the canonical encoding: the same bytes as the migration's `audit_row_hash`. */
export function auditRowHash(f: ChainedFields): string {
  const text = [
    'galata-audit-v1',
    field(f.id),
    field(f.seq),
    field(f.actorKind),
    field(f.actorId),
    field(f.action),
    field(f.ip),
    field(f.fingerprint),
    field(f.detail),
    field(f.atMicros),
    field(f.prevHash),
  ].join('|')
  return createHash('sha256').update(text, 'utf8').digest('hex')
}

/** Why a row breaks the chain. */
export type BreakReason =
  /** The row's fields no longer give its hash: the row was edited. */
  | 'hash'
  /** The row's `prev_hash` is not the previous row's hash: a row before it was replaced. */
  | 'link'
  /** A number is missing before this row: a row was deleted. */
  | 'gap'
  /** A row outside the chain (written with the database's triggers turned off). */
  | 'unchained'
  /** The chain ends before the head says it does: rows at its end were deleted. */
  | 'head'

export interface ChainBreak {
  /** The audit row's id (null when the break is rows missing at the end). */
  id: number | null
  seq: number | null
  reason: BreakReason
}

export interface ChainReport {
  ok: boolean
  /** Rows walked. */
  rows: number
  firstBroken: ChainBreak | null
}

interface RawRow {
  id: string
  seq: string
  actor_kind: string
  actor_id: string | null
  action: string
  ip: string | null
  fingerprint: string | null
  detail: string | null
  at_micros: string
  prev_hash: string | null
  hash: string | null
}

/**
 * Walks the chain from its first row to the head read at the start (rows linked while it walks are
 * left to the next walk) in batches of `batch` rows, and names the first row that breaks it.
 * Reads only; safe on a running site. `npm run audit:verify` and GET backoffice/audit/verify.
 */
export async function verifyAuditChain(db: DbOrTx, options: { batch?: number } = {}): Promise<ChainReport> {
  const batch = options.batch ?? 5000
  const [head] = await queryRows<{ seq: string; hash: string }>(
    db,
    sql`select seq::text as seq, hash from audit_chain_head where id = 1`,
  )
  const [stray] = await queryRows<{ id: string }>(
    db,
    sql`select min(id)::text as id from audit_log where seq is null having min(id) is not null`,
  )
  if (!head) return { ok: false, rows: 0, firstBroken: { id: null, seq: null, reason: 'head' } }
  const headSeq = BigInt(head.seq)
  let rows = 0
  let expected = 1n
  let prev = GENESIS_HASH
  const broken = (id: string | null, seq: bigint | null, reason: BreakReason): ChainReport => ({
    ok: false,
    rows,
    firstBroken: { id: id === null ? null : Number(id), seq: seq === null ? null : Number(seq), reason },
  })
  for (;;) {
    const page = await queryRows<RawRow>(
      db,
      sql`select id::text as id, seq::text as seq, actor_kind, actor_id, action, ip, fingerprint,
                 detail::text as detail,
                 ((extract(epoch from created_at) * 1000000)::bigint)::text as at_micros,
                 prev_hash, hash
            from audit_log
           where seq >= ${expected.toString()}::bigint and seq <= ${headSeq.toString()}::bigint
           order by audit_log.seq
           limit ${batch}`,
    )
    for (const r of page) {
      rows += 1
      const seq = BigInt(r.seq)
      if (seq !== expected) return broken(r.id, seq, 'gap')
      if (r.prev_hash !== prev) return broken(r.id, seq, 'link')
      const hash = auditRowHash({
        id: r.id,
        seq: r.seq,
        actorKind: r.actor_kind,
        actorId: r.actor_id,
        action: r.action,
        ip: r.ip,
        fingerprint: r.fingerprint,
        detail: r.detail,
        atMicros: r.at_micros,
        prevHash: r.prev_hash,
      })
      if (hash !== r.hash) return broken(r.id, seq, 'hash')
      prev = hash
      expected = seq + 1n
    }
    if (page.length < batch) break
  }
  if (expected - 1n !== headSeq || (headSeq > 0n && prev !== head.hash)) return broken(null, expected, 'head')
  if (stray) return broken(stray.id, null, 'unchained')
  return { ok: true, rows, firstBroken: null }
}
