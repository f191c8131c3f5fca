import { eq } from 'drizzle-orm'
import { QUICK_BET_DEFAULT_STAKE, type SportsSettings, type SportsSettingsBody } from '@galata/contract'
import type { Db } from '../../db/client.js'
import { sportsPlayerSettings } from '../../db/schema/index.js'
import { toMajor, toMinor } from '../wallet/index.js'

/*
 * The player's sportsbook settings (docs/sportsbook.md "Quick bet"): quick bet on or off and its
 * stake. The setting only tells the web what to send: a quick bet is an ordinary single through
 * `POST sports/bets`, with every placement rule and the slip's odds-change policy.
 */

export async function settingsOf(db: Db, playerId: number): Promise<SportsSettings> {
  const [row] = await db
    .select()
    .from(sportsPlayerSettings)
    .where(eq(sportsPlayerSettings.playerId, playerId))
  return {
    quickBet: row
      ? { enabled: row.quickBet, stake: toMajor(row.quickBetStake) }
      : { enabled: false, stake: QUICK_BET_DEFAULT_STAKE },
  }
}

export async function saveSettings(
  db: Db,
  now: number,
  playerId: number,
  body: SportsSettingsBody,
): Promise<SportsSettings> {
  const values = {
    quickBet: body.quickBet.enabled,
    quickBetStake: toMinor(body.quickBet.stake),
    updatedAt: new Date(now),
  }
  await db
    .insert(sportsPlayerSettings)
    .values({ playerId, ...values })
    .onConflictDoUpdate({ target: sportsPlayerSettings.playerId, set: values })
  return settingsOf(db, playerId)
}
