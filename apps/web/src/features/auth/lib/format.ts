import { DEFAULTS } from '@galata/contract'
import { currentLocale } from '../../../shared/i18n/locale'

/** A bonus amount as the offer reads it: `50 ₺`, `12,50 ₺` (decimals only when there are any). */
export function formatBonusAmount(amount: number, locale: string = currentLocale): string {
  const number = new Intl.NumberFormat(locale === 'tr' ? 'tr-TR' : 'en-GB', {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount)
  return `${number} ${DEFAULTS.currencySymbol}`
}
