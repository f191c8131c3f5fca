import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Profile } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/locale'

/** `GET customer/profile`: the player's details for /dashboard/account (country named in the locale). */
export async function getProfile(): Promise<Profile> {
  return (await call('customer/profile')).data
}

export const profileQuery = queryOptions({
  queryKey: ['customer', 'profile', currentLocale] as const,
  queryFn: getProfile,
  staleTime: 60_000,
})

export function useProfile() {
  return useQuery(profileQuery)
}
