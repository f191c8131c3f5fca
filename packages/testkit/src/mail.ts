/** Quoted-printable (RFC 2045) to text: soft breaks removed, `=XX` bytes read as UTF-8. */
export function decodeQuotedPrintable(raw: string): string {
  const text = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < text.length; i++) {
    const hex = text.slice(i + 1, i + 3)
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

/** The quoted-printable text and every base64 body part decoded, whatever encoding the mailer chose. */
export function readableMail(raw: string): string {
  const base64Parts = [
    ...raw.matchAll(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/gi),
  ].map((m) => Buffer.from((m[1] ?? '').replace(/\s/g, ''), 'base64').toString('utf8'))
  return [decodeQuotedPrintable(raw), ...base64Parts].join('\n')
}

/** The Subject header, folded lines joined and RFC 2047 encoded words decoded. */
export function subjectOf(raw: string): string {
  const match = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)
  if (!match?.[1]) return ''
  return match[1]
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([QB])\?(.*?)\?=/gi, (_, kind: string, body: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(body, 'base64').toString('utf8')
        : decodeQuotedPrintable(body.replace(/_/g, ' ')),
    )
    .trim()
}

/**
 * The six digits after "Kodunuz:" / "Your code:" (recovery mail) or "kodunuz:" / "code:" (SMS).
 * Throws when there is none: a mail that must carry no code is checked with it.
 */
export function codeIn(text: string): string {
  const match = /(?:Kodunuz|Your code|kodunuz|code)\s*:\s*(\d{6})\b/.exec(text)
  if (!match?.[1]) throw new Error(`no code in: ${text.slice(0, 500)}`)
  return match[1]
}
