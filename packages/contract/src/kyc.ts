import { z } from 'zod'
import { code, meaningfulText, queryPagingShape, strictBody } from './rules.js'

/*
 * Identity and age verification (docs/kyc.md): the player uploads an identity document
 * and a proof of address, an operator approves or rejects each with a reason. Until both are
 * approved, withdrawals (and deposits beyond a lifetime threshold) are refused with KYC_REQUIRED.
 * One place for the kinds, the statuses, the upload limits and the content check, so the upload
 * form and the server refuse the same files.
 */

/** The documents a player must have approved: an identity document and a proof of address. */
export const KYC_KINDS = ['identity', 'address'] as const
export type KycKind = (typeof KYC_KINDS)[number]

/** One document's review state. */
export const KYC_DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const
export type KycDocumentStatus = (typeof KYC_DOCUMENT_STATUSES)[number]

/** A kind's state: its newest document's, or `none` before the first upload. */
export type KycKindStatus = 'none' | KycDocumentStatus

/**
 * The player's overall state: `verified` when every kind is approved; `rejected` when a kind's
 * newest document was rejected (a new upload is needed); `pending` when something waits for an
 * operator; `none` when nothing was sent yet.
 */
export const KYC_PLAYER_STATUSES = ['none', 'pending', 'rejected', 'verified'] as const
export type KycPlayerStatus = (typeof KYC_PLAYER_STATUSES)[number]

/** The page of the dashboard where the player uploads; the KYC_REQUIRED answer links here. */
export const KYC_PAGE_PATH = '/dashboard/verification'

/** What may be uploaded: photos (JPEG, PNG) and PDF scans, up to 10 MB, checked by content. */
export const KYC_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  /** Below this a file cannot be a readable photo or scan (and an empty part is no file at all). */
  minBytes: 100,
  types: ['image/jpeg', 'image/png', 'application/pdf'] as const,
  /** For the file input's `accept`: a hint to the picker only; the server checks the bytes. */
  accept: '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf',
  /** Longest file name taken (bytes of UTF-8 are not counted; characters are). */
  maxNameLength: 200,
  /** Documents waiting for review per kind: one; a second is refused until the first is decided. */
  pendingPerKind: 1,
} as const
export type KycContentType = (typeof KYC_UPLOAD.types)[number]

/** Length of the longest rejection reason an operator may write (the player reads it). */
export const KYC_REASON_MAX = 500

/**
 * The type of a file by its first bytes (magic numbers), never by its name or the declared type:
 * JPEG `FF D8 FF`, PNG `89 50 4E 47 0D 0A 1A 0A`, PDF `%PDF-`. Null for anything else.
 */
export function sniffKycType(head: Uint8Array): KycContentType | null {
  const starts = (sig: readonly number[]) => sig.every((b, i) => head[i] === b)
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  if (starts([0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf'
  return null
}

/** Why a file name is refused: it names a path, holds control characters, is empty or too long. */
export type KycNameProblem = 'path' | 'control' | 'empty' | 'long'

/**
 * Checks the name a browser sends with the file. A name is shown to operators only (files are
 * stored under random keys), but a path (`../x`, `C:\x`, `/etc/x`) or a control character is never
 * what a browser sends, so such an upload is refused rather than silently cleaned.
 */
export function kycNameProblem(name: string): KycNameProblem | null {
  if (name.trim() === '') return 'empty'
  // C0 and C1 controls, DEL, and the bidirectional overrides that can disguise an extension.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/.test(name)) return 'control'
  if (/[/\\]/.test(name) || name.includes('..') || /^[A-Za-z]:/.test(name)) return 'path'
  if ([...name].length > KYC_UPLOAD.maxNameLength) return 'long'
  return null
}

/**
 * The name as shown to an operator: letters, digits, spaces and `._-()` kept, anything else
 * replaced by `_`, at most 100 characters. Display only: storage uses a random key.
 */
export function displayFileName(name: string): string {
  const cleaned = name
    .normalize('NFC')
    .replace(/[^\p{L}\p{N} ._\-()]/gu, '_')
    .replace(/\s+/g, ' ')
    .trim()
  return [...cleaned].slice(0, 100).join('') || 'document'
}

// ---------------------------------------------------------------------------------------------
// GET customer/kyc

export const kycDocumentSchema = z.object({
  id: z.number(),
  kind: z.enum(KYC_KINDS),
  status: z.enum(KYC_DOCUMENT_STATUSES),
  /** The file name as the player sent it, cleaned for display. */
  name: z.string(),
  size: z.number(),
  contentType: z.enum(KYC_UPLOAD.types),
  /** ISO 8601 instants (UTC). */
  uploadedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The operator's reason when rejected; null otherwise. */
  reason: z.string().nullable(),
})
export type KycDocument = z.infer<typeof kycDocumentSchema>

export const kycStatusSchema = z.object({
  status: z.enum(KYC_PLAYER_STATUSES),
  kinds: z.object({
    identity: z.enum(['none', ...KYC_DOCUMENT_STATUSES]),
    address: z.enum(['none', ...KYC_DOCUMENT_STATUSES]),
  }),
  /** Newest first. */
  documents: z.array(kycDocumentSchema),
  /** Lifetime deposits beyond this many lira need a verified account (KYC_DEPOSIT_THRESHOLD_TRY). */
  depositThreshold: z.number(),
})
export type KycStatus = z.infer<typeof kycStatusSchema>

// ---------------------------------------------------------------------------------------------
// POST customer/kyc/documents (multipart: `kind`, `file`)

/** The `kind` field of the upload. */
export const kycKindSchema = z.enum(KYC_KINDS, code('invalid_option'))

// ---------------------------------------------------------------------------------------------
// Back office

/** GET backoffice/kyc/documents: the review queue (pending by default, oldest first). */
export const backofficeKycQuerySchema = z.strictObject({
  status: z.enum(KYC_DOCUMENT_STATUSES).default('pending'),
  playerId: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .optional(),
  ...queryPagingShape(50),
})

export const backofficeKycDocumentSchema = kycDocumentSchema.extend({
  playerId: z.number(),
  username: z.string(),
  sha256: z.string(),
  reviewedBy: z.number().nullable(),
})
export type BackofficeKycDocument = z.infer<typeof backofficeKycDocumentSchema>

/** POST backoffice/kyc/documents/:id/reject: the reason the player reads. */
export const kycRejectSchema = strictBody({ reason: meaningfulText(3, KYC_REASON_MAX) })
/** POST backoffice/kyc/documents/:id/approve: nothing (a note may come later). */
export const kycApproveSchema = strictBody({})

/** The answer of a decision: the document and the player's new overall state. */
export const kycDecisionSchema = z.object({
  document: backofficeKycDocumentSchema,
  playerStatus: z.enum(KYC_PLAYER_STATUSES),
})
