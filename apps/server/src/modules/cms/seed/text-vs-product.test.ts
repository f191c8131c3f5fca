import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BONUS_MAX_STAKE, uiStrings, WAGERING_WEIGHTS, type Locale } from '@galata/contract'
import { useTestApp } from '../../../test/helper.js'

/*
 * Issue 15, "no page describes something the site does not do" (docs/content.md lists the claims):
 * every served CMS page, promotion and slide, in Turkish and English, is searched for the names of
 * pages, tools and rules; each one mentioned must exist — a route of the web router, a UI label the
 * site shows, or a rule the engine applies (a constant of the contract it enforces). A claim with no
 * evidence (a withdrawal forfeiting the bonus, an invite link, a live chat window) must not appear.
 * When a tool arrives (issue 14: /dashboard/responsible-gaming, /dashboard/verification), its route
 * makes the claim true and the pages may name it.
 */

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../../../../..')
const PATHS = readFileSync(join(ROOT, 'apps/web/src/shared/paths.ts'), 'utf8')
const ROUTER = readFileSync(join(ROOT, 'apps/web/src/app/router.tsx'), 'utf8')

/** A path of the web router: in the route table of paths.ts and registered in router.tsx. */
function webRoute(path: string): boolean {
  const last = path.split('/').filter(Boolean).pop() ?? ''
  return PATHS.includes(`'${path}'`) && ROUTER.includes(`'${last}'`)
}

/** A label the site shows (the contract's UI strings), in the language of the text. */
function uiLabel(locale: Locale, label: string): boolean {
  return Object.values(uiStrings).some((s) => s[locale] === label)
}

interface Claim {
  what: string
  /** Patterns of the claim in the text (both languages). */
  patterns: RegExp[]
  /** Why it is true; false when the product does not do it (then the text must not say it). */
  evidence: (locale: Locale) => boolean
  /** Extra check of the matched passage (e.g. the figure it quotes). */
  check?: (passage: string) => string | null
}

const RG_PAGE = '/dashboard/responsible-gaming'
const KYC_PAGE = '/dashboard/verification'

