import { createHash } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import { and, asc, desc, eq, type SQL } from 'drizzle-orm'
import {
  displayFileName,
  KYC_KINDS,
  KYC_UPLOAD,
  kycNameProblem,
  sniffKycType,
  type BackofficeKycDocument,
  type KycDocument,
  type KycDocumentStatus,
  type KycKind,
  type KycKindStatus,
  type KycPlayerStatus,
  type KycStatus,
} from '@galata/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import { kycDocuments, players, type KycDocumentRow } from '../../db/schema/index.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { uniqueViolation } from '../../lib/pg-errors.js'
import { screenPlayer } from '../protection/index.js'
import { newStorageKey, type DocumentStore } from './kyc.storage.js'

/*
 * Identity verification (docs/kyc.md): uploads, the player's state, the operators' review.
 * The bytes go to the document store under a random key before the row is written; a refused
 * upload stores nothing, and a row that cannot be written takes its file away again.
 */

export interface KycDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  events: EventBus<AppEvents>
  store: DocumentStore
  /** KYC_DEPOSIT_THRESHOLD_TRY, in lira: shown to the player beside the state. */
  depositThresholdLira: number
}

/** The operator calling a back office route (the same shape as the payments' one). */
export interface KycOperator {
  /** The staff member (docs/backoffice.md); `playerId`: the player account they were an operator on, if any. */
  id: number
  role: string
  playerId: number | null
  ip: string
  fingerprint: string | null
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function playerView(row: KycDocumentRow): KycDocument {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.originalName,
    size: row.size,
    contentType: row.contentType,
    uploadedAt: row.uploadedAt.toISOString(),
    reviewedAt: iso(row.reviewedAt),
    reason: row.status === 'rejected' ? row.reason : null,
  }
}

function operatorView(row: KycDocumentRow & { username: string }): BackofficeKycDocument {
  return {
    ...playerView(row),
    playerId: row.playerId,
    username: row.username,
    sha256: row.sha256,
    reviewedBy: row.reviewedBy,
  }
}

async function documentsOf(db: DbOrTx, playerId: number): Promise<KycDocumentRow[]> {
  return db
    .select()
    .from(kycDocuments)
    .where(eq(kycDocuments.playerId, playerId))
    .orderBy(desc(kycDocuments.uploadedAt), desc(kycDocuments.id))
}

/**
 * Each kind's state: approved once any of its documents is approved (an approval stands), else the
 * newest document's state, else `none`. The overall state follows (KYC_PLAYER_STATUSES).
 */
function summarise(rows: KycDocumentRow[]): {
  status: KycPlayerStatus
  kinds: Record<KycKind, KycKindStatus>
} {
  const kinds = {} as Record<KycKind, KycKindStatus>
  for (const kind of KYC_KINDS) {
    const own = rows.filter((r) => r.kind === kind)
    kinds[kind] = own.some((r) => r.status === 'approved') ? 'approved' : (own[0]?.status ?? 'none')
  }
  const states = Object.values(kinds)
  const status: KycPlayerStatus = states.every((s) => s === 'approved')
    ? 'verified'
    : states.includes('rejected')
      ? 'rejected'
      : states.includes('pending')
        ? 'pending'
        : 'none'
  return { status, kinds }
}

/** GET customer/kyc. */
export async function kycStatus(deps: KycDeps, playerId: number): Promise<KycStatus> {
  const rows = await documentsOf(deps.db, playerId)
  return { ...summarise(rows), documents: rows.map(playerView), depositThreshold: deps.depositThresholdLira }
}

/** True when the identity document and the proof of address are both approved (payments ask this). */
export async function isKycVerified(db: DbOrTx, playerId: number): Promise<boolean> {
  const rows = await db
    .select({ kind: kycDocuments.kind })
    .from(kycDocuments)
    .where(and(eq(kycDocuments.playerId, playerId), eq(kycDocuments.status, 'approved')))
  const approved = new Set(rows.map((r) => r.kind))
  return KYC_KINDS.every((k) => approved.has(k))
}

