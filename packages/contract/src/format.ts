import type { Locale } from './locale.js'
import { parseUtcTimestamp } from './time.js'

/*
 * The copy review (docs/content.md), "one format": every amount, number, percentage, multiplier, date and
 * counted noun the player reads is written here, for the web, the game clients and the server's texts alike
 * (docs/content.md, Formats). Pure: no clock, no DOM, only `Intl`. Anything that writes a figure
 * for a person calls one of these; a guard test (format-guard.test.ts) keeps ad-hoc
 * `Intl.NumberFormat`, `toLocaleString` and `toFixed` out of display code elsewhere.
 *
 * Money is built from its parts rather than with `style: 'currency'`: the ₺ goes before the figure
 * in both languages and the minus before the ₺ ("−₺12,50"), whatever a given ICU version prefers
 * for tr-TR, so Node and every browser print the same. Month names are ours for the same reason
 * (recent ICU writes "Sept" in en-GB).
 */

const INTL_LOCALE: Record<Locale, string> = { tr: 'tr-TR', en: 'en-GB' }

/** The sign of a negative amount or number: the typographic minus (U+2212), read as "minus". */
export const MINUS = '\u2212'
/** The currency symbol, always before the figure. */
export const LIRA = '₺'
/** The multiplier sign after a multiplier ("2,00×"). */
export const TIMES = '×'
/** Dates and times are Türkiye time (TSİ, UTC+3 all year since 2016) for every reader. */
export const TIME_ZONE = 'Europe/Istanbul'

const numberFormats = new Map<string, Intl.NumberFormat>()

function numberFormat(locale: Locale, min: number, max: number): Intl.NumberFormat {
  const key = `${locale}:${min}:${max}`
  let f = numberFormats.get(key)
  if (!f) {
    f = new Intl.NumberFormat(INTL_LOCALE[locale], { minimumFractionDigits: min, maximumFractionDigits: max })
    numberFormats.set(key, f)
  }
  return f
}

export interface NumberOptions {
  /** Exactly this many decimals (overrides min/max). */
  decimals?: number
  /** At least this many decimals; default 0. */
  minDecimals?: number
  /** At most this many decimals; default 2. */
  maxDecimals?: number
}

function digitsOf(opts: NumberOptions | undefined): [number, number] {
  if (opts?.decimals !== undefined) return [opts.decimals, opts.decimals]
  const min = opts?.minDecimals ?? 0
  return [min, Math.max(min, opts?.maxDecimals ?? 2)]
}

/** A number as the language writes it: "1.234,5" / "1,234.5"; negative with "−". */
export function formatNumber(value: number, locale: Locale, opts?: NumberOptions): string {
  const v = Number.isFinite(value) ? value : 0
  const [min, max] = digitsOf(opts)
  const text = numberFormat(locale, min, max).format(Math.abs(v))
  // "−0" would read as a loss: a value that rounds to zero has no sign.
  return v < 0 && /[1-9]/.test(text) ? MINUS + text : text
}

/** A percentage (49.5 = 49.5 %): "%49,50" in Turkish, the sign first; "49.50%" in English. */
export function formatPercent(percent: number, locale: Locale, opts?: NumberOptions): string {
  const text = formatNumber(Math.abs(percent), locale, opts)
  const sign = percent < 0 && /[1-9]/.test(text) ? MINUS : ''
  return locale === 'tr' ? `${sign}%${text}` : `${sign}${text}%`
}

/** A multiplier: "2,00×" / "2.00×" (two decimals unless told otherwise). */
export function formatMultiplier(
  value: number,
  locale: Locale,
  opts: NumberOptions = { decimals: 2 },
): string {
  return formatNumber(value, locale, opts) + TIMES
}

export interface MoneyOptions {
  /**
   * Marketing and offer text: a whole amount without decimals ("₺5.000"), any other with two
   * ("₺12,50"). Default: always two decimals, as balances and tables show them (spec §9).
   */
  whole?: boolean
  /** "+₺10,00" for a credit (a negative amount always carries "−"). */
  signed?: boolean
}

