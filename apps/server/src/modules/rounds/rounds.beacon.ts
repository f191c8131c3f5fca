import { createHash } from 'node:crypto'
import { bls12_381 } from '@noble/curves/bls12-381.js'

/*
 * The public beacon mode of a shared round's fairness (docs/shared-rounds.md "Fairness"). With
 * ROUNDS_BEACON_URL set (a drand HTTP endpoint of the quicknet chain), a round's close value is the
 * randomness of the FIRST quicknet round published after betting closes: nobody (operator, player,
 * the League of Entropy's single members) knows it before the close, and nobody can choose it. The
 * beacon is checked here before use: the BLS signature (unchained, on G1, RFC 9380 hash-to-curve)
 * over SHA-256(round as 8 big-endian bytes) against the chain's public key pinned below (never the
 * key the endpoint serves), and randomness = SHA-256(signature). When the beacon is unreachable, late
 * or invalid, the round closes with the embedded value and the reason is stored with it.
 */

/** drand quicknet (League of Entropy mainnet), as its `/info` publishes it. */
export const QUICKNET = {
  chainHash: '52db9ba70e0cc0f6eaf7803dd07447a1f5477735fd3f661792ba94600c84e971',
  publicKey:
    '83cf0f2896adee7eb8b5f01fcad3912212c437e0073e911fb90022d3e760183c8c4b450b6a0a6c3ac6a5776a2d1064510d1fec758c921cc22b0e17e63aaf4bcb5ed66304de9cf809bd274ca73bab4af5a6e9c76a4bc09e76eae8991ef5ece45a',
  schemeId: 'bls-unchained-g1-rfc9380',
  genesisMs: 1_692_803_367_000,
  periodMs: 3_000,
} as const

const DST = 'BLS_SIG_BLS12381G1_XMD:SHA-256_SSWU_RO_NUL_'

/** How long after a beacon round's time the table waits for it before closing with the embedded value. */
export const BEACON_LATE_MS = 3_000
/** One HTTP request to the endpoint, at most. */
const FETCH_TIMEOUT_MS = 1_000

/** The first beacon round published strictly after `closesAt` (epoch ms): round r is due at genesis + (r−1)·period. */
export function beaconRoundAfter(closesAt: number): number {
  return Math.floor((closesAt - QUICKNET.genesisMs) / QUICKNET.periodMs) + 2
}

/** When a beacon round is published (epoch ms). */
export function beaconRoundTime(round: number): number {
  return QUICKNET.genesisMs + (round - 1) * QUICKNET.periodMs
}

/** SHA-256 of the signature: drand's randomness of an unchained round. */
export function beaconRandomness(signatureHex: string): string {
  return createHash('sha256').update(Buffer.from(signatureHex, 'hex')).digest('hex')
}

/** The BLS check of one quicknet round's signature against the pinned public key. */
export function verifyBeaconSignature(round: number, signatureHex: string): boolean {
  if (!/^[0-9a-f]{96}$/i.test(signatureHex)) return false
  const msg = Buffer.alloc(8)
  msg.writeBigUInt64BE(BigInt(round))
  const sigs = bls12_381.shortSignatures
  try {
    return sigs.verify(
      Buffer.from(signatureHex, 'hex'),
      sigs.hash(createHash('sha256').update(msg).digest(), DST),
      Buffer.from(QUICKNET.publicKey, 'hex'),
    )
  } catch {
    return false
  }
}

export interface Beacon {
  round: number
  signature: string
  randomness: string
}

/** A beacon fetch: the checked round, `pending` (not there yet, try again), or a reason to fall back. */
export type BeaconAnswer =
  { ok: true; beacon: Beacon } | { ok: false; retry: boolean; reason: 'unreachable' | 'late' | 'invalid' }

export interface BeaconSource {
  readonly url: string
  /** The beacon for `round`, fetched and checked; `now` decides when waiting turns into "late". */
  get(round: number, now: number): Promise<BeaconAnswer>
}

/** ROUNDS_BEACON_URL's client: `GET {url}/public/{round}` → `{round, randomness, signature}`. */
export function httpBeacon(url: string, fetcher: typeof fetch = fetch): BeaconSource {
  const base = url.replace(/\/+$/, '')
  const cache = new Map<number, Beacon>()
  return {
    url: base,
    async get(round, now) {
      const known = cache.get(round)
      if (known) return { ok: true, beacon: known }
      const due = beaconRoundTime(round)
      const late = now > due + BEACON_LATE_MS
      if (now < due) return { ok: false, retry: true, reason: 'late' }
      let body: unknown
      try {
        const res = await fetcher(`${base}/public/${round}`, {
          signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
        })
        // The endpoint answers but has not got the round (drand: 404 or 425 Too Early): late.
        if (!res.ok) return { ok: false, retry: !late, reason: res.status < 500 ? 'late' : 'unreachable' }
        body = await res.json()
      } catch {
        return { ok: false, retry: !late, reason: 'unreachable' }
      }
      const b = body as { round?: unknown; signature?: unknown; randomness?: unknown }
      const signature = typeof b.signature === 'string' ? b.signature.toLowerCase() : ''
      if (b.round !== round || !verifyBeaconSignature(round, signature))
        return { ok: false, retry: false, reason: 'invalid' }
      const randomness = beaconRandomness(signature)
      if (typeof b.randomness === 'string' && b.randomness.toLowerCase() !== randomness)
        return { ok: false, retry: false, reason: 'invalid' }
      const beacon = { round, signature, randomness }
      cache.set(round, beacon)
      if (cache.size > 64) cache.delete(cache.keys().next().value!)
      return { ok: true, beacon }
    },
  }
}
