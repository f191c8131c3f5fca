import { BONUS_MAX_STAKE, DEFAULT_WAGERING_WEIGHT, WAGERING_WEIGHTS } from './bonus-rules.js'
import { formatKurus, formatPercent } from './format.js'
import type { Locale, Localized } from './locale.js'

/*
 * The copy review (docs/content.md), "one source for offer terms" (docs/content.md): a promotion, a home
 * slide and the bonus terms show the figures of the campaign the bonus engine runs, written out from the
 * campaign's own numbers here, so the advertisement cannot drift from what is credited. The server renders
 * them into a promotion that refers to its campaign (`{{campaign:first_deposit}}`) when it serves it.
 */

/** The numbers of a campaign row (`bonus_campaigns`), amounts in kuruş. */
export interface CampaignFigures {
  code: string
  kind: 'deposit_match' | 'reload' | 'cashback'
  title: Localized
  /** Percent in basis points (10 000 = 100 %). */
  percentBp: number
  /** Kuruş: the bonus never exceeds this. */
  maxAmount: bigint | number
  /** Kuruş: least deposit (deposit_match) or net loss (cashback) that qualifies. */
  minBase: bigint | number
  wageringMultiplier: number
  validDays: number
  /** deposit_match: days after the first deposit during which it may be claimed. */
  claimDays: number
  /** The promotion's own terms as CRM wrote them (docs/backoffice.md "Campaigns"), shown after the figures. */
  terms?: Localized | null
}

export interface CampaignTerms {
  /** The campaign's name, the same on the promotion, the claim card and the bonus history. */
  name: string
  /** One line for a banner or a promotion heading; "up to" names the maximum. */
  headline: string
  /** The terms, one per line, every figure from the campaign or the contract's bonus rules. */
  terms: string[]
}

/** The reference a promotion or a slide carries to its campaign, e.g. `{{campaign:first_deposit}}`. */
export const CAMPAIGN_REF = /\{\{campaign:([a-z0-9_]{1,64})\}\}/

/** The campaign code a text refers to, or null. */
export function campaignRef(text: string): string | null {
  return CAMPAIGN_REF.exec(text)?.[1] ?? null
}

/** Marketing amounts: "₺1.000" / "₺1,000" when whole, "₺12,50" / "₺12.50" otherwise (glossary). */
const lira = (kurus: bigint | number, locale: Locale) => formatKurus(kurus, locale, { whole: true })

/** Basis points as "%10" in Turkish, "10%" in English; "%12,5" / "12.5%" for a fraction. */
const percent = (bp: number, locale: Locale) => formatPercent(bp / 100, locale)

function weighting(locale: Locale): string {
  const groups = WAGERING_WEIGHTS.map((w) => `${w.label[locale]} ${percent(w.percent * 100, locale)}`)
  const other = percent(DEFAULT_WAGERING_WEIGHT * 100, locale)
  return locale === 'tr'
    ? `Oyunların çevrime katkısı: ${groups.join('; ')}; diğer oyunlar ${other}`
    : `Game weighting: ${groups.join('; ')}; other games ${other}`
}

/** The terms of a campaign in one language. */
export function campaignTerms(c: CampaignFigures, locale: Locale): CampaignTerms {
  const pct = percent(c.percentBp, locale)
  const max = lira(c.maxAmount, locale)
  const min = lira(c.minBase, locale)
  const stake = lira(BONUS_MAX_STAKE * 100, locale)
  const tr = locale === 'tr'
  const common = [
    tr
      ? `Çevrim şartı: bonus tutarının ${c.wageringMultiplier} katı`
      : `Wagering requirement: ${c.wageringMultiplier} times the bonus amount`,
    tr
      ? `Geçerlilik: bonus tanımlandıktan sonra ${c.validDays} gün; çevrim bu sürede tamamlanmazsa kalan bonus silinir`
      : `Valid for ${c.validDays} days after the bonus is credited; what is left of it is removed if wagering is not complete by then`,
    weighting(locale),
    tr
      ? `Bonus aktifken tek bahiste en fazla ${stake} yatırabilirsiniz`
      : `Maximum stake while the bonus is active: ${stake} a bet`,
  ]
  if (c.kind === 'deposit_match') {
    return {
      name: c.title[locale],
      headline: tr
        ? `İlk yatırımınıza ${pct} bonus, en fazla ${max}`
        : `${pct} bonus on your first deposit, up to ${max}`,
      terms: [
        tr ? `En az yatırım: ${min}` : `Minimum deposit: ${min}`,
        tr ? `En fazla bonus: ${max}` : `Maximum bonus: ${max}`,
        ...common,
        tr
          ? `Talep süresi: ilk yatırımınız onaylandıktan sonra ${c.claimDays} gün; her oyuncu bir kez yararlanabilir`
          : `Claim it within ${c.claimDays} days of your first deposit being confirmed; once per player`,
      ],
    }
  }
  if (c.kind === 'reload') {
    return {
      name: c.title[locale],
      headline: tr
        ? `Yatırımlarınıza ${pct} yeniden yükleme bonusu, en fazla ${max}`
        : `${pct} reload bonus on your deposits, up to ${max}`,
      terms: [
        tr ? `En az yatırım: ${min}` : `Minimum deposit: ${min}`,
        tr ? `En fazla bonus: ${max}` : `Maximum bonus: ${max}`,
        ...common,
        tr
          ? `Talep süresi: ilk yatırımınızdan sonraki her yatırım onaylandıktan sonra ${c.claimDays} gün; her yatırım için bir kez`
          : `Claim it within ${c.claimDays} days of any deposit after your first being confirmed; once per deposit`,
      ],
    }
  }
  return {
    name: c.title[locale],
    headline: tr
      ? `Geçen haftaki net nakit kaybınıza ${pct} kayıp bonusu, en fazla ${max}`
      : `${pct} cashback on last week’s net cash loss, up to ${max}`,
    terms: [
      tr ? `En az net kayıp: ${min}` : `Minimum net loss: ${min}`,
      tr ? `En fazla bonus: ${max}` : `Maximum bonus: ${max}`,
      tr
        ? 'Hafta: pazartesi 00.00 ile bir sonraki pazartesi 00.00 arası (TSİ, UTC+3)'
        : 'Week: Monday 00:00 to the next Monday 00:00 (Türkiye time, UTC+3)',
      tr
        ? 'Talep süresi: izleyen hafta boyunca, pazartesi 00.00’a kadar (TSİ, UTC+3); her hafta bir kez'
        : 'Claim it during the following week, until Monday 00:00 (Türkiye time, UTC+3); once a week',
      ...common,
    ],
  }
}

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** The terms block a promotion's `{{campaign:…}}` is replaced with. */
export function campaignTermsHtml(c: CampaignFigures, locale: Locale): string {
  const t = campaignTerms(c, locale)
  const items = t.terms.map((line) => `<li>${escapeHtml(line)}</li>`).join('')
  const own = c.terms?.[locale]?.trim()
  return `<h3>${escapeHtml(t.headline)}</h3><ul>${items}</ul>${own ? `<p>${escapeHtml(own)}</p>` : ''}`
}
