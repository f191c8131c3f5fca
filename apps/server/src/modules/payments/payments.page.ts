import type { FastifyInstance } from 'fastify'
import { apiRoutes, formatKurus, TransactionStatus, type Locale } from '@galata/contract'
import { publicRateLimit } from '../../lib/rate-limit.js'
import { route } from '../../lib/route.js'
import { DEMO_SIGNATURE_HEADER, type DemoGateway } from '../../providers/index.js'
import { receiveDemoWebhook } from './demo-webhook.js'
import * as payments from './payments.service.js'

/*
 * The demo gateway's hosted payment page (docs/wallet.md), served on our own origin at /pay/{id}?sig=….
 * Plain server-rendered HTML with a form POST: no script at all, so the site's CSP holds as it is.
 * Pay makes the gateway send its signed webhook to /api/payment/callback/demo, as a real PSP would.
 */

const T = {
  title: { tr: 'Güvenli ödeme (demo)', en: 'Secure payment (demo)' },
  // The page exists in demo mode only, and its Pay button takes no money: the player must know.
  ribbon: {
    tr: 'Demo — gerçek para yok. Öde düğmesi herhangi bir ödeme almadan bakiyenize demo tutarı ekler.',
    en: 'Demo — no real money. Pay adds a demo amount to your balance without taking any payment.',
  },
  amount: { tr: 'Tutar', en: 'Amount' },
  method: { tr: 'Yöntem', en: 'Method' },
  pay: { tr: 'Öde', en: 'Pay' },
  cancel: { tr: 'İptal Et', en: 'Cancel' },
  paid: {
    tr: 'Ödeme başarılı. Bakiyeniz güncellendi; bu sekmeyi kapatabilirsiniz.',
    en: 'Payment successful. Your balance has been updated; you may close this tab.',
  },
  cancelled: {
    tr: 'Ödeme iptal edildi. Bu sekmeyi kapatabilirsiniz.',
    en: 'The payment was cancelled. You may close this tab.',
  },
  invalid: {
    tr: 'Bu ödeme bağlantısı geçersiz veya süresi dolmuş. Lütfen para yatırma işlemini yeniden başlatın.',
    en: 'This payment link is not valid or has expired. Please start the deposit again.',
  },
  expired: {
    tr: 'Bu ödemenin süresi doldu ve herhangi bir tutar alınmadı. Lütfen sitede yeni bir para yatırma işlemi başlatın.',
    en: 'This payment has expired and nothing was taken. Please start a new deposit on the site.',
  },
  failed: {
    tr: 'Ödeme tamamlanamadı. Lütfen tekrar deneyin.',
    en: 'The payment could not be completed. Please try again.',
  },
} as const

