import { createHmac, timingSafeEqual } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/*
 * A stand-in of a Chatwoot installation's website widget (docs/live-chat.md "Testing"), as strict
 * about identity as a real inbox with "Enforce User Identity Validation" on:
 *
 * - `GET /packs/js/sdk.js` is an SDK with Chatwoot's page API: `window.chatwootSDK.run({websiteToken,
 *   baseUrl})` builds the widget frame (`{baseUrl}/widget?website_token=…`) in a hidden holder and,
 *   once the frame has loaded, defines nothing new but fires `chatwoot:ready`; `window.$chatwoot`
 *   has setUser, setLocale, setCustomAttributes, reset and toggle. Like the real SDK it talks to its
 *   frame with postMessage only, so the site's CSP needs the chat origin in script-src and
 *   frame-src and nothing more. `delaySdk(ms)` holds the script back (the fallback journey).
 * - The frame relays every call to `POST /api/v1/widget/calls`, where it is recorded. A `setUser`
 *   is accepted only when `identifier_hash` is HMAC-SHA256(inbox key, identifier) in hex, compared
 *   in constant time as Chatwoot does; otherwise it is answered 401 and recorded as refused. A
 *   website token the stand-in does not know is refused too.
 */

export type ChatwootMethod = 'setUser' | 'setLocale' | 'setCustomAttributes' | 'reset' | 'toggle'

export interface ChatwootCall {
  method: ChatwootMethod
  args: unknown[]
  websiteToken: string
  /** False when the stand-in refused it (a forged or missing hash, an unknown token). */
  accepted: boolean
  reason?: string
}

export interface ChatwootStandIn {
  /** The installation's base URL (`http://127.0.0.1:PORT`). */
  url: string
  /** Every call the widget frame relayed, in order. */
  calls: ChatwootCall[]
  /** How many times the SDK script was asked for, and how many widget frames were opened. */
  counts: { sdk: number; widget: number }
  /** Holds every later answer of the SDK script back by `ms` (0: at once). */
  delaySdk(ms: number): void
  /** Waits until a recorded call matches, or fails after `timeoutMs`. */
  waitForCall(match: (call: ChatwootCall) => boolean, timeoutMs?: number): Promise<ChatwootCall>
  close(): Promise<void>
}

export interface ChatwootStandInOptions {
  websiteToken: string
  /** The inbox's HMAC key (identity validation). */
  hmacToken: string
  port?: number
  sdkDelayMs?: number
}

/** Chatwoot's check of `setUser`: the hash the page sent against the one the inbox key gives. */
export function chatwootHashValid(hmacToken: string, identifier: unknown, hash: unknown): boolean {
  if (typeof identifier !== 'string' || typeof hash !== 'string' || !/^[0-9a-f]{64}$/.test(hash)) return false
  const expected = createHmac('sha256', hmacToken).update(identifier).digest()
  return timingSafeEqual(expected, Buffer.from(hash, 'hex'))
}

const SDK = `(function () {
  var sdk = window.chatwootSDK || {};
  sdk.run = function (options) {
    // As Chatwoot's own SDK: a second run (a late primary after the fallback) changes nothing.
    if (window.$chatwoot) return;
    var settings = window.chatwootSettings || {};
    var origin = new URL(options.baseUrl).origin;
    var holder = document.createElement('div');
    holder.className = 'woot-widget-holder';
    holder.hidden = true;
    holder.style.cssText = 'position:fixed;right:0;bottom:0;z-index:2147483000;width:min(100vw,380px);height:min(100vh,560px);background:#fff';
    var frame = document.createElement('iframe');
    frame.title = settings.launcherTitle || 'Chat';
    frame.style.cssText = 'border:0;width:100%;height:100%';
    frame.src = options.baseUrl + '/widget?website_token=' + encodeURIComponent(options.websiteToken);
    var ready = false;
    var queue = [];
    var send = function (method, args) {
      var message = { chatwootStandIn: 'call', method: method, args: args };
      if (ready) frame.contentWindow.postMessage(message, origin);
      else queue.push(message);
    };
    window.addEventListener('message', function (event) {
      if (event.source !== frame.contentWindow || !event.data || event.data.chatwootStandIn !== 'loaded') return;
      ready = true;
      queue.splice(0).forEach(function (m) { frame.contentWindow.postMessage(m, origin); });
      window.$chatwoot.hasLoaded = true;
      window.dispatchEvent(new CustomEvent('chatwoot:ready'));
    });
    window.$chatwoot = {
      hasLoaded: false,
      isOpen: false,
      baseUrl: options.baseUrl,
      websiteToken: options.websiteToken,
      setUser: function (identifier, user) { send('setUser', [identifier, user]); },
      setLocale: function (locale) { send('setLocale', [locale]); },
      setCustomAttributes: function (attributes) { send('setCustomAttributes', [attributes]); },
      reset: function () { send('reset', []); },
      toggle: function (state) {
        this.isOpen = state === 'open' ? true : state === 'close' ? false : !this.isOpen;
        holder.hidden = !this.isOpen;
        send('toggle', [state]);
      },
    };
    holder.appendChild(frame);
    document.body.appendChild(holder);
  };
  window.chatwootSDK = sdk;
})();
`

