/**
 * Money at the edge (ARCHITECTURE.md, data and money): kuruş as bigint inside the server, a number
 * with two decimals in the JSON of spec §7. Conversions happen here and nowhere else.
 */

const DECIMAL = /^(-?)(\d{1,15})(?:\.(\d{1,2}))?$/

/**
 * Lira → kuruş. Accepts a decimal string (`'12.34'`) or a number that the contract already held to
 * two decimals (`12.34`, also `59.97000000000001` from browser arithmetic, which is 5997).
 * Anything else (three decimals, NaN, ±Infinity, more than 15 integer digits) is a programming
 * error upstream and throws.
 */
export function toMinor(value: string | number): bigint {
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || Math.abs(value) >= 1e15) throw new RangeError(`not an amount: ${value}`)
    const scaled = Math.round(value * 100)
    if (Math.abs(scaled - value * 100) > Math.max(1, Math.abs(value * 100)) * 1e-9)
      throw new RangeError(`more than two decimals: ${value}`)
    return BigInt(scaled)
  }
  const m = DECIMAL.exec(value.trim())
  if (!m) throw new RangeError(`not an amount: ${value}`)
  const [, sign, whole, frac = ''] = m
  const minor = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'))
  return sign === '-' ? -minor : minor
}

/** Kuruş → lira as a number with at most two decimals (1234n → 12.34). Exact below 2^53 kuruş. */
export function toMajor(minor: bigint): number {
  return Number(toMajorText(minor))
}

/** Kuruş → lira as text with two decimals (1234n → "12.34", -5n → "-0.05"), as providers' dialects answer. */
export function toMajorText(minor: bigint): string {
  const negative = minor < 0n
  const abs = negative ? -minor : minor
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`
  return negative ? `-${text}` : text
}

/**
 * A game provider's decimal amount in lira (docs/providers.md, each dialect's "Units"), read as text,
 * never through a float: its whole kuruş and whether it carried anything below one kuruş (a stake
 * must not, a credit books the floor). Null when it is no plain non-negative decimal (a sign, an
 * exponent, spaces, more than `maxLiraDigits` integer digits or 20 decimals).
 */
export function providerAmount(
  text: string,
  maxLiraDigits = 15,
): { kurus: bigint; belowKurus: boolean } | null {
  const m = new RegExp(`^(0|[1-9][0-9]{0,${maxLiraDigits - 1}})(?:\\.([0-9]{1,20}))?$`).exec(text)
  if (!m) return null
  const fraction = (m[2] ?? '').padEnd(2, '0')
  return {
    kurus: BigInt(m[1]!) * 100n + BigInt(fraction.slice(0, 2)),
    belowKurus: /[1-9]/.test(fraction.slice(2)),
  }
}

/** A bigint from whatever a driver answers for an int8 or a numeric (string, number or bigint). */
export function asBigint(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return BigInt(value)
  if (typeof value === 'string') return BigInt(value)
  if (value === null || value === undefined) return 0n
  throw new TypeError(`not an integer: ${String(value)}`)
}
