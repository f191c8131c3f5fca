import type { FastifyInstance } from 'fastify'
import { apiRoutes } from '@galata/contract'
import { route } from '../../lib/route.js'

/*
 * The frame a provider's launch HTML runs in (spec §7 `casino/softgamingslaunchurl`, docs/casino.md
 * "Web"). The HTML carries an inline script; in a `srcdoc` frame it would inherit the site's CSP
 * (`script-src 'self'`) and never run. This page is ours and fixed; its own CSP sandboxes it to an
 * opaque origin (no access to the site's storage or cookies, even when opened by itself) and lets a
 * provider's scripts, styles and frames load. It asks its parent for the HTML, shows the part before
 * the first script as HTML, runs that script, and shows nothing of the rest.
 */

const CSP = [
  'sandbox allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox',
  "default-src 'self' https: http: data: blob:",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval' https: http:",
  "style-src 'self' 'unsafe-inline' https: http:",
  "img-src 'self' https: http: data: blob:",
  "connect-src 'self' https: http: wss: ws:",
  "frame-src 'self' https: http:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'self'",
].join('; ')

/** Our script: the handshake with the play window, then the markup and the one script. */
const SCRIPT = `(function () {
  var done = false
  addEventListener('message', function (e) {
    var d = e.data
    if (done || e.source !== parent || !d || d.type !== 'galata:provider-html' || typeof d.html !== 'string') return
    done = true
    document.documentElement.lang = d.lang === 'en' ? 'en' : 'tr'
    if (typeof d.title === 'string') document.title = d.title
    var html = d.html
    var at = html.search(/<script[\\s>]/i)
    var markup = document.createElement('template')
    markup.innerHTML = at < 0 ? html : html.slice(0, at)
    document.body.appendChild(markup.content)
    if (at < 0) return
    var rest = document.createElement('template')
    rest.innerHTML = html.slice(at)
    var source = rest.content.querySelector('script')
    if (!source) return
    var script = document.createElement('script')
    for (var i = 0; i < source.attributes.length; i++) script.setAttribute(source.attributes[i].name, source.attributes[i].value)
    script.text = source.text
    document.body.appendChild(script)
  })
  parent.postMessage({ type: 'galata:provider-html-ready' }, location.origin)
})()`

const PAGE = `<!doctype html>
<html lang="tr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Galata</title>
<style>html,body{margin:0;height:100%;background:#000}</style>
</head>
<body>
<script>${SCRIPT}</script>
</body>
</html>`

export async function providerHtmlPageRoutes(app: FastifyInstance) {
  route(app, apiRoutes['page:provider-html'], async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', CSP)
      .header('cache-control', 'no-cache')
      .send(PAGE),
  )
}
