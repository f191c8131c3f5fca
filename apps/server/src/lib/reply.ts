import type { FastifyRequest } from 'fastify'
import type { Envelope } from '@galata/contract'

/** The success envelope of spec §7; `message` is already in the request's language. */
export function ok<T>(data: T, message = ''): Envelope<T> {
  return { success: true, message, data }
}

export function localeOf(request: FastifyRequest) {
  return request.locale
}
