import DOMPurify from 'dompurify'

type Purifier = ReturnType<typeof DOMPurify>

const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'background']

/**
 * Only http(s) and relative addresses survive (mailto:, tel:, data:, javascript: and every other
 * scheme are dropped). Browsers ignore tabs, newlines and control characters inside a scheme
 * ("java\tscript:"), so they are removed before the test.
 */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const v = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (v === '') return true
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(v)
  if (!scheme) return true
  return /^https?$/i.test(scheme[1] ?? '')
}

let purifier: Purifier | null = null

function getPurifier(): Purifier {
  if (purifier) return purifier
  // A private instance: the hooks below must not leak into anyone else's DOMPurify.
  const p = DOMPurify(window)
  p.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name)
      if (value !== null && !isSafeUrl(value)) node.removeAttribute(name)
    }
    const target = node.getAttribute('target')
    if (target !== null) {
      if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer')
      else if (target !== '_self') node.removeAttribute('target')
    }
  })
  purifier = p
  return p
}

/**
 * HTML from the CMS (pages and promotion descriptions) before it reaches the page. The server sanitises it
 * when written and served; this is the second line (ARCHITECTURE.md): no scripts, handlers, styles,
 * forms or frames, and links limited to http(s) and relative addresses.
 */
export function sanitizeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ADD_ATTR: ['target'],
    FORBID_TAGS: [
      'style',
      'form',
      'input',
      'button',
      'textarea',
      'select',
      'iframe',
      'object',
      'embed',
      'svg',
      'math',
    ],
    FORBID_ATTR: ['style', 'srcset'],
    ALLOW_DATA_ATTR: false,
  })
}

/**
 * The opening words of an HTML description as plain text, for a card teaser (never rendered as
 * HTML): headings and paragraphs in order, leaving out tables and fine print.
 */
export function htmlToText(html: string): string {
  // A parsed, never-attached document runs no script and loads no image.
  const doc = new DOMParser().parseFromString(html, 'text/html')
  const clean = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim()
  const parts = [...doc.body.querySelectorAll('h1, h2, h3, h4, h5, h6, p')]
    .filter(
      (el) =>
        !el.closest('table') &&
        clean(el.textContent) !== clean(el.querySelector('small')?.textContent ?? null),
    )
    .map((el) => {
      const text = clean(el.textContent)
      return /^H\d$/.test(el.tagName) && !/[.!?:…]$/.test(text) ? `${text}.` : text
    })
    .filter(Boolean)
  if (parts.length > 0) return parts.join(' ')
  doc.querySelectorAll('script, style, template, noscript').forEach((n) => n.remove())
  return clean(doc.body.textContent)
}