/** Kuruş (integer minor units, bigint or number) as lira: "₺1.234,56" / "₺1,234.56", "−₺12,50". */
export function formatKurus(kurus: bigint | number, locale: Locale, opts?: MoneyOptions): string {
  let k: bigint
  if (typeof kurus === 'bigint') k = kurus
  else k = Number.isFinite(kurus) ? BigInt(Math.round(kurus)) : 0n
  const negative = k < 0n
  const abs = negative ? -k : k
  const whole = abs / 100n
  const cents = abs % 100n
  // The whole part through Intl (it groups a bigint exactly); the kuruş appended by hand, so an
  // amount of any size keeps all its digits.
  let text = numberFormat(locale, 0, 0).format(whole)
  if (!(opts?.whole && cents === 0n)) text += decimalSeparator(locale) + String(cents).padStart(2, '0')
  const sign = negative ? MINUS : opts?.signed && abs > 0n ? '+' : ''
  return `${sign}${LIRA}${text}`
}

/** Lira in major units (the API's numbers, e.g. 1234.56) in the same format as `formatKurus`. */
export function formatMoney(lira: number, locale: Locale, opts?: MoneyOptions): string {
  return formatKurus(Number.isFinite(lira) ? Math.round(lira * 100) : 0, locale, opts)
}

/**
 * A number as a player types it in a small input (a stake, a cash-out multiplier) → the number, or
 * null. Turkish: "1.234,5", "12,50", and "12.5" from a keypad (a lone dot before one or two digits
 * is the decimal mark); English: "1,234.5". The input shows `formatNumber` text and reads it back.
 */
export function parseDecimal(text: string, locale: Locale): number | null {
  let s = text.replace(/[\s₺%×\u00a0]/g, '').replace(MINUS, '-')
  if (locale === 'tr') {
    if (s.includes(',')) s = s.replace(/\./g, '').replace(',', '.')
    else if (!/^-?\d*\.\d{1,2}$/.test(s)) s = s.replace(/\./g, '')
  } else s = s.replace(/,/g, '')
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(s)) return null
  const n = Number(s)
  return Number.isFinite(n) ? n : null
}

const decimalSeparators = new Map<Locale, string>()

function decimalSeparator(locale: Locale): string {
  let sep = decimalSeparators.get(locale)
  if (sep === undefined) {
    sep =
      numberFormat(locale, 1, 1)
        .formatToParts(1.5)
        .find((p) => p.type === 'decimal')?.value ?? '.'
    decimalSeparators.set(locale, sep)
  }
  return sep
}

/** Month abbreviations of the spec's `MMM`, fixed here rather than left to ICU's choice. */
const MONTHS: Record<Locale, readonly string[]> = {
  tr: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
}

export interface DateOptions {
  /** With the time "HH:mm" (default true); false for a day column. */
  time?: boolean
  /** With seconds "HH:mm:ss", where rounds follow each other fast. */
  seconds?: boolean
  /** Four-digit year ("7.Oca.1990"), for a birth date, where "90" could be two centuries. */
  fullYear?: boolean
}

export type DateInput = Date | string | number | null | undefined

interface Fields {
  year: number
  month: number
  day: number
  hour: number
  minute: number
  second: number
}

let istanbulParts: Intl.DateTimeFormat | undefined

function istanbulFields(d: Date): Fields {
  istanbulParts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  })
  const f: Record<string, number> = {}
  for (const p of istanbulParts.formatToParts(d)) if (p.type !== 'literal') f[p.type] = Number(p.value)
  return {
    year: f.year ?? 0,
    month: f.month ?? 1,
    day: f.day ?? 1,
    hour: (f.hour ?? 0) % 24,
    minute: f.minute ?? 0,
    second: f.second ?? 0,
  }
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/

function fieldsOf(value: DateInput): Fields | null {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'string') {
    // A calendar day (a birth date, an `<input type="date">`) is a day, not an instant: no zone.
    const m = CALENDAR_DAY.exec(value)
    if (m)
      return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: 0, minute: 0, second: 0 }
  }
  // Strings without a zone are the API's UTC time stamps (spec §3).
  const d = typeof value === 'string' ? parseUtcTimestamp(value) : new Date(value)
  return Number.isNaN(d.getTime()) ? null : istanbulFields(d)
}