export interface Upload {
  kind: KycKind
  /** The file name the browser sent, unchanged. */
  fileName: string
  bytes: Buffer
}

/**
 * Checks an upload without touching anything: the name, the size, the type by content, and that
 * the kind is neither approved nor already waiting. Answers what the row needs.
 */
async function checkUpload(deps: KycDeps, playerId: number, upload: Upload) {
  const problem = kycNameProblem(upload.fileName)
  if (problem) throw new AppError('KYC_FILE_NAME', { file: 'invalid_format' }, { problem })
  const size = upload.bytes.length
  if (size < KYC_UPLOAD.minBytes || size > KYC_UPLOAD.maxBytes)
    throw new AppError('KYC_FILE_SIZE', { file: size > KYC_UPLOAD.maxBytes ? 'too_long' : 'too_short' })
  const contentType = sniffKycType(upload.bytes.subarray(0, 16))
  if (!contentType) throw new AppError('KYC_FILE_TYPE', { file: 'invalid_format' })
  const { kinds } = summarise(await documentsOf(deps.db, playerId))
  if (kinds[upload.kind] === 'approved') throw new AppError('KYC_ALREADY_APPROVED')
  if (kinds[upload.kind] === 'pending') throw new AppError('KYC_UPLOAD_PENDING')
  return { contentType, size }
}

/** POST customer/kyc/documents: stores the file under a random key and queues it for review. */
export async function uploadDocument(deps: KycDeps, playerId: number, upload: Upload): Promise<KycStatus> {
  const { contentType, size } = await checkUpload(deps, playerId, upload)
  const key = newStorageKey()
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex')
  await deps.store.put(key, upload.bytes, contentType)
  const now = new Date(deps.clock.now())
  try {
    await deps.db.transaction(async (tx) => {
      await tx.insert(kycDocuments).values({
        playerId,
        kind: upload.kind,
        status: 'pending',
        store: deps.store.kind,
        storageKey: key,
        originalName: displayFileName(upload.fileName),
        size,
        contentType,
        sha256,
        uploadedAt: now,
      })
      await recordAudit(
        tx,
        {
          actorKind: 'player',
          actorId: playerId,
          action: 'kyc.document.uploaded',
          detail: { kind: upload.kind, size, contentType, sha256 },
        },
        now,
      )
    })
  } catch (error) {
    // Nothing kept for a refused upload: the file goes when its row could not be written.
    await deps.store.delete(key).catch((err: unknown) => deps.log.error({ err }, 'kyc: orphan file'))
    // Two uploads of one kind at once: the partial unique index lets one wait, the other is refused.
    if (uniqueViolation(error) === 'kyc_documents_one_pending_idx') throw new AppError('KYC_UPLOAD_PENDING')
    throw error
  }
  return kycStatus(deps, playerId)
}

const withUsername = {
  id: kycDocuments.id,
  playerId: kycDocuments.playerId,
  kind: kycDocuments.kind,
  status: kycDocuments.status,
  store: kycDocuments.store,
  storageKey: kycDocuments.storageKey,
  originalName: kycDocuments.originalName,
  size: kycDocuments.size,
  contentType: kycDocuments.contentType,
  sha256: kycDocuments.sha256,
  uploadedAt: kycDocuments.uploadedAt,
  reviewedBy: kycDocuments.reviewedBy,
  reviewedAt: kycDocuments.reviewedAt,
  reason: kycDocuments.reason,
  username: players.username,
}

async function audit(deps: KycDeps, db: DbOrTx, operator: KycOperator, action: string, detail: object) {
  await recordAudit(
    db,
    {
      actorKind: 'staff',
      actorId: operator.id,
      action,
      ip: operator.ip,
      fingerprint: operator.fingerprint,
      detail: { ...detail, role: operator.role },
    },
    new Date(deps.clock.now()),
  )
}

