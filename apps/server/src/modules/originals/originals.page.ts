import type { FastifyRequest } from 'fastify'
import { instantStringsFor, originalsStringsFor, tvStringsFor, type Locale } from '@galata/contract'
import type { Config } from '../../config.js'
import { requestOrigin } from '../../lib/origin.js'
import { gameAssets } from './assets.js'
import { originalGameSeeds } from '../casino/index.js'
import { isSlotGame, slotPageData } from '@galata/game-math/slots/games'
import { isInstantGame } from './rounds.js'
import type { OriginalGame } from './originals.service.js'

/*
 * The studio's HTML shells. No inline script (the site's CSP is script-src 'self'): the page's
 * data (language, strings) rides in a JSON data block, and the game logic is a built, content-hashed
 * bundle from /originals/assets/ (apps/games, assets.ts). The game token is read from the url once and
 * removed from the address bar.
 */

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** `</script>` can never close the JSON block early. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * Where a game page is served (docs/security.md). With GAMES_ORIGIN a page asked for on any other host (the
 * site's) is sent there with a 308: framed with `allow-same-origin` on the site's own origin, a game
 * page could read the site's storage and session token. `siteOriginOf` is where the page posts its
 * messages (the play window), whichever origin the page itself is on: without GAMES_ORIGIN the page
 * is on the site's origin, so the request's own origin when PUBLIC_URL is unset (lib/origin.ts: a
 * player on 127.0.0.1 is not told the site is on localhost); with it, PUBLIC_URL, since the request
 * came to the games host.
 */
export function gamePageOrigins(config: Pick<Config, 'PUBLIC_URL' | 'PUBLIC_URL_SET' | 'GAMES_ORIGIN'>) {
  const gamesHost = config.GAMES_ORIGIN ? new URL(config.GAMES_ORIGIN).host : null
  return {
    siteOriginOf: (request: FastifyRequest): string =>
      gamesHost === null ? requestOrigin(config, request) : new URL(config.PUBLIC_URL).origin,
    redirectOf: (request: FastifyRequest): string | null =>
      gamesHost === null || request.host === gamesHost ? null : `${config.GAMES_ORIGIN}${request.url}`,
  }
}

function localeOf(query: unknown): Locale {
  return (query as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'tr'
}

export interface GamePage {
  locale: Locale
  title: string
  /** The logical name of the game's bundle (`dice.js`, assets.ts). */
  script: string
  /** The page's strings (the studio's shared ones unless a game adds its own). */
  strings: Record<string, string>
  /** The rest of the page data block (game code, site origin, game specifics). */
  data: Record<string, unknown>
  /** Stylesheets after the shared `originals.css`. */
  styles?: readonly string[]
}

/** The page around a game client: its data block, its stylesheets and its bundle, by hashed name. */
export function gamePageShell(page: GamePage): string {
  const assets = gameAssets()
  const sheets = ['originals.css', ...(page.styles ?? [])]
    .map((name) => `<link rel="stylesheet" href="${assets.url(name)}">`)
    .join('\n')
  const data = { locale: page.locale, strings: page.strings, ...page.data }
  return `<!doctype html>
<html lang="${page.locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${esc(page.title)}</title>
${sheets}
<script type="application/json" id="page-data">${jsonBlock(data)}</script>
</head><body>
<main id="app" class="app" aria-busy="true"><p class="loading">${esc(page.strings.loading ?? '')}</p></main>
<script src="${assets.url(page.script)}"></script>
</body></html>`
}

function shell(locale: Locale, title: string, script: string, data: Record<string, unknown>): string {
  return gamePageShell({ locale, title, script, strings: originalsStringsFor(locale), data })
}

export function renderGamePage(game: OriginalGame, query: unknown, siteOrigin: string): string {
  const locale = localeOf(query)
  const seed = originalGameSeeds.find((g) => g.gameCode === game)
  const title = seed?.name[locale] ?? game
  if (isSlotGame(game)) {
    return shell(locale, title, 'slots.js', { game, title, siteOrigin, slot: slotPageData(game) })
  }
  const script = {
    'galata-dice': 'dice.js',
    'galata-mines': 'mines.js',
    'galata-roulette': 'roulette.js',
    'galata-blackjack': 'blackjack.js',
    'galata-plinko': 'plinko.js',
    'galata-keno': 'keno.js',
    'galata-limbo': 'limbo.js',
    'galata-hilo': 'hilo.js',
    'galata-coinflip': 'coinflip.js',
    'galata-scratch': 'scratch.js',
    'galata-tower': 'tower.js',
  }[game]
  if (isInstantGame(game))
    return gamePageShell({
      locale,
      title,
      script,
      strings: { ...originalsStringsFor(locale), ...instantStringsFor(locale) },
      data: { game, title, siteOrigin },
      styles: ['instant.css'],
    })
  return shell(locale, title, script, { game, title, siteOrigin })
}

export function renderVerifyPage(query: unknown): string {
  const locale = localeOf(query)
  // The page verifies both: a single-player round (seeds) and a shared round (round id).
  return gamePageShell({
    locale,
    title: originalsStringsFor(locale).verifyTitle!,
    script: 'verify.js',
    strings: { ...originalsStringsFor(locale), ...tvStringsFor(locale) },
    // Games read by the names players know (the catalogue's, in the page's language), not by code.
    data: {
      game: 'verify',
      gameNames: Object.fromEntries(originalGameSeeds.map((g) => [g.gameCode, g.name[locale]])),
    },
  })
}
