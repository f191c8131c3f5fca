import { formatMoney } from '../../../shared/i18n/i18n'

/**
 * Winner amounts in the one money format, two decimals (spec §9). The site runs in lira only, so
 * the symbol the server sends with each winner is always ₺ and the formatter writes it.
 */
export function formatWinAmount(amount: number): string {
  return formatMoney(amount)
}