const CLAIMS: readonly Claim[] = [
  // Pages of My Account, by the name the menu gives them.
  {
    what: 'the Claim a Bonus page',
    patterns: [/Bonus Talep Et\b/, /Claim a Bonus\b/],
    evidence: (l) =>
      webRoute('/dashboard/claim-bonus') && uiLabel(l, l === 'tr' ? 'Bonus Talep Et' : 'Claim a Bonus'),
  },
  {
    what: 'the My Bonuses page',
    patterns: [/Bonuslarım/, /My Bonuses/],
    evidence: (l) => webRoute('/dashboard/bonuses') && uiLabel(l, l === 'tr' ? 'Bonuslarım' : 'My Bonuses'),
  },
  {
    what: 'My Account',
    patterns: [/Hesabım/, /My Account/],
    evidence: (l) => webRoute('/dashboard/account') && uiLabel(l, l === 'tr' ? 'Hesabım' : 'My Account'),
  },
  {
    what: 'the Call Me Back form',
    patterns: [/Sizi Arayalım/, /Call Me Back/],
    evidence: (l) => uiLabel(l, l === 'tr' ? 'Sizi Arayalım' : 'Call Me Back'),
  },
  {
    what: 'a page name the site no longer uses',
    patterns: [
      /Bonuslar ve İndirimler/,
      /Bonuses (&amp;|&) Discounts/,
      /Bonus Geçmişi/,
      /Bonuses History/,
      /Beni Ara\b/,
      /\bCall Me\b(?! Back)/,
      /Kayıt Ol\b/,
    ],
    evidence: () => false,
  },
  // Player protection and identity verification (issue 14).
  {
    what: 'player-protection tools (limits, reality check, time-out, self-exclusion)',
    patterns: [
      /deposit[- ]limit/i,
      /loss[- ]limit/i,
      /session[- ]limit/i,
      /reality[- ]check/i,
      /time[- ]?outs?\b/i,
      /self[- ]exclu/i,
      /yatırma limit/i,
      /kayıp limit/i,
      /oturum limit/i,
      /süre hatırlatıcı/i,
      /gerçeklik kontrol/i,
      /ara verme/i,
      /kendini(zi)? (oyundan )?uzaklaştır/i,
    ],
    evidence: () => webRoute(RG_PAGE),
  },
  {
    what: 'the identity-verification (KYC) page with document upload',
    patterns: [
      /belge(lerinizi)? yükle/i,
      /upload (your )?(documents|id)/i,
      /document upload/i,
      /Hesap Doğrulama sayfa/i,
      /verification page/i,
    ],
    evidence: () => webRoute(KYC_PAGE),
  },
  // Things the site does not have.
  {
    what: 'an invite link or refer-a-friend scheme',
    patterns: [/davet bağlantı/i, /invite link/i, /arkadaşını(zı)? (getir|davet)/i, /refer a friend/i],
    evidence: () => false,
  },
  {
    what: 'a live chat',
    patterns: [/canlı destek/i, /canlı sohbet/i, /live chat/i],
    evidence: () => false,
  },
  {
    what: 'free-spin, reload or accumulator-boost promotions',
    patterns: [
      /bedava dönüş/i,
      /free spins/i,
      /reload/i,
      /kombine kupon artırım/i,
      /accumulator boost/i,
      /ek kazanç/i,
      /extra on accumulators/i,
    ],
    evidence: () => false,
  },
  // Bonus rules: what the wallet enforces.
  {
    what: 'a maximum stake while a bonus is active',
    patterns: [
      /azami bahis/i,
      /en yüksek tutar/i,
      /en fazla ₺?\d+ yatırabilir/i,
      /maximum stake/i,
      /max(imum)? bet/i,
    ],
    evidence: () => BONUS_MAX_STAKE > 0,
    check: (passage) => {
      const figures = [...passage.matchAll(/₺\s?([\d.,]+)|([\d.,]+)\s?(TL|TRY)\b/g)].map((m) => m[1] ?? m[2])
      const wrong = figures.filter((f) => Number(f!.replace(/[.,]/g, '')) !== BONUS_MAX_STAKE)
      return wrong.length ? `quotes ${wrong.join(', ')} instead of ${BONUS_MAX_STAKE}` : null
    },
  },
  {
    what: 'game weighting of wagering',
    patterns: [/katkı oran/i, /çevrime katkı/i, /game weighting/i, /weighted by game/i, /contribut/i],
    evidence: () => WAGERING_WEIGHTS.length > 0,
  },
  {
    what: 'a withdrawal cancelling the bonus',
    patterns: [
      /para çek\w*[^.]{0,80}bonus[^.]{0,40}(iptal|kaldırıl|silin)/i,
      /withdraw\w*[^.]{0,80}(cancel|forfeit|void)\w*[^.]{0,20}bonus/i,
      /withdraw\w*[^.]{0,40}bonus[^.]{0,40}(cancel|forfeit|void)/i,
    ],
    evidence: () => false,
  },
  {
    what: 'wagering only on slots',
    patterns: [/yalnızca slot/i, /slot oyunlarında (tamamlan|çevril)/i, /slots only/i, /only on slots/i],
    evidence: () => false,
  },
  // Advertising.
  {
    what: 'advertising that suggests winning',
    patterns: [/kazanmaya (hemen )?başla/i, /start winning/i, /ikiniz de kazanın/i, /you both win/i],
    evidence: () => false,
  },
]

interface Text {
  where: string
  locale: Locale
  html: string
}

function plain(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
}

function around(text: string, index: number, length: number): string {
  return text.slice(Math.max(0, index - 60), index + length + 60)
}

