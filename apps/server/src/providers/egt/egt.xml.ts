/*
 * The flat XML of EGT's wallet calls (docs/providers.md "EGT"): one root element whose children
 * are named text fields, nothing deeper. No XML package is in the tree and a general parser would
 * bring what this dialect never uses, so this reader is strict and small: no DOCTYPE, no entity
 * declarations (hence no entity expansion and no external entities), no comments, CDATA or
 * processing instructions besides the leading declaration; only the five predefined entities and
 * numeric character references are decoded. Anything else is not this dialect: null.
 */

export interface FlatXml {
  /** The root element's name (e.g. `WithdrawRequest`). */
  root: string
  fields: ReadonlyMap<string, string>
}

const NAME = '[A-Za-z_][A-Za-z0-9_.-]{0,63}'
const DECLARATION = /^<\?xml\s[^<>?]*\?>/
const ROOT_OPEN = new RegExp(
  `^<(${NAME})((?:\\s+[A-Za-z_:][A-Za-z0-9_:.-]*\\s*=\\s*(?:"[^"<&]*"|'[^'<&]*'))*)\\s*>`,
)
const CHILD = new RegExp(`^<(${NAME})\\s*(?:/>|>([^<]*)</(${NAME})\\s*>)`)
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#([0-9]{1,7})|#x([0-9A-Fa-f]{1,6}));/g
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
/** More fields than any EGT call carries: a body past it is not this dialect. */
const MAX_FIELDS = 64

/** Text with only the predefined and numeric entities; null when another `&` appears. */
function decode(text: string): string | null {
  // An `&` that starts no known reference (a named entity of a DOCTYPE, say) is not this dialect.
  if (text.replace(ENTITY, '').includes('&')) return null
  let bad = false
  const out = text.replace(
    ENTITY,
    (_m, named: string | undefined, dec: string | undefined, hex: string | undefined) => {
      if (named) return NAMED[named]!
      const code = dec !== undefined ? Number(dec) : parseInt(hex!, 16)
      if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
        bad = true
        return ''
      }
      return String.fromCodePoint(code)
    },
  )
  return bad ? null : out
}

export function parseFlatXml(input: Buffer | string): FlatXml | null {
  let s = (typeof input === 'string' ? input : input.toString('utf8')).replace(/^\uFEFF/, '').trim()
  const declaration = DECLARATION.exec(s)
  if (declaration) s = s.slice(declaration[0].length).trimStart()
  // A DOCTYPE (and with it every entity declaration), comments, CDATA, processing instructions.
  if (s.includes('<!') || s.includes('<?')) return null
  const open = ROOT_OPEN.exec(s)
  if (!open) return null
  const root = open[1]!
  s = s.slice(open[0].length)
  const fields = new Map<string, string>()
  for (;;) {
    s = s.trimStart()
    if (s.startsWith('</')) {
      const close = new RegExp(`^</${root.replace(/\./g, '\\.')}\\s*>$`).exec(s.trimEnd())
      return close ? { root, fields } : null
    }
    const child = CHILD.exec(s)
    if (!child) return null
    const [whole, name, text, closing] = child
    if (closing !== undefined && closing !== name) return null
    if (fields.has(name!) || fields.size >= MAX_FIELDS) return null
    const value = decode(text ?? '')
    if (value === null) return null
    fields.set(name!, value.trim())
    s = s.slice(whole.length)
  }
}

function escape(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
}

/** A flat document: the declaration, the root, one child per field in the order given. */
export function flatXml(
  root: string,
  fields: readonly (readonly [string, string | number | bigint])[],
): string {
  const children = fields.map(([name, value]) => `<${name}>${escape(String(value))}</${name}>`).join('')
  return `<?xml version="1.0" encoding="utf-8"?><${root}>${children}</${root}>`
}
