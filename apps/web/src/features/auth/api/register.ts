import { useMutation } from '@tanstack/react-query'
import { call } from '../../../shared/api/http'
import { getFingerprint } from '../../../shared/fingerprint'
import { forgetReferral } from '../../../shared/referral'
import { signIn } from '../../../shared/session/session-store'
import type { RegisterBody } from '../lib/register-form'

/**
 * `POST auth/register` (spec §7): the answer is a session like login's, so the new player is logged
 * in at once (spec §4). The referral id has done its job and is forgotten.
 */
export async function registerPlayer(body: RegisterBody) {
  const res = await call('auth/register', { body: body })
  signIn({ ...res.data, fingerprint: getFingerprint() })
  forgetReferral()
  return res
}

export function useRegister() {
  return useMutation({ mutationFn: registerPlayer })
}
