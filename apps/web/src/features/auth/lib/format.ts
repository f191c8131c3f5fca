import { formatMoney } from '@galata/contract'
import { currentLocale } from '../../../shared/i18n/locale'

/** A bonus amount as offer text writes it: "₺50", "₺12,50" (decimals only when there are any). */
export function formatBonusAmount(amount: number, locale = currentLocale): string {
  return formatMoney(amount, locale, { whole: true })
}
