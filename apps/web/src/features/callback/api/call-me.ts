import { useMutation } from '@tanstack/react-query'
import type { CallMeRequest } from '@galata/contract'
import { call } from '../../../shared/api/http'

/** `POST cms/callme` (spec §7): a call-back request, open to guests; stored for the back office. */
export function callMe(body: CallMeRequest) {
  return call('cms/callme', { body: body })
}

export function useCallMe() {
  return useMutation({ mutationFn: callMe })
}
