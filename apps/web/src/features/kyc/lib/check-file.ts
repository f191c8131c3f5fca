import { KYC_UPLOAD, kycNameProblem, sniffKycType } from '@galata/contract'

export type FileProblem = 'type' | 'size' | 'name'

/**
 * The server's checks before sending (packages/contract/src/kyc.ts): the name, the size and the
 * type by the file's first bytes, so a player learns at once and nothing useless is uploaded.
 * The server checks again; this only saves a round trip.
 */
export async function checkFile(file: File): Promise<FileProblem | null> {
  if (kycNameProblem(file.name)) return 'name'
  if (file.size > KYC_UPLOAD.maxBytes || file.size < KYC_UPLOAD.minBytes) return 'size'
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer())
  return sniffKycType(head) ? null : 'type'
}
