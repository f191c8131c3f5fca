import multipart from '@fastify/multipart'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { apiRoutes, KYC_KINDS, KYC_UPLOAD, successMessages, type KycKind } from '@galata/contract'
import { AppError } from '../../lib/app-error.js'
import { ok } from '../../lib/reply.js'
import { currentOperator, currentPlayer, route } from '../../lib/route.js'
import * as kyc from './kyc.service.js'

/*
 * Identity verification's routes (docs/kyc.md). The upload is the one multipart route of
 * the site: @fastify/multipart is registered in its own scope, so no other route parses
 * multipart/form-data. The operators' routes need support, finance or admin to read and support or
 * admin to decide (an account matter, like a player's status); every read and decision is audited.
 */

const isKind = (value: unknown): value is KycKind => KYC_KINDS.includes(value as KycKind)

/** Busboy's own refusals (too many parts, a file past the limit) as our codes; ours pass through. */
function uploadError(error: unknown): unknown {
  if (error instanceof AppError) return error
  const code = (error as { code?: unknown } | null)?.code
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('KYC_FILE_SIZE', { file: 'too_long' })
  return new AppError('KYC_UPLOAD_INVALID')
}

/** Reads `kind` and the one `file` of the upload within KYC_UPLOAD's limits; nothing is stored here. */
async function readUpload(request: FastifyRequest): Promise<kyc.Upload> {
  if (!request.isMultipart()) throw new AppError('KYC_UPLOAD_INVALID')
  let kind: unknown
  let file: { fileName: string; bytes: Buffer } | null = null
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          // Drained so the request ends cleanly; refused below.
          part.file.resume()
          throw new AppError('KYC_UPLOAD_INVALID')
        }
        file = { fileName: part.filename, bytes: await part.toBuffer() }
      } else if (part.fieldname === 'kind') {
        kind = part.value
      } else {
        throw new AppError('KYC_UPLOAD_INVALID')
      }
    }
  } catch (error) {
    throw uploadError(error)
  }
  if (kind === undefined) throw new AppError('VALIDATION_FAILED', { kind: 'required' })
  if (!isKind(kind)) throw new AppError('VALIDATION_FAILED', { kind: 'invalid_option' })
  if (!file) throw new AppError('KYC_UPLOAD_INVALID', { file: 'required' })
  return { kind, ...file }
}

export async function kycRoutes(app: FastifyInstance, deps: kyc.KycDeps) {
  route(app, apiRoutes['customer/kyc'], async (request) =>
    ok(await kyc.kycStatus(deps, currentPlayer(request).id)),
  )

  await app.register(async (scope) => {
    await scope.register(multipart, {
      // Busboy keeps the name as sent, so a path in it is seen and refused (kycNameProblem).
      preservePath: true,
      limits: {
        fileSize: KYC_UPLOAD.maxBytes,
        files: 1,
        fields: 1,
        parts: 2,
        fieldNameSize: 16,
        fieldSize: 32,
        headerPairs: 16,
      },
    })
    route(scope, apiRoutes['customer/kyc/documents'], async (request) => {
      const player = currentPlayer(request)
      const upload = await readUpload(request)
      const status = await kyc.uploadDocument(deps, player.id, upload)
      return ok(status, successMessages.KYC_UPLOADED[request.locale])
    })
  })

  const operator = (request: FastifyRequest): kyc.KycOperator => {
    const o = currentOperator(request)
    return { id: o.id, role: o.role, playerId: o.playerId, ip: o.ip, fingerprint: o.fingerprint }
  }

  route(app, apiRoutes['backoffice/kyc/documents'], async (request, _reply, { query }) =>
    ok(await kyc.listForOperators(deps, operator(request), query)),
  )

  route(app, apiRoutes['backoffice/kyc/documents/:id/file'], async (request, reply, { params }) => {
    const file = await kyc.documentFile(deps, operator(request), params.id)
    // Shown to an operator as a download, never rendered by the site's origin and never cached.
    return reply
      .header('content-type', file.contentType)
      .header('content-disposition', `attachment; filename="document-${params.id}"`)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.bytes)
  })

  route(
    app,
    apiRoutes['backoffice/kyc/documents/:id/approve'],
    { bodyLimit: 1024 },
    async (request, _reply, { params }) =>
      ok(
        await kyc.decideDocument(deps, operator(request), params.id, 'approve', null),
        successMessages.KYC_DECIDED[request.locale],
      ),
  )

  route(
    app,
    apiRoutes['backoffice/kyc/documents/:id/reject'],
    { bodyLimit: 4096 },
    async (request, _reply, { params, body }) =>
      ok(
        await kyc.decideDocument(deps, operator(request), params.id, 'reject', body.reason.trim()),
        successMessages.KYC_DECIDED[request.locale],
      ),
  )
}