function esc(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

function layout(locale: Locale, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(T.title[locale])}</title>
<style>body{font-family:system-ui,sans-serif;background:#0f1923;color:#eee;display:flex;justify-content:center;padding:48px 16px}main{background:#1b2733;border-radius:12px;padding:32px;max-width:420px;width:100%}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dd{margin:0;font-weight:600}button{font-size:1rem;padding:12px 24px;border-radius:8px;border:0;margin-right:8px;cursor:pointer}button[value=pay]{background:#f5b800;color:#111}button[value=cancel]{background:#3a4b5c;color:#eee}.demo{background:#f5b800;color:#111;font-weight:700;border-radius:8px;padding:10px 14px;margin:0 0 20px;line-height:1.4}</style></head>
<body><main><p class="demo" role="note">${esc(T.ribbon[locale])}</p><h1>${esc(T.title[locale])}</h1>${body}</main></body></html>`
}

function localeOf(query: unknown): Locale {
  return (query as { lang?: unknown } | null)?.lang === 'en' ? 'en' : 'tr'
}

export async function paymentPageRoutes(
  app: FastifyInstance,
  deps: payments.PaymentsDeps & { gateway: DemoGateway },
) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_r, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  )

  const idOf = (params: unknown) => {
    const n = Number((params as { id?: string }).id)
    return Number.isSafeInteger(n) && n > 0 ? n : 0
  }

  // Anyone holding a link can reach the page: the public per-address limit keeps it from being hammered.
  const rateLimit = publicRateLimit(app.config)
  route(app, apiRoutes['page:pay/:id'], { config: { rateLimit } }, async (request, reply) => {
    const locale = localeOf(request.query)
    const id = idOf(request.params)
    const sig = (request.query as { sig?: unknown }).sig
    const found = id ? await payments.paymentPage(deps, id, sig) : null
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    if (!found) return reply.status(404).send(layout(locale, `<p>${esc(T.invalid[locale])}</p>`))
    const { payment, method } = found
    // Past its end the deposit no longer takes a payment (docs/wallet.md "Pending deposits").
    if (found.expired) return reply.send(layout(locale, `<p>${esc(T.expired[locale])}</p>`))
    if (payment.status !== TransactionStatus.Pending) {
      const text = payment.status === TransactionStatus.Confirmed ? T.paid : T.cancelled
      return reply.send(layout(locale, `<p>${esc(text[locale])}</p>`))
    }
    const amount = formatKurus(payment.amount, locale)
    return reply.send(
      layout(
        locale,
        `<dl><dt>${esc(T.method[locale])}</dt><dd>${esc(method.title[locale])}</dd><dt>${esc(T.amount[locale])}</dt><dd>${esc(amount)}</dd></dl>
<form method="post" action="/pay/${payment.id}?lang=${locale}"><input type="hidden" name="sig" value="${esc(String(sig))}">
<button type="submit" name="action" value="pay">${esc(T.pay[locale])}</button><button type="submit" name="action" value="cancel">${esc(T.cancel[locale])}</button></form>`,
      ),
    )
  })

  route(app, apiRoutes['page:pay/:id submit'], { config: { rateLimit } }, async (request, reply) => {
    const locale = localeOf(request.query)
    const id = idOf(request.params)
    const form = (typeof request.body === 'object' && request.body ? request.body : {}) as Record<
      string,
      unknown
    >
    void reply.type('text/html; charset=utf-8').header('cache-control', 'no-store')
    const found = id ? await payments.paymentPage(deps, id, form.sig) : null
    if (!found || (form.action !== 'pay' && form.action !== 'cancel'))
      return reply.status(404).send(layout(locale, `<p>${esc(T.invalid[locale])}</p>`))
    if (found.expired) return reply.status(409).send(layout(locale, `<p>${esc(T.expired[locale])}</p>`))
    // The gateway takes no payment on a payment it knows is closed (a stale tab's Pay after a cancel):
    // no money moves, so there is no late payment to credit (docs/wallet.md "Pending deposits").
    if (found.payment.status !== TransactionStatus.Pending) {
      const text = found.payment.status === TransactionStatus.Confirmed ? T.paid : T.cancelled
      return reply.status(409).send(layout(locale, `<p>${esc(text[locale])}</p>`))
    }
    // The "gateway" calls our webhook like an outside PSP would: signed raw JSON to the callback route.
    const body = deps.gateway.webhookBody({
      event: form.action === 'pay' ? 'payment.succeeded' : 'payment.cancelled',
      paymentId: found.payment.id,
      amount: found.payment.amount,
      currency: found.payment.currency,
      reference: found.payment.providerReference ?? `demo-${found.payment.id}`,
    })
    // Received in this process as the route receives it (signature on the raw bytes), not through
    // app.inject: an instance stopping gracefully finishes the requests it holds, and inject on a
    // closing app throws, which answered a Pay in flight at SIGTERM 500 (docs/operations.md "The
    // chaos run").
    const signed = { [DEMO_SIGNATURE_HEADER]: deps.gateway.signWebhook(body, deps.clock.now()) }
    const done = await receiveDemoWebhook(deps, Buffer.from(body), signed, request.log).then(
      () => true,
      (err: unknown) => {
        request.log.error({ err }, 'demo gateway: webhook refused')
        return false
      },
    )
    if (!done) return reply.status(502).send(layout(locale, `<p>${esc(T.failed[locale])}</p>`))
    const text = form.action === 'pay' ? T.paid : T.cancelled
    return reply.send(layout(locale, `<p>${esc(text[locale])}</p>`))
  })
}
