import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { BONUS_MAX_STAKE, uiStrings, WAGERING_WEIGHTS, type Locale } from '@galata/contract'
import { sql } from 'drizzle-orm'
import { useTestApp } from '../../../test/helper.js'
import { casinoCategories, cmsPages, sliders } from '../../../db/schema/index.js'
import { eq } from 'drizzle-orm'
import {
  LIVE_DEALER_CATEGORY_RENAME,
  LIVE_SLIDE,
  LIVE_SLIDE_FORMER_TITLE,
  LIVE_TABLES_STORY,
  LIVE_TABLES_STORY_PAGE_ID,
} from './live-casino.data.js'
import { seedCms } from './seed.js'
import { invalidateContentCache } from '../../../lib/content-cache.js'

/*
 * The copy review (docs/content.md), "no page describes something the site does not do" (docs/content.md
 * lists the claims): every served CMS page, promotion and slide, in Turkish and English, is searched for the
 * names of pages, tools and rules; each one mentioned must exist — a route of the web router, a UI label the
 * site shows, or a rule the engine applies (a constant of the contract it enforces). A claim with no
 * evidence (a withdrawal forfeiting the bonus, an invite link, a live chat window) must not appear.
 * When a tool arrives (docs/player-protection.md, docs/kyc.md: /dashboard/responsible-gaming,
 * /dashboard/verification), its route makes the claim true and the pages may name it.
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

/**
 * A real dealer, a studio, a camera, a stream: in Turkish and English. "Not a studio broadcast" /
 * "stüdyo yayını değildir" (the tables' own notice) says the opposite and is let through (`negated`).
 */
const LIVE_STUDIO_PATTERNS: RegExp[] = [
  /gerçek krupiye/i,
  /insan krupiye/i,
  /canlı krupiye/i,
  /profesyonel krupiye/i,
  /türkçe (konuşan )?krupiye/i,
  /krupiyeli(?![\p{L}])/iu,
  /krupiyelerimiz/i,
  /krupiyelerle/i,
  /stüdyo\p{L}* (yayın|video|kamera)/iu,
  /canlı yayın/i,
  /video (yayın|akış)/i,
  /gerçek zamanlı (olarak )?yayınlan/i,
  /kameral[ıi]/i,
  /\b(real|human|live|professional) dealers?\b/i,
  /\b[a-z]+-speaking dealers?\b/i,
  /\bour dealers\b/i,
  /\bstudio (broadcast|stream|video|camera)/i,
  /\blive[- ]?stream/i,
  /\bstream(s|ed|ing)?\b/i,
  /\bvideo feed\b/i,
  /\b(multi-)?cameras?\b/i,
]

/** "… değil(dir)" right after the match, or "not a(n) …" right before it: the text denies the claim. */
function negated(text: string, index: number, length: number): boolean {
  return (
    /^\p{L}*\s+değil/iu.test(text.slice(index + length, index + length + 20)) ||
    /\bnot an?\s+$/i.test(text.slice(Math.max(0, index - 8), index))
  )
}

/** Live games of the catalogue made by a studio other than our own (set by the test from the API). */
let thirdPartyLiveGames = 0

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
  // Player protection and identity verification (docs/player-protection.md, docs/kyc.md).
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
  // What the live casino is (docs/content.md): shared rounds with an animated host, decided by a
  // random number generator. Real, human or studio dealers, a studio video or a stream are true only
  // once the catalogue lists a live game of another studio (a third-party live casino).
  {
    what: 'real or human dealers, a studio, a video stream',
    patterns: LIVE_STUDIO_PATTERNS,
    evidence: () => thirdPartyLiveGames > 0,
  },
  // Advertising.
  {
    what: 'advertising that suggests winning',
    patterns: [/kazanmaya (hemen )?başla/i, /start winning/i, /ikiniz de kazanın/i, /you both win/i],
    evidence: () => false,
  },
]

const LIVE_STUDIO = CLAIMS.filter((c) => c.patterns === LIVE_STUDIO_PATTERNS)

interface Text {
  where: string
  locale: Locale
  html: string
  /** Searched for the live-studio claim only (UI strings and category names say "reload", "limit"…). */
  liveOnly?: boolean
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

/** Files under a folder of the repository, by name. */
function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => name.test(f))
    .map((f) => join(ROOT, dir, f))
}

/** The string literals of a TypeScript source, comments left out. */
function literalsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1')
  return [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
    (m) => m[1] ?? m[2] ?? m[3] ?? '',
  )
}

