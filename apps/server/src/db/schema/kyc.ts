import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { KycContentType, KycDocumentStatus, KycKind } from '@galata/contract'
import { players } from './accounts.js'

/** Identity verification documents (docs/kyc.md). */

const at = (name: string) => timestamp(name, { withTimezone: true })

/**
 * One uploaded document. The bytes live in the document store (files under DATA_DIR/kyc, or an
 * S3-compatible bucket) under `storage_key`, a random name that says nothing about the player; the
 * row keeps what the review needs. At most one pending document per player and kind (the partial
 * unique index), so two uploads at once cannot both wait.
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<KycKind>().notNull(),
    status: text('status').$type<KycDocumentStatus>().notNull(),
    /** Which store holds the bytes (`file` or `s3`) and their random key there. */
    store: text('store').$type<'file' | 's3'>().notNull(),
    storageKey: text('storage_key').notNull(),
    /** The name the browser sent, cleaned for display only (displayFileName). */
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    /** The type found in the content (sniffKycType), never the declared one. */
    contentType: text('content_type').$type<KycContentType>().notNull(),
    /** Hex SHA-256 of the bytes: the operator can tell a re-upload of the same file. */
    sha256: text('sha256').notNull(),
    uploadedAt: at('uploaded_at').notNull(),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: at('reviewed_at'),
    /** The rejection reason the player reads; null unless rejected. */
    reason: text('reason'),
  },
  (t) => [
    index('kyc_documents_player_idx').on(t.playerId, t.uploadedAt),
    index('kyc_documents_status_idx').on(t.status, t.uploadedAt),
    uniqueIndex('kyc_documents_storage_key_idx').on(t.storageKey),
    uniqueIndex('kyc_documents_one_pending_idx')
      .on(t.playerId, t.kind)
      .where(sql`${t.status} = 'pending'`),
    check('kyc_documents_kind', sql`${t.kind} in ('identity', 'address')`),
    check('kyc_documents_status', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    check('kyc_documents_store', sql`${t.store} in ('file', 's3')`),
    check('kyc_documents_size', sql`${t.size} > 0`),
  ],
)
export type KycDocumentRow = typeof kycDocuments.$inferSelect
