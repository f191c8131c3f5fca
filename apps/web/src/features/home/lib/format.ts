import { currentLocale } from '../../../shared/i18n/i18n'

const numberFormat = new Intl.NumberFormat(currentLocale === 'tr' ? 'tr-TR' : 'en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/** Winner amounts: two decimals and the currency symbol the server sends (spec §9). */
export function formatWinAmount(amount: number, currencySymbol: string): string {
  const value = Number.isFinite(amount) ? amount : 0
  return `${currencySymbol || '₺'}${numberFormat.format(value)}`
}