/** The words an SVG shows or announces: its text, title and aria-label. */
function wordsOfSvg(svg: string): string {
  const labels = [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1])
  return [...labels, svg.replace(/<[^>]+>/g, ' ')].join(' ').replace(/\s+/g, ' ')
}

/** Every claim of `CLAIMS` a text makes without evidence, and every wrong figure it quotes. */
function claimsIn(where: string, locale: Locale, text: string, claims: readonly Claim[] = CLAIMS): string[] {
  const found: string[] = []
  for (const claim of claims) {
    for (const re of claim.patterns) {
      const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`
      for (const m of text.matchAll(new RegExp(re.source, flags))) {
        if (negated(text, m.index, m[0].length)) continue
        const passage = around(text, m.index, m[0].length)
        if (!claim.evidence(locale)) found.push(`${where} (${locale}) claims ${claim.what}: "…${passage}…"`)
        const problem = claim.check?.(passage)
        if (problem) found.push(`${where} (${locale}), ${claim.what}: ${problem}: "…${passage}…"`)
      }
    }
  }
  return found
}

describe('no page describes something the site does not do', () => {
  // Every test reads every page in both languages: more than the public rate limit allows a visitor.
  const t = useTestApp({ RATE_LIMIT_MAX: '100000' })

  /** Live games the catalogue lists whose studio is not ours (docs/casino.md "Providers"). */
  async function countThirdPartyLiveGames(): Promise<number> {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/casino/games',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ live: true, search: '', take: 100 }),
    })
    expect(res.statusCode).toBe(200)
    const live = res.json<{ data: { studio: string }[][] }>().data.flat()
    expect(live.length).toBeGreaterThan(0)
    return live.filter((g) => g.studio !== 'Galata Originals').length
  }

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
          casinoCategoryList: { name: string }[]
          translationList: { key: string; value: string }[]
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
      // The lobby's category names and the UI strings as stored (an operator may have edited them).
      for (const c of record.casinoCategoryList)
        out.push({ where: `casino category ${c.name}`, locale, html: c.name, liveOnly: true })
      for (const { key, value } of record.translationList)
        out.push({ where: `stored UI string ${key}`, locale, html: value, liveOnly: true })
    }
    return { texts: out, pageIds }
  }

  it('names only pages, tools and rules that exist', async () => {
    thirdPartyLiveGames = await countThirdPartyLiveGames()
    const found: string[] = []
    for (const { where, locale, html, liveOnly } of (await texts()).texts)
      found.push(...claimsIn(where, locale, plain(html), liveOnly ? LIVE_STUDIO : CLAIMS))
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
  it('no UI string, game string or artwork claims real dealers, a studio or a stream', async () => {
    thirdPartyLiveGames = await countThirdPartyLiveGames()
    expect(thirdPartyLiveGames).toBe(0)
    const found: string[] = []
    // The contract's UI strings, both languages.
    for (const [key, text] of Object.entries(uiStrings))
      for (const locale of ['tr', 'en'] as const)
        found.push(...claimsIn(`UI string ${key}`, locale, text[locale], LIVE_STUDIO))
    // The game pages' strings (the contract's i18n/strings/games) and the game clients' own literals.
    const sources = [
      ...filesUnder('packages/contract/src/i18n/strings/games', /\.ts$/),
      ...filesUnder('apps/games/src', /\.ts$/).filter((f) => !f.endsWith('.test.ts')),
    ]
    expect(sources.length).toBeGreaterThan(10)
    for (const file of sources)
      for (const literal of literalsOf(readFileSync(file, 'utf8')))
        found.push(...claimsIn(relative(ROOT, file), 'tr', literal, LIVE_STUDIO))
    // Artwork: the words of every SVG (the slides' WebPs are rendered from them) and the web's alt texts.
    const svgs = filesUnder('apps/web/public', /\.svg$/)
    expect(svgs.length).toBeGreaterThan(50)
    // (The live-studio claim's evidence is the same in both languages: one pass of each file.)
    for (const file of svgs)
      found.push(...claimsIn(relative(ROOT, file), 'tr', wordsOfSvg(readFileSync(file, 'utf8')), LIVE_STUDIO))
    for (const file of filesUnder('apps/web/src', /\.tsx$/))
      for (const [, alt] of readFileSync(file, 'utf8').matchAll(/\b(?:alt|aria-label)="([^"]+)"/g))
        found.push(...claimsIn(relative(ROOT, file), 'tr', alt!, LIVE_STUDIO))
    expect([...new Set(found)]).toEqual([])
  })

  it('a database seeded with the former live-casino texts stops saying them at boot', async () => {
    // The database as an earlier release left it: the slide, the story page, the category, the strings.
    await t.app.db
      .update(sliders)
      .set({ title: LIVE_SLIDE_FORMER_TITLE })
      .where(eq(sliders.url, LIVE_SLIDE.url))
    await t.app.db
      .update(casinoCategories)
      .set({ name: LIVE_DEALER_CATEGORY_RENAME.before })
      .where(eq(casinoCategories.slug, LIVE_DEALER_CATEGORY_RENAME.slug))
    const [story] = await t.app.db.select().from(cmsPages).where(eq(cmsPages.id, LIVE_TABLES_STORY_PAGE_ID))
    const content = { ...story!.content }
    for (const locale of ['tr', 'en'] as const) {
      const { before, after } = LIVE_TABLES_STORY[locale]
      expect(content[locale]).toContain(after)
      content[locale] = content[locale].replace(after, before)
    }
    await t.app.db.update(cmsPages).set({ content }).where(eq(cmsPages.id, LIVE_TABLES_STORY_PAGE_ID))
    await t.app.db.execute(
      sql`update translations set value = 'Rulet, blackjack ve bakara masalarında gerçek krupiyelerle 7/24 oynayın.' where locale = 'tr' and key = 'home.video.text'`,
    )
    await t.app.db.execute(
      sql`update translations set value = 'Play roulette, blackjack and baccarat with real dealers, around the clock.' where locale = 'en' and key = 'home.video.text'`,
    )
    invalidateContentCache()
    const before = (await texts()).texts.flatMap(({ where, locale, html }) =>
      claimsIn(where, locale, plain(html), LIVE_STUDIO),
    )
    // Slide ×2 (home, casino) + story + category + string, in each language.
    expect(before.length).toBeGreaterThanOrEqual(10)

    const report = await seedCms(t.app.db, 'demo')
    expect(report.passagesRetracted).toBe(2)
    expect(report.translationsUpdated).toBe(2)
    invalidateContentCache()
    const after = (await texts()).texts.flatMap(({ where, locale, html }) =>
      claimsIn(where, locale, plain(html), LIVE_STUDIO),
    )
    expect(after).toEqual([])
    const slides = await t.app.db.select().from(sliders).where(eq(sliders.url, LIVE_SLIDE.url))
    expect(slides.map((s) => s.title)).toEqual(slides.map(() => LIVE_SLIDE.title))
    // A second boot changes nothing.
    const again = await seedCms(t.app.db, 'demo')
    expect([again.passagesRetracted, again.offersRetracted, again.translationsUpdated]).toEqual([0, 0, 0])
  })

  it('the live-studio claim finds the texts the site used to show', () => {
    const said = (text: string) => claimsIn('sample', 'tr', text, LIVE_STUDIO).length > 0
    for (const former of [
      'Canlı Casino — Gerçek krupiyeler, gerçek heyecan',
      'Rulet, blackjack ve bakara masalarında gerçek krupiyelerle 7/24 oynayın.',
      'Play roulette, blackjack and baccarat with real dealers, around the clock.',
      LIVE_SLIDE_FORMER_TITLE.tr,
      LIVE_SLIDE_FORMER_TITLE.en,
      LIVE_DEALER_CATEGORY_RENAME.before.tr,
      LIVE_DEALER_CATEGORY_RENAME.before.en,
      plain(LIVE_TABLES_STORY.tr.before),
      plain(LIVE_TABLES_STORY.en.before),
      'Canlı Yayın',
    ])
      expect(said(former), former).toBe(true)
    // The tables' own notice denies it, and the new texts say what the tables are.
    for (const today of [
      'Animasyonlu sunucu: sonucu rastgele sayı üreteci belirler, stüdyo yayını değildir.',
      'Animated host: a random number generator decides the result; this is not a studio broadcast.',
      LIVE_SLIDE.title.tr,
      LIVE_SLIDE.title.en,
      plain(LIVE_TABLES_STORY.tr.after),
      plain(LIVE_TABLES_STORY.en.after),
      uiStrings['home.video.text'].tr,
      uiStrings['casino.hero.live.text'].en,
    ])
      expect(said(today), today).toBe(false)
  })
})
