import { BONUS_MAX_STAKE, DEFAULT_WAGERING_WEIGHT, WAGERING_WEIGHTS } from './bonus-rules.js'
import { formatKurus, formatNumber, formatPercent } from './format.js'
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
  kind: 'deposit_match' | 'reload' | 'cashback' | 'sports_freebet' | 'sports_boost' | 'sports_refund'
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
  /** Sports campaigns: the least legs of a qualifying kombine. */
  minLegs?: number | null
  /** Sports campaigns: the least price ×1000, of each leg (boost, refund) or of the ticket (freebet). */
  minOddsMilli?: number | null
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
  if (c.kind === 'sports_freebet' || c.kind === 'sports_boost' || c.kind === 'sports_refund')
    return sportsTerms({ ...c, kind: c.kind }, locale)
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

/** A price as "1,50" in Turkish, "1.50" in English (decimal odds, two decimals). */
const price = (milli: number | null | undefined, locale: Locale) =>
  formatNumber((milli ?? 1000) / 1000, locale, { decimals: 2 })

/** The sports promotions (docs/sportsbook.md "Sports promotions"), worded from the campaign's numbers. */
function sportsTerms(
  c: CampaignFigures & { kind: 'sports_freebet' | 'sports_boost' | 'sports_refund' },
  locale: Locale,
): CampaignTerms {
  const tr = locale === 'tr'
  const max = lira(c.maxAmount, locale)
  const odds = price(c.minOddsMilli, locale)
  const legs = c.minLegs ?? 2
  const voidLine = tr
    ? 'İptal edilen maçlar kupondan düşülür (oran 1,00 sayılır) ve maç sayısına katılmaz'
    : 'Void matches drop out of the bet (they count at odds of 1.00) and do not count towards the number of matches'
  switch (c.kind) {
    case 'sports_freebet':
      return {
        name: c.title[locale],
        headline: tr ? `Spor bahislerinde ${max} freebet` : `A ${max} free bet for the sportsbook`,
        terms: [
          tr
            ? `Freebet’i kuponda “Freebet kullan” ile, tutarının tamamıyla tek veya kombine bir bahiste kullanabilirsiniz`
            : 'Use it in full on a single or a combination bet by choosing “Use free bet” on your bet slip',
          tr
            ? `Kuponun toplam oranı en az ${odds} olmalı`
            : `The total odds of the bet must be at least ${odds}`,
          tr
            ? 'Kupon kazanırsa yalnızca freebet tutarını aşan kazanç hesabınıza yatar; kaybederse hesabınızdan bir şey eksilmez'
            : 'If the bet wins, you receive the winnings beyond the free bet amount; if it loses, nothing is taken from your balance',
          tr
            ? 'Kupon tamamen iptal olursa freebet size geri verilir; freebet ile oynanan kuponlarda bozdurma yapılamaz'
            : 'If the whole bet is void, the free bet is given back to you; bets placed with a free bet cannot be cashed out',
          tr
            ? `Geçerlilik: tanımlandıktan sonra ${c.validDays} gün`
            : `Valid for ${c.validDays} days after it is credited`,
          tr
            ? `Talep süresi: en az ${lira(c.minBase, locale)} tutarındaki bir yatırımınız onaylandıktan sonra ${c.claimDays} gün; her oyuncu bir kez yararlanabilir`
            : `Claim it within ${c.claimDays} days of a deposit of at least ${lira(c.minBase, locale)} being confirmed; once per player`,
        ],
      }
    case 'sports_boost':
      return {
        name: c.title[locale],
        headline: tr
          ? `${legs} ve üzeri maçlı kazanan kombinelere ${percent(c.percentBp, locale)} ek kazanç`
          : `${percent(c.percentBp, locale)} extra winnings on winning combinations of ${legs} or more matches`,
        terms: [
          tr
            ? `Kombinede en az ${legs} maç olmalı ve her maçın oranı en az ${odds} olmalı`
            : `The combination must have at least ${legs} matches, each at odds of at least ${odds}`,
          tr
            ? `Ek kazanç, kuponun yatırılan tutarı aşan kazancı üzerinden hesaplanır; kupon başına en fazla ${max}`
            : `The extra is worked out on the winnings beyond the stake, up to ${max} a bet`,
          tr
            ? 'Ek kazanç kupon sonuçlandığında otomatik olarak nakit bakiyenize ayrı bir işlem olarak yatar; talep etmeniz gerekmez'
            : 'It is paid automatically into your cash balance as a separate transaction when the bet is settled; there is nothing to claim',
          voidLine,
          tr
            ? 'Bozdurulan kuponlara ek kazanç uygulanmaz; sonuç düzeltilirse ek kazanç da düzeltilir'
            : 'Bets that are cashed out do not qualify; if a result is corrected, the extra is corrected too',
        ],
      }
    case 'sports_refund':
      return {
        name: c.title[locale],
        headline: tr
          ? `${legs} ve üzeri maçlı kombineniz tek maçla yatarsa yatırdığınız tutar freebet olarak iade, en fazla ${max}`
          : `Your stake back as a free bet, up to ${max}, when a combination of ${legs} or more matches loses by one match`,
        terms: [
          tr
            ? `Kombinede en az ${legs} maç olmalı ve her maçın oranı en az ${odds} olmalı`
            : `The combination must have at least ${legs} matches, each at odds of at least ${odds}`,
          tr
            ? 'Kuponunuzdaki maçlardan yalnızca biri kaybederse yatırdığınız tutar freebet olarak iade edilir'
            : 'If exactly one of its matches loses, your stake comes back as a free bet',
          voidLine,
          tr
            ? `İade, kupon başına en fazla ${max}; freebet ${c.validDays} gün geçerlidir ve toplam oranı en az ${odds} olan bir kuponda kullanılır`
            : `The refund is at most ${max} a bet; the free bet is valid for ${c.validDays} days, on a bet with total odds of at least ${odds}`,
          tr
            ? 'Freebet ile oynanan ve bozdurulan kuponlar iade almaz; iade otomatik tanımlanır, talep etmeniz gerekmez'
            : 'Bets placed with a free bet and bets cashed out do not qualify; the refund is credited automatically, there is nothing to claim',
        ],
      }
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
