import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyReply, FastifyRequest } from 'fastify'

/*
 * The single-page app's shell (index.html) for every page path (docs/web.md "Releases"). It is
 * read from disk on every request, so a deploy's new index.html is served at once. While it cannot
 * be read (a deploy copying the new build, `vite build` emptying dist/, a disk or permission fault)
 * the answer is a plain 503 page with Retry-After, in both languages, and an error in the log: a
 * browser retries, a proxy does not cache it, and the player never sees a JSON 500.
 */

/** Seconds a browser or a proxy should wait before asking again for a page while the shell is missing. */
export const SHELL_RETRY_AFTER_S = 30
/** At most one log line per this many milliseconds while the shell stays unreadable (a deploy's window). */
const LOG_EVERY_MS = 10_000

const T = {
  title: { tr: 'Site kısa süreliğine kullanılamıyor', en: 'The site is briefly unavailable' },
  body: {
    tr: 'Sitemiz şu anda güncelleniyor. Lütfen birkaç saniye sonra sayfayı yenileyin.',
    en: 'We are updating the site. Please reload the page in a few seconds.',
  },
  reload: { tr: 'Sayfayı yenile', en: 'Reload the page' },
} as const

// No script (the site's CSP allows none inline): the link reloads the same address.
const UNAVAILABLE_PAGE = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${T.title.tr} · Galata</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1923;color:#eee;display:flex;justify-content:center;padding:48px 16px;margin:0}main{background:#1b2733;border-radius:12px;padding:32px;max-width:440px;width:100%}h1{font-size:1.35rem;margin:0 0 12px}h2{font-size:1.1rem;margin:28px 0 8px}p{line-height:1.5;margin:0 0 16px}a{display:inline-block;background:#f5b800;color:#111;font-weight:700;border-radius:8px;padding:12px 20px;text-decoration:none}a:focus-visible{outline:3px solid #fff;outline-offset:2px}</style></head>
<body><main><h1>${T.title.tr}</h1><p>${T.body.tr}</p><a href="">${T.reload.tr}</a>
<section lang="en"><h2>${T.title.en}</h2><p>${T.body.en}</p><a href="">${T.reload.en}</a></section></main></body></html>`

/**
 * The back-office console's own page (docs/backoffice.md "The console (/bo)"): `/bo` and every
 * path under it answer bo.html, a separate entry of the web build, never the player's shell.
 */
export function isConsolePath(path: string): boolean {
  return path === '/bo' || path.startsWith('/bo/')
}

export function webShell(webDist: string, file = 'index.html') {
  const indexPath = join(webDist, file)
  let lastLogged = 0

  return async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    let html: Buffer
    try {
      html = await readFile(indexPath)
    } catch (err) {
      const now = Date.now()
      if (now - lastLogged >= LOG_EVERY_MS) {
        lastLogged = now
        request.log.error({ err, path: indexPath }, `web app ${file} cannot be read: answering 503`)
      }
      return reply
        .status(503)
        .header('retry-after', String(SHELL_RETRY_AFTER_S))
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(UNAVAILABLE_PAGE)
    }
    // Revalidated on every visit (no-cache), so a deploy's shell is picked up; unchanged, a 304.
    const etag = `"${createHash('sha1').update(html).digest('base64url')}"`
    reply.header('cache-control', 'no-cache').header('etag', etag)
    if (request.headers['if-none-match'] === etag) return reply.status(304).send()
    return reply.type('text/html; charset=utf-8').send(html)
  }
}
