import { useMutation } from '@tanstack/react-query'
import type { LoginRequest } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { getFingerprint } from '../../../shared/fingerprint'
import { signIn } from '../../../shared/session/session-store'

/** `POST auth/login` (spec §7): the session comes back as data; it is stored with this device's id. */
export async function login(body: LoginRequest) {
  const res = await call('auth/login', { body: body })
  signIn({ ...res.data, fingerprint: getFingerprint() })
  return res
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
