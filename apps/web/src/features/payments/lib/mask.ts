/**
 * The masks payment/detail sends (spec §3, §5) in ngx-mask notation: `0` a digit, `S` a letter,
 * `A` a letter or a digit; anything else is a literal the mask writes itself (`SS00 0000 …`).
 */

const SLOT: Record<string, RegExp> = { '0': /\d/, S: /\p{L}/u, A: /[\p{L}\d]/u }

function isSlot(ch: string): boolean {
  return ch in SLOT
}

/**
 * What was typed or pasted, shaped by the mask: characters that do not fit their slot are dropped,
 * literals are written as soon as a character follows them, and input beyond the mask is cut.
 * `formatMask('tr330006100519786457841326', 'SS00 0000 …')` → `TR33 0006 1005 …`.
 */
export function formatMask(value: string, mask: string): string {
  // Literals the player typed themselves (spaces, dashes) are not input: the mask writes them.
  const raw = [...value].filter((ch) => /[\p{L}\d]/u.test(ch))
  let out = ''
  let literal = ''
  let i = 0
  for (const m of mask) {
    if (i >= raw.length) break
    if (!isSlot(m)) {
      literal += m
      // A literal letter or digit the player typed too is taken as that literal.
      if (raw[i]?.toUpperCase() === m.toUpperCase()) i++
      continue
    }
    let ch = raw[i]
    while (ch !== undefined && !SLOT[m]!.test(ch)) ch = raw[++i]
    if (ch === undefined) break
    out += literal + (m === '0' ? ch : ch.toUpperCase())
    literal = ''
    i++
  }
  return out
}

/** True when every slot of the mask is filled. */
export function isMaskComplete(value: string, mask: string): boolean {
  return formatMask(value, mask).length === mask.length
}
