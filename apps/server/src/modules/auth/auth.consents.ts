import { desc, eq } from 'drizzle-orm'
import type { Consents } from '@galata/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import { marketingConsentChanges, players, type ConsentSource } from '../../db/schema/index.js'
import { recordAudit } from '../../lib/audit.js'
import { AppError } from '../../lib/app-error.js'
import type { ClientMeta } from './auth.session.js'

/*
 * The sign-up declarations and the marketing consent (docs/accounts.md "Consents"). The
 * declarations are written once, at sign-up, with TERMS_VERSION. The marketing consent lives on the
 * player; every change (sign-up included) adds a row to `marketing_consent_changes` in the same
 * transaction, so the current value and its history never disagree.
 */

/** One change of the marketing consent, written beside the player's new value. */
export async function recordMarketingConsentChange(
  db: DbOrTx,
  change: {
    playerId: number
    oldValue: boolean | null
    newValue: boolean
    source: ConsentSource
    at: Date
    ip: string | null
  },
) {
  await db.insert(marketingConsentChanges).values(change)
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

export async function readConsents(db: DbOrTx, playerId: number): Promise<Consents> {
  const rows = await db
    .select({
      adultDeclaredAt: players.adultDeclaredAt,
      termsAcceptedAt: players.termsAcceptedAt,
      termsVersion: players.termsVersion,
      marketingConsent: players.marketingConsent,
      marketingConsentAt: players.marketingConsentAt,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1)
  const row = rows[0]
  if (!row) throw new AppError('NOT_FOUND')
  return {
    ageConfirmedAt: iso(row.adultDeclaredAt),
    termsAcceptedAt: iso(row.termsAcceptedAt),
    termsVersion: row.termsVersion,
    marketingConsent: row.marketingConsent,
    marketingConsentAt: iso(row.marketingConsentAt),
  }
}

/**
 * The player changes the marketing consent from the account. The row is locked so two tabs changing
 * it at once record old → new in order; choosing the value already held records nothing.
 */
export async function setMarketingConsent(
  db: Db,
  playerId: number,
  value: boolean,
  meta: ClientMeta,
  at: Date,
): Promise<Consents> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ current: players.marketingConsent })
      .from(players)
      .where(eq(players.id, playerId))
      .for('update')
    const current = rows[0]?.current
    if (current === undefined) throw new AppError('NOT_FOUND')
    if (current !== value) {
      await tx
        .update(players)
        .set({ marketingConsent: value, marketingConsentAt: at, updatedAt: at })
        .where(eq(players.id, playerId))
      await recordMarketingConsentChange(tx, {
        playerId,
        oldValue: current,
        newValue: value,
        source: 'account',
        at,
        ip: meta.ip,
      })
      await recordAudit(
        tx,
        {
          actorKind: 'player',
          actorId: playerId,
          action: 'consent.marketing',
          ip: meta.ip,
          fingerprint: meta.fingerprint,
          detail: { from: current, to: value, source: 'account' },
        },
        at,
      )
    }
    return readConsents(tx, playerId)
  })
}

/** The history, newest first (the back office and the tests read it). */
export async function listMarketingConsentChanges(db: DbOrTx, playerId: number) {
  return db
    .select()
    .from(marketingConsentChanges)
    .where(eq(marketingConsentChanges.playerId, playerId))
    .orderBy(desc(marketingConsentChanges.at), desc(marketingConsentChanges.id))
}
