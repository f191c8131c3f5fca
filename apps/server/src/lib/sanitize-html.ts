import sanitize from 'sanitize-html'

/**
 * The one allow-list for HTML that reaches a player's browser from the CMS and promotions
 * (SECURITY.md, input and output). It is applied when content is written and again when it is
 * served, so a row edited straight in the database, or written before the list was tightened,
 * still cannot carry script. Anything not listed here is dropped: no style attributes (CSS
 * expressions, url() beacons), no event handlers, no iframes, forms, SVG or MathML.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'mark',
    'abbr',
    'a',
    'img',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'span',
    'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    abbr: ['title'],
    ol: ['start'],
    span: ['class'],
    div: ['class'],
  },
  // Only web and mail links; javascript:, data:, vbscript:, file: and every other scheme go.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  // `//evil.example/x` is another origin wearing a relative path's clothes.
  allowProtocolRelative: false,
  // Script and style bodies are code, not text: drop them with their tag.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title', 'template', 'xmp', 'iframe'],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs }
      // Only a new tab or the same frame; `_top`/`_parent`/named frames could steer the game frames.
      if (next.target !== '_blank' && next.target !== '_self') delete next.target
      // A new tab must not get `window.opener` back to the site (reverse tabnabbing).
      if (next.target === '_blank') next.rel = 'noopener noreferrer'
      else delete next.rel
      return { tagName, attribs: next }
    },
  },
}

/** Sanitised HTML: safe to put in the DOM with `innerHTML`/`dangerouslySetInnerHTML`. */
export function sanitizeHtml(html: string): string {
  return sanitize(html, options)
}
