import {
  emailKey,
  personKey,
  type ExclusionCheckpoint,
  type ExclusionKey,
  type RegisterRequest,
} from '@galata/contract'
import type { Db, DbOrTx } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { normalizePhone } from '../../lib/phone.js'
import * as q from './register.queries.js'

/*
 * The exclusion register (docs/player-protection.md "The exclusion register"). This module is at
 * the bottom with the wallet (it imports no other module): auth asks it at sign-up, and the
 * protection module keeps the entries and applies a match to an existing account.
 */

function uniqueKeys(keys: ExclusionKey[]): ExclusionKey[] {
  const seen = new Set<string>()
  return keys.filter((k) => {
    const id = `${k.kind}:${k.value}`
    if (seen.has(id)) return false
    seen.add(id)
    return true
  })
}

/** The keys of what an account holds now. */
export function keysOfFacts(p: q.PlayerFacts, phones: readonly string[] = []): ExclusionKey[] {
  const keys: ExclusionKey[] = p.email ? [{ kind: 'email', value: emailKey(p.email) }] : []
  if (p.birthDate) keys.push({ kind: 'person', value: personKey(p.name, p.surname, p.birthDate) })
  for (const phone of phones) keys.push({ kind: 'phone', value: normalizePhone(phone) })
  return uniqueKeys(keys)
}

/**
 * An account's keys: its person key, its mailbox and every number it ever verified. A number typed
 * and never verified is left out everywhere: it proves nothing, and refusing on it would tell anyone
 * which numbers belong to an excluded person.
 */
export async function keysOfPlayer(db: DbOrTx, playerId: number): Promise<ExclusionKey[]> {
  const facts = await q.playerFacts(db, playerId)
  if (!facts) return []
  const phones = await q.verifiedPhones(db, playerId)
  if (facts.phone && facts.phoneVerified) phones.push(facts.phone)
  return keysOfFacts(facts, phones)
}

/** The refusal a register match answers with (docs/player-protection.md "Error codes"). */
export function excludedError(until: Date | null): AppError {
  return new AppError('SELF_EXCLUDED', undefined, { until: until === null ? null : until.toISOString() })
}

/**
 * Sign-up: the form gives the person key (names, birth date) and an e-mail; the phone is only
 * compared once it is verified (a typed number proves nothing, and refusing on it would tell anyone
 * which numbers are excluded). A match is recorded for the operators and refused before anything
 * is created; the end of the entry is not told to someone who may not be its owner.
 */
export async function refuseExcludedSignup(
  db: Db,
  input: Pick<RegisterRequest, 'name' | 'surname' | 'birthDate' | 'email' | 'username'>,
  now: Date,
): Promise<void> {
  const keys: ExclusionKey[] = [
    { kind: 'person', value: personKey(input.name, input.surname, input.birthDate) },
    { kind: 'email', value: emailKey(input.email) },
  ]
  const match = await q.findActiveMatch(db, keys, now, null)
  if (!match) return
  await q.insertMatch(db, {
    entryId: match.entryId,
    playerId: null,
    keyKind: match.keyKind,
    checkpoint: 'signup',
    detail: { username: input.username, email: input.email },
    at: now,
  })
  throw excludedError(null)
}

export type { Match, PlayerFacts } from './register.queries.js'
export type { ExclusionCheckpoint }
