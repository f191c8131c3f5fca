/*
 * The exclusion register's keys (docs/player-protection.md "The exclusion register"): a
 * self-exclusion or a time-out belongs to the person, not to one account, so it is recorded under
 * keys that a second account of the same person shares. Pure and zod-free: the server computes the
 * keys, the tests check the normalisation.
 */

/** What a register key is made of. `document` is the identity document's number, once known. */
export const EXCLUSION_KEY_KINDS = ['person', 'email', 'phone', 'document'] as const
export type ExclusionKeyKind = (typeof EXCLUSION_KEY_KINDS)[number]

/** Where the register is checked (the `checkpoint` of a recorded match). */
export const EXCLUSION_CHECKPOINTS = ['signup', 'phone', 'deposit', 'identity', 'exclusion'] as const
export type ExclusionCheckpoint = (typeof EXCLUSION_CHECKPOINTS)[number]

export interface ExclusionKey {
  kind: ExclusionKeyKind
  value: string
}

/** Letters that carry no combining mark in Unicode, folded by hand (NFD leaves them whole). */
const FOLD: Record<string, string> = {
  ı: 'i',
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  þ: 'th',
}

/**
 * A name reduced to what a person typing it on any keyboard keeps: Turkish İ/I/ı/i all become
 * `i` (a player without a Turkish keyboard writes IŞIK as ISIK or isik), every diacritic goes
 * (ş→s, ç→c, ğ→g, ö→o, ü→u, â→a), and every space, hyphen and apostrophe goes too, so "Ayşe Nur"
 * and "Ayşenur", "Öz-Türk" and "Öztürk" are one name. Case is folded after the marks are removed:
 * `İ` decomposes to `I` + U+0307, so it never becomes the dotted `i̇` that `toLowerCase()` gives.
 */
export function foldName(text: string): string {
  const bare = text.normalize('NFD').replace(/\p{M}/gu, '')
  let out = ''
  for (const ch of bare.toLowerCase()) out += FOLD[ch] ?? ch
  return out.replace(/[^\p{L}\p{N}]/gu, '')
}

/**
 * The person key: full name (given names and surname run together, so a middle name typed in
 * either box is the same person) and the birth date (`YYYY-MM-DD`).
 */
export function personKey(name: string, surname: string, birthDate: string): string {
  return `${foldName(`${name}${surname}`)}|${birthDate.slice(0, 10)}`
}

const GMAIL = new Set(['gmail.com', 'googlemail.com'])

/**
 * An e-mail address as its mailbox: lower case, the `+tag` of the local part dropped (every large
 * provider delivers `name+x@` to `name@`), and for Gmail the dots too (Gmail ignores them).
 */
export function emailKey(email: string): string {
  const lower = email.trim().toLowerCase()
  const at = lower.lastIndexOf('@')
  if (at < 1) return lower
  let local = lower.slice(0, at).split('+')[0]!
  let domain = lower.slice(at + 1)
  if (GMAIL.has(domain)) {
    local = local.replace(/\./g, '')
    domain = 'gmail.com'
  }
  return `${local}@${domain}`
}

/** An identity document number: letters and digits only, upper case (T.C. kimlik no, passport no). */
export function documentKey(number: string): string {
  return number
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
}