describe('no page describes something the site does not do', () => {
  const t = useTestApp()

  async function texts(): Promise<{ texts: Text[]; pageIds: number[] }> {
    const out: Text[] = []
    let pageIds: number[] = []
    for (const locale of ['tr', 'en'] as const) {
      const headers = { 'x-locale': locale }
      const grouped = await t.app.inject({ method: 'GET', url: '/api/cms/grouped', headers })
      const record = grouped.json<{
        data: {
          cms: { categories: { content: { id: number }[] }[] }
          sliderList: { title: string; url: string }[]
          videoInfo: { title1: string } | null
        }
      }>().data
      pageIds = record.cms.categories.flatMap((c) => c.content.map((p) => p.id))
      expect(pageIds.length).toBeGreaterThanOrEqual(13)
      for (const id of pageIds) {
        const page = await t.app.inject({ method: 'GET', url: `/api/cms/content/${id}`, headers })
        const { title, content } = page.json<{ data: { title: string; content: string } }>().data
        out.push({ where: `page ${id}`, locale, html: `<h1>${title}</h1>${content}` })
      }
      const promotions = await t.app.inject({ method: 'GET', url: '/api/cms/promotions', headers })
      const list = promotions.json<{ data: { slug: string; title: string; description: string }[] }>().data
      expect(list.length).toBeGreaterThan(0)
      for (const p of list)
        out.push({ where: `promotion ${p.slug}`, locale, html: `<h1>${p.title}</h1>${p.description}` })
      record.sliderList.forEach((s, i) => out.push({ where: `slide ${i} (${s.url})`, locale, html: s.title }))
      if (record.videoInfo) out.push({ where: 'video banner', locale, html: record.videoInfo.title1 })
    }
    return { texts: out, pageIds }
  }

  it('names only pages, tools and rules that exist', async () => {
    const found: string[] = []
    for (const { where, locale, html } of (await texts()).texts) {
      const text = plain(html)
      for (const claim of CLAIMS) {
        for (const re of claim.patterns) {
          const m = new RegExp(re.source, re.flags.replace('g', '')).exec(text)
          if (!m) continue
          const passage = around(text, m.index, m[0].length)
          if (!claim.evidence(locale)) found.push(`${where} (${locale}) claims ${claim.what}: "…${passage}…"`)
          const problem = claim.check?.(passage)
          if (problem) found.push(`${where} (${locale}), ${claim.what}: ${problem}: "…${passage}…"`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('links only to pages that exist', async () => {
    const { texts: all, pageIds } = await texts()
    const broken: string[] = []
    for (const { where, locale, html } of all) {
      for (const [, href] of html.matchAll(/href="(\/[^"#?]*)/g)) {
        const page = /^\/pages\/(\d+)$/.exec(href!)
        const ok = page ? pageIds.includes(Number(page[1])) : webRoute(href!)
        if (!ok) broken.push(`${where} (${locale}) links to ${href}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('gives the time zone wherever a time-limited offer names a day and an hour', async () => {
    const missing: string[] = []
    for (const { where, locale, html } of (await texts()).texts) {
      const text = plain(html)
      for (const m of text.matchAll(
        /(pazartesi|salı|çarşamba|perşembe|cuma|cumartesi|pazar|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)(?:[^.;]|\.(?=\d)){0,40}\d\d[.:]\d\d(?:[^.;]|\.(?=\d))*/gi,
      )) {
        if (!/TSİ|UTC\+3|Türkiye time/.test(m[0])) missing.push(`${where} (${locale}): "${m[0]}"`)
      }
    }
    expect(missing).toEqual([])
  })

  it('the list of claims finds what it is meant to find', () => {
    const sample = (what: string, text: string) =>
      CLAIMS.find((c) => c.what === what)!.patterns.some((re) => re.test(text))
    expect(
      sample(
        'a withdrawal cancelling the bonus',
        'Aktif bir bonus varken para çekme talebi oluşturulursa bonus iptal edilir',
      ),
    ).toBe(true)
    expect(
      sample('a withdrawal cancelling the bonus', 'A withdrawal while a bonus is active forfeits the bonus'),
    ).toBe(true)
    expect(
      sample('an invite link or refer-a-friend scheme', 'Hesabım bölümündeki davet bağlantını paylaş'),
    ).toBe(true)
    expect(sample('a live chat', 'sağ alt köşedeki canlı destek penceresi')).toBe(true)
    const stake = CLAIMS.find((c) => c.what === 'a maximum stake while a bonus is active')!
    expect(stake.check!('azami bahis 250 TL')).toMatch(/250/)
    expect(stake.check!(`maximum stake of a single bet is ₺${BONUS_MAX_STAKE}`)).toBeNull()
    expect(sample('advertising that suggests winning', 'Kazanmaya hemen başlayın')).toBe(true)
  })
})
