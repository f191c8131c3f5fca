import type { FastifyRequest } from 'fastify'
import type { Locale } from '@galata/contract'
import type { Config } from '../../config.js'
import { originalGameSeeds } from '../casino/index.js'
import { PAYLINES } from './games/slots/engine.js'
import { isSlotGame, SLOT_THEMES } from './games/slots/themes.js'
import { stringsFor } from './originals.strings.js'
import type { OriginalGame } from './originals.service.js'

/*
 * The studio's HTML shells. No inline script (the site's CSP is script-src 'self'): the page's
 * data (language, strings) rides in a JSON data block, and the game logic is a static script from
 * /originals/assets/. The game token is read from the url once and removed from the address bar.
 */

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** `</script>` can never close the JSON block early. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/**
 * Where a game page is served (issue 12). With GAMES_ORIGIN a page asked for on any other host (the
 * site's) is sent there with a 308: framed with `allow-same-origin` on the site's own origin, a game
 * page could read the site's storage and session token. `siteOrigin` is where the page posts its
 * messages (the play window), whichever origin the page itself is on.
 */
export function gamePageOrigins(config: Pick<Config, 'PUBLIC_URL' | 'GAMES_ORIGIN'>) {
  const gamesHost = config.GAMES_ORIGIN ? new URL(config.GAMES_ORIGIN).host : null
  return {
    siteOrigin: new URL(config.PUBLIC_URL).origin,
    redirectOf: (request: FastifyRequest): string | null =>
      gamesHost === null || request.host === gamesHost ? null : `${config.GAMES_ORIGIN}${request.url}`,
  }
}

function localeOf(query: unknown): Locale {
  return (query as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'tr'
}

function shell(locale: Locale, title: string, script: string, data: Record<string, unknown>): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1,viewport-fit=cover">
<meta name="referrer" content="no-referrer">
<title>${esc(title)}</title>
<link rel="stylesheet" href="/originals/assets/originals.css">
<script type="application/json" id="page-data">${jsonBlock({ locale, strings: stringsFor(locale), ...data })}</script>
</head><body>
<main id="app" class="app" aria-busy="true"><p class="loading">${esc(stringsFor(locale).loading!)}</p></main>
<script src="/originals/assets/art.js"></script>
<script src="/originals/assets/common.js"></script>
<script src="/originals/assets/${script}"></script>
</body></html>`
}

export function renderGamePage(game: OriginalGame, query: unknown, siteOrigin: string): string {
  const locale = localeOf(query)
  const seed = originalGameSeeds.find((g) => g.gameCode === game)
  const title = seed?.name[locale] ?? game
  if (isSlotGame(game)) {
    const { theme } = SLOT_THEMES[game]
    return shell(locale, title, 'slots.js', {
      game,
      title,
      siteOrigin,
      slot: {
        symbols: theme.symbols,
        paylines: PAYLINES,
        freeSpins: theme.freeSpins,
        volatility: theme.volatility,
        rtp: SLOT_THEMES[game].rtpBp / 100,
      },
    })
  }
  const script = {
    'galata-dice': 'dice.js',
    'galata-mines': 'mines.js',
    'galata-roulette': 'roulette.js',
    'galata-blackjack': 'blackjack.js',
  }[game]
  return shell(locale, title, script, { game, title, siteOrigin })
}

export function renderVerifyPage(query: unknown): string {
  const locale = localeOf(query)
  return shell(locale, stringsFor(locale).verifyTitle!, 'verify.js', { game: 'verify' })
}
