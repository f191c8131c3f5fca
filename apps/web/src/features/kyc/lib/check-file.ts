import { KYC_UPLOAD, kycNameProblem, sniffKycType } from '@galata/contract'

export type FileProblem = 'type' | 'size' | 'name'

/** The first bytes of a file (FileReader: every browser the site supports has it). */
function readHead(file: Blob, bytes = 16): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.onerror = () => reject(reader.error ?? new Error('read failed'))
    reader.readAsArrayBuffer(file.slice(0, bytes))
  })
}

/**
 * The server's checks before sending (packages/contract/src/kyc.ts): the name, the size and the
 * type by the file's first bytes, so a player learns at once and nothing useless is uploaded.
 * The server checks again; this only saves a round trip.
 */
export async function checkFile(file: File): Promise<FileProblem | null> {
  if (kycNameProblem(file.name)) return 'name'
  if (file.size > KYC_UPLOAD.maxBytes || file.size < KYC_UPLOAD.minBytes) return 'size'
  return sniffKycType(await readHead(file)) ? null : 'type'
}