function widgetPage(websiteToken: string) {
  return `<!doctype html><html lang="tr"><head><meta charset="utf-8"><title>Canlı destek</title>
<style>body{font-family:system-ui,sans-serif;margin:0;padding:16px;color:#111;background:#fff}</style></head>
<body><main><h1>Canlı destek</h1><p>Chatwoot stand-in</p></main><script>
var token = ${JSON.stringify(websiteToken)};
window.addEventListener('message', function (event) {
  if (event.source !== window.parent || !event.data || event.data.chatwootStandIn !== 'call') return;
  void fetch('/api/v1/widget/calls?website_token=' + encodeURIComponent(token), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method: event.data.method, args: event.data.args }),
  });
});
window.parent.postMessage({ chatwootStandIn: 'loaded' }, '*');
</script></body></html>`
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

export async function startChatwootStandIn({
  websiteToken,
  hmacToken,
  port = 0,
  sdkDelayMs = 0,
}: ChatwootStandInOptions): Promise<ChatwootStandIn> {
  const calls: ChatwootCall[] = []
  const counts = { sdk: 0, widget: 0 }
  let delay = sdkDelayMs
  const send = (res: ServerResponse, status: number, type: string, body: string) => {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' })
    res.end(body)
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in')
    const token = url.searchParams.get('website_token') ?? ''
    if (req.method === 'GET' && url.pathname === '/packs/js/sdk.js') {
      counts.sdk++
      setTimeout(() => send(res, 200, 'text/javascript; charset=utf-8', SDK), delay)
      return
    }
    if (req.method === 'GET' && url.pathname === '/widget') {
      if (token !== websiteToken) return send(res, 404, 'text/plain', 'unknown website token')
      counts.widget++
      return send(res, 200, 'text/html; charset=utf-8', widgetPage(token))
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/widget/calls') {
      void readBody(req).then((text) => {
        let parsed: { method?: unknown; args?: unknown }
        try {
          parsed = JSON.parse(text) as typeof parsed
        } catch {
          return send(res, 400, 'application/json', '{"error":"bad json"}')
        }
        const method = parsed.method as ChatwootMethod
        const args = Array.isArray(parsed.args) ? (parsed.args as unknown[]) : []
        let reason: string | undefined
        if (token !== websiteToken) reason = 'unknown website token'
        else if (method === 'setUser') {
          const user = (args[1] ?? {}) as { identifier_hash?: unknown }
          if (!chatwootHashValid(hmacToken, args[0], user.identifier_hash)) reason = 'Invalid identifier hash'
        }
        calls.push({ method, args, websiteToken: token, accepted: !reason, ...(reason ? { reason } : {}) })
        if (reason) return send(res, 401, 'application/json', JSON.stringify({ error: reason }))
        return send(res, 200, 'application/json', '{}')
      })
      return
    }
    send(res, 404, 'text/plain', 'not found')
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    url,
    calls,
    counts,
    delaySdk: (ms) => {
      delay = ms
    },
    waitForCall: async (match, timeoutMs = 10_000) => {
      const until = Date.now() + timeoutMs
      for (;;) {
        const found = calls.find(match)
        if (found) return found
        if (Date.now() > until)
          throw new Error(
            `the Chatwoot stand-in saw no such call; it saw ${JSON.stringify(calls)} (requests: ${JSON.stringify(counts)})`,
          )
        await new Promise((r) => setTimeout(r, 50))
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
