import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { gameProviders, games, type ProviderCode } from '../db/schema/index.js'
import { createSession } from '../modules/auth/index.js'
import { checkLedger, SUB_KURUS_PER_KURUS, toMinor } from '../modules/wallet/index.js'
import { signGameToken } from '../providers/index.js'
import { rows } from './accounts.js'
import type { TestContext } from './helper.js'
import { fundPlayer, insertTestPlayer } from './wallet.js'

/*
 * What every provider's contract suite sets up the same way (docs/providers.md "Contract suites"):
 * the games it plays in that provider's catalogue, the ledger invariant checked after every case,
 * and a funded player holding a game token of the adapter's own scheme.
 */

/** The suite's games, listed under the provider (once per database). */
export async function seedProviderGames(
  t: TestContext,
  provider: ProviderCode,
  gameCodes: readonly string[],
  game: { name: { tr: string; en: string }; studio: string; system?: number },
): Promise<void> {
  const [row] = await t.app.db.select().from(gameProviders).where(eq(gameProviders.code, provider))
  await t.app.db
    .insert(games)
    .values(gameCodes.map((gameCode) => ({ providerId: row!.id, gameCode, ...game })))
    .onConflictDoNothing()
}

/** Σ ledger = balances, and each of the provider's transaction ids ↔ one posting at most, or a tombstone. */
export async function expectProviderLedger(t: TestContext, provider: ProviderCode): Promise<void> {
  expect((await checkLedger(t.app.db)).problems).toEqual([])
  const prefix = `${provider}:`
  const orphans = await rows<{ n: number }>(
    t.app,
    sql`select count(*)::int as n from ledger_transactions l where l.idempotency_key like ${`${prefix}%`}
        and not exists (select 1 from provider_transactions p
                        where p.provider = ${provider} and l.idempotency_key = ${prefix} || p.tx_id)`,
  )
  expect(orphans[0]!.n).toBe(0)
  const mismatched = await rows<{ tx_id: string }>(
    t.app,
    sql`select p.tx_id from provider_transactions p
        left join ledger_transactions l on l.id = p.ledger_transaction_id
        where p.provider = ${provider} and p.ledger_transaction_id is not null
          and l.idempotency_key is distinct from ${prefix} || p.tx_id`,
  )
  expect(mismatched).toEqual([])
}

/**
 * A player with `lira` in cash and a live site session, and a game token for `gameCode` signed with
 * the adapter's key (`secret`) and lifetime (`ttlMs`), issued at `issuedAt` (now by default).
 */
export async function providerPlayer(
  t: TestContext,
  opts: { lira: number; secret: string; ttlMs: number; gameCode: string; issuedAt?: number },
): Promise<{ playerId: number; token: string }> {
  const playerId = await insertTestPlayer(t.app.db)
  await fundPlayer(t.app.db, playerId, { cash: toMinor(opts.lira) })
  const session = await createSession(
    t.app.db,
    playerId,
    { ip: '127.0.0.1', userAgent: 'test', fingerprint: null },
    new Date(t.clock.now()),
  )
  const token = signGameToken(
    opts.secret,
    { playerId, gameCode: opts.gameCode, sessionId: session.id },
    opts.issuedAt ?? t.clock.now(),
    Number.POSITIVE_INFINITY,
    opts.ttlMs,
  )
  return { playerId, token }
}

/**
 * What a player's credits from this provider carried below the kuruş (docs/wallet.md "Rounding
 * suspense"), in 10^-18 kuruş: the whole kuruş booked to the suspense account plus the carry.
 */
export async function roundedAway(t: TestContext, provider: ProviderCode, playerId: number): Promise<bigint> {
  const [booked] = await rows<{ kurus: string }>(
    t.app,
    sql`select coalesce(sum(e.amount), 0)::text as kurus
        from ledger_entries e
        join ledger_transactions l on l.id = e.transaction_id
        join accounts a on a.id = e.account_id and a.kind = 'rounding_suspense'
        where l.kind = 'rounding' and l.metadata->>'provider' = ${provider}
          and (l.metadata->>'playerId')::bigint = ${playerId}`,
  )
  const [carry] = await rows<{ carry: string }>(
    t.app,
    sql`select carry::text from provider_rounding_carry where provider = ${provider} and player_id = ${playerId}`,
  )
  return BigInt(booked!.kurus) * SUB_KURUS_PER_KURUS + BigInt(carry?.carry ?? '0')
}
