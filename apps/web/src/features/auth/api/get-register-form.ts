import { queryOptions, useQuery } from '@tanstack/react-query'
import { DEFAULTS, type RegisterFormData } from '@galata/contract'
import { call } from '../../../shared/api/http'
import { currentLocale } from '../../../shared/i18n/locale'

/** GET auth/form also names the default country (Türkiye, 235); older answers may leave it out. */
type RegisterFormAnswer = RegisterFormData & { defaultCountryId?: number }

/**
 * `GET auth/form` (spec §7): the countries and the default one for the hidden country field. A
 * failure is ignored (spec §8 form data): the form falls back to Türkiye.
 */
export async function getRegisterForm(): Promise<RegisterFormAnswer> {
  try {
    return (await call('auth/form')).data
  } catch {
    return { countries: [], defaultCountryId: DEFAULTS.countryId }
  }
}

export const registerFormQuery = queryOptions({
  queryKey: ['auth', 'form', currentLocale] as const,
  queryFn: getRegisterForm,
  staleTime: 60 * 60_000,
})

/** The country the hidden field sends (spec §2: Türkiye unless the server names another default). */
export function useDefaultCountryId(): number {
  const { data } = useQuery(registerFormQuery)
  const fromServer = data?.defaultCountryId
  return typeof fromServer === 'number' && fromServer > 0 ? fromServer : DEFAULTS.countryId
}
