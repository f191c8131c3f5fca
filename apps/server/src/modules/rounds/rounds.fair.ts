import { createHash, createHmac, randomBytes } from 'node:crypto'
import { wordsOfBytes, type WordSource } from '@galata/game-math/tables/fair'

/*
 * Fairness of a shared round (docs/shared-rounds.md "Fairness"). Before betting opens the round's server
 * seed (32 bytes from node's CSPRNG) is committed: its SHA-256 is published with the round. At the
 * close, the close value is computed: the SHA-256 of the round's header and of every bet accepted
 * by the close, one line each, in id order. The outcome is drawn from
 * HMAC-SHA256(key = server seed, "galata:{game}:{round}:{close value}:{counter}"), read as 32-bit
 * words, mapped by rejection sampling. So the seed is fixed before anybody bets, and the outcome
 * depends on a value that does not exist until betting closes; after the round the seed is revealed
 * and anyone can recompute both hashes and the outcome (GET /api/rounds/verify/{roundId}).
 */

export function newServerSeed(): string {
  return randomBytes(32).toString('hex')
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex')
}

/** One accepted bet as it is hashed and published (no player identity: the bet id finds one's own). */
export function betLine(b: {
  id: number
  clientBetId: string
  stake: bigint
  spots: { spot: string; amount: string }[]
}) {
  return `${b.id}:${b.clientBetId}:${b.stake}:${b.spots.map((s) => `${s.spot}=${s.amount}`).join(',')}`
}

/** The close value: SHA-256 of `galata:{game}:{round}:{commit}` and the bet lines, newline-separated. */
export function closeValueOf(
  game: string,
  roundId: number,
  commit: string,
  lines: readonly string[],
): string {
  return sha256Hex([`galata:${game}:${roundId}:${commit}`, ...lines].join('\n'))
}

/** The round's word stream: successive HMAC blocks of 32 bytes (8 words each). */
export function roundWords(
  serverSeed: string,
  game: string,
  roundId: number,
  closeValue: string,
): WordSource {
  return wordsOfBytes((counter) =>
    createHmac('sha256', serverSeed).update(`galata:${game}:${roundId}:${closeValue}:${counter}`).digest(),
  )
}

/**
 * A bet's own words, fixed when it is accepted (bingo: the tickets of a purchase):
 * HMAC-SHA256(key = server seed, "galata:{game}:{round}:bet:{betId}:{counter}"). The seed is committed
 * before sales open, so the tickets cannot be chosen after the purchase; they are shown at once.
 */
export function betWords(serverSeed: string, game: string, roundId: number, betId: number): WordSource {
  return wordsOfBytes((counter) =>
    createHmac('sha256', serverSeed).update(`galata:${game}:${roundId}:bet:${betId}:${counter}`).digest(),
  )
}