/** GET backoffice/kyc/documents: the queue, oldest first (first come, first reviewed). Audited. */
export async function listForOperators(
  deps: KycDeps,
  operator: KycOperator,
  filter: { status: KycDocumentStatus; playerId?: number | undefined; skip: number; take: number },
): Promise<BackofficeKycDocument[]> {
  const where: SQL[] = [eq(kycDocuments.status, filter.status)]
  if (filter.playerId !== undefined) where.push(eq(kycDocuments.playerId, filter.playerId))
  const rows = await deps.db
    .select(withUsername)
    .from(kycDocuments)
    .innerJoin(players, eq(players.id, kycDocuments.playerId))
    .where(and(...where))
    .orderBy(asc(kycDocuments.uploadedAt), asc(kycDocuments.id))
    .offset(filter.skip)
    .limit(filter.take)
  await audit(deps, deps.db, operator, 'backoffice.kyc.list', { ...filter, returned: rows.length })
  return rows.map(operatorView)
}

/** GET backoffice/kyc/documents/:id/file: the bytes for review. Every read is audited. */
export async function documentFile(
  deps: KycDeps,
  operator: KycOperator,
  id: number,
): Promise<{ bytes: Buffer; contentType: string; name: string }> {
  const rows = await deps.db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).limit(1)
  const row = rows[0]
  if (!row) throw new AppError('NOT_FOUND')
  const bytes = await deps.store.get(row.storageKey)
  if (!bytes) throw new AppError('NOT_FOUND')
  await audit(deps, deps.db, operator, 'backoffice.kyc.view', { documentId: id, playerId: row.playerId })
  return { bytes, contentType: row.contentType, name: row.originalName }
}

/**
 * POST backoffice/kyc/documents/:id/approve|reject. The row is locked, must be pending and must not
 * be the operator's own; the decision and its audit commit together, then the player is notified.
 */
export async function decideDocument(
  deps: KycDeps,
  operator: KycOperator,
  id: number,
  decision: 'approve' | 'reject',
  reason: string | null,
): Promise<{ document: BackofficeKycDocument; playerStatus: KycPlayerStatus }> {
  const now = new Date(deps.clock.now())
  const status = decision === 'approve' ? 'approved' : 'rejected'
  if (decision === 'approve') {
    // The exclusion register (docs/player-protection.md): approving an identity confirms the
    // person; one in a self-exclusion or time-out on another account is refused, the document
    // stays pending and the account is closed to play (the operator sees the match).
    const [doc] = await deps.db.select().from(kycDocuments).where(eq(kycDocuments.id, id)).limit(1)
    if (doc?.kind === 'identity' && doc.status === 'pending')
      await screenPlayer(deps, doc.playerId, 'identity')
  }
  const result = await deps.db.transaction(async (tx) => {
    const locked = await tx.select().from(kycDocuments).where(eq(kycDocuments.id, id)).for('update')
    const row = locked[0]
    if (!row) throw new AppError('NOT_FOUND')
    if (row.playerId === operator.playerId) throw new AppError('KYC_OWN_DOCUMENT')
    if (row.status !== 'pending') throw new AppError('KYC_NOT_PENDING')
    await tx
      .update(kycDocuments)
      .set({
        status,
        reviewedBy: operator.id,
        reviewedAt: now,
        reason: decision === 'reject' ? reason : null,
      })
      .where(eq(kycDocuments.id, id))
    await audit(deps, tx, operator, `backoffice.kyc.${decision}`, {
      documentId: id,
      playerId: row.playerId,
      kind: row.kind,
      old: row.status,
      new: status,
      ...(reason ? { reason } : {}),
    })
    const after = await documentsOf(tx, row.playerId)
    const [updated] = await tx
      .select(withUsername)
      .from(kycDocuments)
      .innerJoin(players, eq(players.id, kycDocuments.playerId))
      .where(eq(kycDocuments.id, id))
    return { row: updated!, playerStatus: summarise(after).status }
  })
  deps.events.emit('kyc.decided', {
    playerId: result.row.playerId,
    documentId: id,
    kind: result.row.kind,
    decision: status,
    reason: decision === 'reject' ? reason : null,
    verified: result.playerStatus === 'verified',
  })
  return { document: operatorView(result.row), playerStatus: result.playerStatus }
}
