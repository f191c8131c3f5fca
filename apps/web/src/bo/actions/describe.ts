import {
  bonusGrantReasonLabels,
  correctionReasonLabels,
  type Locale,
  type PendingAction,
} from '@galata/contract'
import type { Translate } from '../i18n/i18n'

/*
 * A pending action in words (docs/backoffice.md "Four eyes screens"): what its approval does, its
 * reason code's label from the contract, and its age and time left of the 24 hours it waits.
 */

export function describeAction(a: PendingAction, t: Translate, money: (lira: number) => string): string {
  const p = a.payload
  const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0))
  switch (a.kind) {
    case 'correction': {
      const amount = num(p.amount)
      const balance = t(p.balance === 'bonus' ? 'account.bonus' : 'account.cash')
      return t(amount < 0 ? 'what.debit' : 'what.credit', { amount: money(Math.abs(amount)), balance })
    }
    case 'bonus_grant':
      return t('what.bonus', {
        amount: money(num(p.amount)),
        x: num(p.wageringMultiplier),
        days: num(p.validDays),
      })
    case 'bonus_grant_list':
      return t('what.bonusList', {
        rows: num(p.rows),
        amount: money(num(p.amount)),
        x: num(p.wageringMultiplier),
        days: num(p.validDays),
      })
    case 'limit_raise':
      return t('what.limit', {
        detail: [p.kind, p.period, p.amount === undefined ? '' : money(num(p.amount))]
          .filter(Boolean)
          .join(' · '),
      })
    case 'exclusion_lift':
      return t('what.lift')
  }
}

export function reasonLabel(a: PendingAction, locale: Locale): string {
  const labels: Record<string, { tr: string; en: string }> =
    a.kind === 'correction'
      ? correctionReasonLabels
      : a.kind === 'bonus_grant' || a.kind === 'bonus_grant_list'
        ? bonusGrantReasonLabels
        : {}
  return labels[a.reason]?.[locale] ?? a.reason
}

/** A span of minutes as "5 min" or "3 h 12 min". */
export function span(ms: number, t: Translate): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000))
  if (minutes < 60) return t('time.minutes', { n: minutes })
  return t('time.hours', { h: Math.floor(minutes / 60), m: minutes % 60 })
}
