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
): { kurus: bigint; belowKurus: boolean; subKurus: bigint } | null {
  const m = new RegExp(`^(0|[1-9][0-9]{0,${maxLiraDigits - 1}})(?:\\.([0-9]{1,20}))?$`).exec(text)
  if (!m) return null
  const fraction = (m[2] ?? '').padEnd(2, '0')
  const subKurus = BigInt(fraction.slice(2).padEnd(SUB_KURUS_DIGITS, '0'))
  return {
    kurus: BigInt(m[1]!) * 100n + BigInt(fraction.slice(0, 2)),
    belowKurus: subKurus > 0n,
    subKurus,
  }
}

/**
 * What a credit carried below the kuruş, in 10^-18 kuruş (docs/wallet.md "Rounding suspense"): a
 * provider's decimal has at most 20 decimals of a lira (18 below the kuruş), Hub88's unit is 10^-3
 * kuruş, so every remainder is a whole number of these.
 */
export const SUB_KURUS_DIGITS = 18
export const SUB_KURUS_PER_KURUS = 10n ** BigInt(SUB_KURUS_DIGITS)

/**
 * An amount in a provider's integer unit (`unitsPerKurus` of them make a kuruş, a divisor of
 * 10^18: Hub88's 1,000) → whole kuruş and the remainder in 10^-18 kuruş.
 */
export function providerUnits(units: bigint, unitsPerKurus: bigint): { kurus: bigint; subKurus: bigint } {
  if (units < 0n || SUB_KURUS_PER_KURUS % unitsPerKurus !== 0n)
    throw new RangeError(`not a unit amount: ${units}`)
  return {
    kurus: units / unitsPerKurus,
    subKurus: (units % unitsPerKurus) * (SUB_KURUS_PER_KURUS / unitsPerKurus),
  }
}

/**
 * A provider's decimal amount in kuruş (EGT's minor units, "1234.567"), read as text: its whole
 * kuruş and the rest in 10^-18 kuruş. Null when it is no plain non-negative decimal of at most
 * `maxDigits` integer digits and 18 decimals.
 */
export function providerMinorAmount(
  text: string,
  maxDigits = 15,
): { kurus: bigint; subKurus: bigint } | null {
  const m = new RegExp(`^([0-9]{1,${maxDigits}})(?:\\.([0-9]{1,${SUB_KURUS_DIGITS}}))?$`).exec(text)
  if (!m) return null
  return { kurus: BigInt(m[1]!), subKurus: BigInt((m[2] ?? '').padEnd(SUB_KURUS_DIGITS, '0')) }
}

/** A carry of remainders (10^-18 kuruş) → the whole kuruş in it and what stays below one. */
export function wholeKurusOf(subKurus: bigint): { kurus: bigint; rest: bigint } {
  return { kurus: subKurus / SUB_KURUS_PER_KURUS, rest: subKurus % SUB_KURUS_PER_KURUS }
}

/** A bigint from whatever a driver answers for an int8 or a numeric (string, number or bigint). */
export function asBigint(value: unknown): bigint {
  if (typeof value === 'bigint') return value
  if (typeof value === 'number') return BigInt(value)
  if (typeof value === 'string') return BigInt(value)
  if (value === null || value === undefined) return 0n
  throw new TypeError(`not an integer: ${String(value)}`)
}
