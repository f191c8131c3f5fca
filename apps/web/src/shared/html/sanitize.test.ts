import { describe, expect, it } from 'vitest'
import { htmlToText, isSafeUrl, sanitizeHtml } from './sanitize'

describe('sanitizeHtml', () => {
  it('removes scripts and event handlers', () => {
    const out = sanitizeHtml('<p>Hi<script>alert(1)</script></p><img src="/a.png" onerror="alert(2)">')
    expect(out).not.toMatch(/script|onerror|alert/i)
    expect(out).toContain('<p>Hi</p>')
    expect(out).toContain('src="/a.png"')
  })

  it('drops javascript:, data: and other non-http links', () => {
    const out = sanitizeHtml(
      '<a href="javascript:alert(1)">a</a><a href="java\tscript:alert(1)">b</a><a href="data:text/html,x">c</a><a href="mailto:x@y.z">d</a>',
    )
    expect(out).not.toMatch(/href=/)
  })

  it('keeps http(s) and relative links', () => {
    const out = sanitizeHtml(
      '<a href="https://galata.bet/x">a</a><a href="/pages/1">b</a><a href="#top">c</a>',
    )
    expect(out).toContain('href="https://galata.bet/x"')
    expect(out).toContain('href="/pages/1"')
    expect(out).toContain('href="#top"')
  })

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    const out = sanitizeHtml('<a href="https://x.example" target="_blank" rel="opener">x</a>')
    expect(out).toContain('target="_blank"')
    expect(out).toContain('rel="noopener noreferrer"')
  })

  it('removes styles, forms and frames', () => {
    const out = sanitizeHtml(
      '<style>body{}</style><p style="position:fixed">t</p><form action="/x"><input></form><iframe src="https://x"></iframe>',
    )
    expect(out).toBe('<p>t</p>')
  })
})

describe('helpers', () => {
  it('isSafeUrl', () => {
    expect(isSafeUrl('https://a.b')).toBe(true)
    expect(isSafeUrl('HTTP://a.b')).toBe(true)
    expect(isSafeUrl('page.html')).toBe(true)
    expect(isSafeUrl(' javascript:alert(1)')).toBe(false)
    expect(isSafeUrl('vbscript:x')).toBe(false)
  })

  it('htmlToText reads headings and paragraphs, not tables, fine print or scripts', () => {
    expect(
      htmlToText(
        '<h3>Bonus</h3><p>100%  <strong>now</strong></p><table><tr><td>T</td></tr></table><p><small>rules</small></p><script>x()</script>',
      ),
    ).toBe('Bonus. 100% now')
    expect(htmlToText('plain <b>text</b><script>x()</script>')).toBe('plain text')
  })
})
