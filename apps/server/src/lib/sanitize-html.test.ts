import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize-html.js'

/** Payloads from the OWASP XSS filter-evasion cheat sheet and friends (SECURITY.md: corpus test). */
const corpus = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/xss.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<img src=JaVaScRiPt:alert(1)>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
  '<img src="  javascript:alert(1)">',
  '<img """><script>alert(1)</script>">',
  '<a href="javascript:alert(1)">x</a>',
  '<a href="JAVASCRIPT:alert(1)">x</a>',
  '<a href="java\tscript:alert(1)">x</a>',
  '<a href="java&#x09;script:alert(1)">x</a>',
  '<a href="javascript&#58;alert(1)">x</a>',
  '<a href="javascript&colon;alert(1)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  '<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>',
  '<a href=" &#14; javascript:alert(1)">x</a>',
  '<a href="vbscript:msgbox(1)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.example/phish">x</a>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<a href="https://ok.example" onmouseover=alert(1)>x</a>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<body onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<div style="width: expression(alert(1))">x</div>',
  '<span style="behavior:url(xss.htc)">x</span>',
  '<style>@import "https://evil.example/x.css";</style>',
  '<link rel="stylesheet" href="https://evil.example/x.css">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="https://evil.example/">',
  '<form action="https://evil.example"><input name=p><button>go</button></form>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<audio src=x onerror=alert(1)>',
  '<marquee onstart=alert(1)>x</marquee>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<td background="javascript:alert(1)">',
  '<div onmouseover="alert(1)">x</div>',
  '<p title="</p><script>alert(1)</script>">x</p>',
  '<!--<script>alert(1)</script>-->',
  '<![CDATA[<script>alert(1)</script>]]>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<template><script>alert(1)</script></template>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<IMG SRC=`javascript:alert(1)`>',
  '<a href="https://ok.example" target="_top">x</a>',
  '<img src="https://ok.example/a.png" srcset="javascript:alert(1) 1x">',
  '<blockquote cite="javascript:alert(1)">x</blockquote>',
]

/** Something a browser would run: a script element, an event handler, or a script-bearing URL. */
function executable(html: string): string | null {
  const checks: [string, RegExp][] = [
    ['script tag', /<\s*script/i],
    ['event handler', /<[^>]*\son[a-z]+\s*=/i],
    [
      'javascript url',
      /(?:href|src|action|cite|srcset|background|xlink:href)\s*=\s*["'`]?\s*(?:javascript|vbscript|data):/i,
    ],
    ['iframe/object/embed', /<\s*(?:iframe|object|embed|svg|math|form|base|meta|link|style)\b/i],
    ['style attribute', /\sstyle\s*=/i],
    ['protocol-relative url', /(?:href|src)\s*=\s*["']?\/\//i],
  ]
  for (const [name, re] of checks) if (re.test(html)) return name
  return null
}

describe('sanitizeHtml', () => {
  it.each(corpus)('leaves nothing executable in %s', (payload) => {
    const out = sanitizeHtml(payload)
    expect(executable(out), out).toBeNull()
    // Sanitising is a fixed point: a second pass (the one when served) changes nothing.
    expect(sanitizeHtml(out)).toBe(out)
  })

  it('keeps the formatting the CMS needs', () => {
    const html =
      '<h2>Başlık</h2><p>Metin <strong>kalın</strong> <em>italik</em><br /></p><ul><li>bir</li></ul>' +
      '<ol><li>iki</li></ol><blockquote>alıntı</blockquote><hr />' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>' +
      '<div class="note"><span class="hl">x</span></div>'
    expect(sanitizeHtml(html)).toBe(html)
  })

  it('keeps http(s), mailto and relative links and images', () => {
    expect(sanitizeHtml('<a href="https://galata.local/x">a</a>')).toBe(
      '<a href="https://galata.local/x">a</a>',
    )
    expect(sanitizeHtml('<a href="/pages/1">a</a>')).toBe('<a href="/pages/1">a</a>')
    expect(sanitizeHtml('<a href="mailto:destek@galata.local">a</a>')).toBe(
      '<a href="mailto:destek@galata.local">a</a>',
    )
    expect(sanitizeHtml('<img src="/media/a.svg" alt="a" />')).toBe('<img src="/media/a.svg" alt="a" />')
    expect(sanitizeHtml('<img src="mailto:x@y.z" />')).toBe('<img />')
  })

  it('adds rel="noopener noreferrer" to links that open a new tab and drops rel elsewhere', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">a</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">a</a>',
    )
    expect(sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">a</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">a</a>',
    )
    expect(sanitizeHtml('<a href="/x" rel="opener">a</a>')).toBe('<a href="/x">a</a>')
  })
})