const two = (n: number) => String(n).padStart(2, '0')

/**
 * The spec's `d.MMM.yy HH:mm` in Türkiye time: "25.Kas.26 12:46" / "25.Nov.26 12:46"; the day
 * alone with `{ time: false }` ("25.Kas.26"). An instant (Date, epoch ms, ISO or the API's zoneless
 * UTC stamp) or a calendar day ("1990-01-07", never shifted). '' for nothing or nonsense.
 */
export function formatDate(value: DateInput, locale: Locale, opts?: DateOptions): string {
  const f = fieldsOf(value)
  if (!f) return ''
  const year = opts?.fullYear ? String(f.year) : two(f.year % 100)
  const day = `${f.day}.${MONTHS[locale][f.month - 1]}.${year}`
  if (opts?.time === false) return day
  const time = `${two(f.hour)}:${two(f.minute)}`
  return opts?.seconds ? `${day} ${time}:${two(f.second)}` : `${day} ${time}`
}

const pluralRules = new Map<Locale, Intl.PluralRules>()

/** The CLDR plural category of a count ("one", "other"…) in the language. */
export function pluralCategory(count: number, locale: Locale): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(INTL_LOCALE[locale])
    pluralRules.set(locale, rules)
  }
  return rules.select(count)
}

export type TextParams = Readonly<Record<string, string | number | bigint | undefined>>

export interface FillOptions {
  /** What an unknown `{name}` becomes: kept as written (default, so a mistake shows) or ''. */
  missing?: 'keep' | 'empty'
}

const PLURAL_OPEN = /\{\s*(\w+)\s*,\s*plural\s*,/g

/**
 * Fills a UI text: `{name}` placeholders from params, and ICU-style plural blocks
 * `{count, plural, =0 {…} one {# unread notification} other {# unread notifications}}` by the
 * language's plural rules, `#` being the count as the language writes it ("1.234"). Turkish needs
 * one form ("{count, plural, other {# okunmamış bildirim}}" or simply "{count} okunmamış bildirim").
 * A malformed block is left as written, so it shows rather than vanishes.
 */
export function fillText(
  template: string,
  params: TextParams | undefined,
  locale: Locale,
  opts?: FillOptions,
): string {
  const p = params ?? {}
  let out = ''
  let from = 0
  const open = new RegExp(PLURAL_OPEN.source, 'g')
  for (let m = open.exec(template); m; m = open.exec(template)) {
    const block = parsePlural(template, m.index + m[0].length)
    if (!block) continue
    const raw = p[m[1]!]
    const count = Number(raw)
    const chosen =
      block.get(`=${count}`) ??
      block.get(Number.isFinite(count) ? pluralCategory(count, locale) : 'other') ??
      block.get('other') ??
      ''
    const shown =
      Number.isFinite(count) && raw !== undefined && raw !== ''
        ? formatNumber(count, locale, { maxDecimals: 2 })
        : ''
    out += template.slice(from, m.index) + chosen.replaceAll('#', shown)
    from = block.end
    open.lastIndex = block.end
  }
  out += template.slice(from)
  return out.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const v = p[key]
    if (v !== undefined) return String(v)
    return opts?.missing === 'empty' ? '' : whole
  })
}

/** The options of a plural block from just after "plural," to its closing brace. */
function parsePlural(s: string, start: number): (Map<string, string> & { end: number }) | null {
  const options = new Map<string, string>() as Map<string, string> & { end: number }
  let i = start
  for (;;) {
    while (i < s.length && /\s/.test(s[i]!)) i++
    if (s[i] === '}') {
      options.end = i + 1
      return options.has('other') ? options : null
    }
    const sel = /^(=\d+|zero|one|two|few|many|other)\s*\{/.exec(s.slice(i))
    if (!sel) return null
    let depth = 1
    let j = i + sel[0].length
    const textStart = j
    for (; j < s.length && depth > 0; j++) {
      if (s[j] === '{') depth++
      else if (s[j] === '}') depth--
    }
    if (depth !== 0) return null
    options.set(sel[1]!, s.slice(textStart, j - 1))
    i = j
  }
}
