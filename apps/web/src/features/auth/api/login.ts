import { useMutation } from '@tanstack/react-query'
import type { LoginRequest } from '@galata/contract'
import { http } from '../../../shared/api/http'
import { getFingerprint } from '../../../shared/fingerprint'
import { signIn, type AuthData } from '../../../shared/session/session-store'

/** `POST auth/login` (spec §7): the session comes back as data; it is stored with this device's id. */
export async function login(body: LoginRequest) {
  const res = await http.post<AuthData>('auth/login', body)
  signIn({ ...res.data, fingerprint: getFingerprint() })
  return res
}

export function useLogin() {
  return useMutation({ mutationFn: login })
}
