/**
 * A free-text amount as a player types it (RTS 12B: a free-text box), in lira with at most two
 * decimals, or null when it is not one. Both Turkish (`1.500,50`) and English (`1,500.50`) writing
 * are read; a lone separator followed by exactly three digits is a thousands separator in the
 * player's language (`1.500` is 1500 in Turkish, 1.5 in English). Spaces, `₺` and `TL` are ignored.
 */
export function parseAmount(text: string, locale: 'tr' | 'en'): number | null {
  const s = text
    .replace(/\s|\u00a0/g, '')
    .replace(/₺|TL|TRY/gi, '')
    .trim()
  if (!s || !/^[\d.,]+$/.test(s)) return null
  const lastDot = s.lastIndexOf('.')
  const lastComma = s.lastIndexOf(',')
  let normalized: string
  if (lastDot >= 0 && lastComma >= 0) {
    const decimal = lastDot > lastComma ? '.' : ','
    const thousands = decimal === '.' ? ',' : '.'
    if (s.indexOf(decimal) !== s.lastIndexOf(decimal)) return null
    normalized = s.split(thousands).join('').replace(decimal, '.')
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ','
    const parts = s.split(sep)
    const groupsOfThree = parts.length > 1 && parts.slice(1).every((p) => p.length === 3) && parts[0] !== ''
    const thousandsInLocale = (locale === 'tr' && sep === '.') || (locale === 'en' && sep === ',')
    if (parts.length > 2 && !groupsOfThree) return null
    if (groupsOfThree && (parts.length > 2 || thousandsInLocale)) normalized = parts.join('')
    else normalized = parts.join('.')
  } else normalized = s
  normalized = normalized.replace(/(\.\d{2})0+$/, '$1')
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return null
  const value = Number(normalized)
  return Number.isFinite(value) && value > 0 ? value : null
}

/** Whole minutes above 0, or null. */
export function parseMinutes(text: string): number | null {
  const s = text.replace(/\s/g, '')
  if (!/^\d+$/.test(s)) return null
  const n = Number(s)
  return n > 0 && Number.isSafeInteger(n) ? n : null
}

/** Seconds as "1 h 05 min" / "1 sa 05 dk" through the two strings of the locale. */
export function splitDuration(seconds: number): { h: number; m: number } {
  const total = Math.max(0, Math.floor(seconds / 60))
  return { h: Math.floor(total / 60), m: total % 60 }
}
