import { timingSafeEqual } from 'node:crypto'
import { AppError } from '../lib/app-error.js'
import { providerAmount, toMajor } from '../modules/wallet/index.js'

/*
 * Decimal-amount dialects (Digitain, EveryMatrix; docs/providers.md "Units" of each): amounts
 * arrive as JSON numbers in lira ("12.5"). A JSON number read as a float loses the text the
 * provider sent (0.1 + 0.2, 1e21), so the raw body is read with every number kept as its exact text
 * and each amount is parsed from that text into kuruş, never through a float.
 */

/**
 * The JSON text with every number token outside strings turned into a string of the same digits,
 * so `JSON.parse` yields `"12.50"` where the provider sent `12.50`. Anything that is not JSON stays
 * not JSON (the caller's parse still throws).
 */
export function numbersAsText(json: string): string {
  let out = ''
  let i = 0
  while (i < json.length) {
    const c = json[i]!
    if (c === '"') {
      // Copy the whole string, escapes included.
      let j = i + 1
      while (j < json.length && json[j] !== '"') j += json[j] === '\\' ? 2 : 1
      out += json.slice(i, j + 1)
      i = j + 1
    } else if (c === '-' || (c >= '0' && c <= '9')) {
      let j = i + 1
      while (j < json.length && /[0-9.eE+-]/.test(json[j]!)) j += 1
      out += `"${json.slice(i, j)}"`
      i = j
    } else {
      out += c
      i += 1
    }
  }
  return out
}

/**
 * A decimal text → kuruş and whether it carried anything below a kuruş, or null when it is no
 * plain amount (the one reading of provider amounts, modules/wallet/money.ts).
 */
function split(text: unknown): { kurus: bigint; remainder: boolean; subKurus: bigint } | null {
  if (typeof text !== 'string') return null
  const parts = providerAmount(text, 13)
  return parts && { kurus: parts.kurus, remainder: parts.belowKurus, subKurus: parts.subKurus }
}

/**
 * A stake: exact whole kuruş above zero, or refused VALIDATION_FAILED (the dialect's parameter
 * error). At most 13 integer digits of lira: no stake comes near, and the sum stays far below 2^63.
 */
export function stakeKurus(text: unknown, field: string): bigint {
  const s = split(text)
  if (!s || s.remainder || s.kurus <= 0n) throw new AppError('VALIDATION_FAILED', { [field]: 'invalid' })
  return s.kurus
}

/**
 * A credit (win): never refused for being below a kuruş (PROVIDERS.md): the floor in kuruş is
 * credited and the remainder (`subKurus`, 10^-18 kuruş) goes to the rounding suspense account
 * (docs/wallet.md). Zero is a valid credit (a lost round's closing win). Not a plain non-negative
 * decimal at all: refused as malformed.
 */
export function creditKurus(text: unknown, field: string): { amount: bigint; subKurus: bigint } {
  const s = split(text)
  if (!s) throw new AppError('VALIDATION_FAILED', { [field]: 'invalid' })
  return { amount: s.kurus, subKurus: s.subKurus }
}

/** Kuruş → lira as a JSON number with at most two decimals (what these dialects answer). */
export const liraNumber = toMajor

/** Constant-time string equality (credentials, signatures). */
export function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8')
  const y = Buffer.from(b, 'utf8')
  return x.length === y.length && timingSafeEqual(x, y)
}
