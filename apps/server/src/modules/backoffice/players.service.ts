import { isIP } from 'node:net'
import type {
  BackofficeConsents,
  BackofficeDuplicate,
  BackofficeLedgerEntry,
  BackofficeLedgerPage,
  BackofficePlayer,
  BackofficePlayerListQuery,
  BackofficePlayerPage,
  BackofficeSession,
  BackofficeSessionPage,
  Locale,
  PlayerBlocks,
  PlayerBlocksRequest,
  PlayerNote,
  PlayerTag,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import { normalizePhone } from '../../lib/phone.js'
import { getBalances, toMajor } from '../wallet/index.js'
import { listForOperators, type Operator, type PaymentsDeps } from '../payments/index.js'
import { gameHistory } from '../casino/index.js'
import { myBets } from '../sports/index.js'
import { listMarketingConsentChanges, readConsents } from '../auth/index.js'
import * as q from './players.queries.js'

/*
 * Finding a player and reading their page (docs/backoffice.md "Finding a player", "The player
 * page"). The list masks e-mail and phone; the page shows them whole, so opening it is audited.
 */

const PAGE_ROWS = 20
/** More accounts than this behind one address is a network, not a household (docs/backoffice.md). */
const HOUSEHOLD_MAX = 5

/** `ayse.kaya@example.com` → `ay*******@example.com`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null
  const at = email.lastIndexOf('@')
  if (at < 1) return '***'
  const local = email.slice(0, at)
  return `${local.slice(0, Math.min(2, local.length - 1))}${'*'.repeat(Math.max(3, local.length - 2))}${email.slice(at)}`
}

/** `905321234567` → `90532*****67`: the country and operator prefix, and the last two digits. */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone ? '*'.repeat(phone.length) : ''
  return `${phone.slice(0, 5)}${'*'.repeat(phone.length - 7)}${phone.slice(-2)}`
}

/**
 * A phone number however it is typed (`0532 123 45 67`, `+90 532…`, `5321234567`) as the stored
 * digits with the country prefix (`normalizePhone`); null when the text is not a phone number.
 */
export function phoneDigits(text: string): string | null {
  if (!/^\+?[\d\s\-().]+$/.test(text)) return null
  const digits = text.replace(/\D/g, '')
  return digits.length >= 10 && digits.length <= 15 ? normalizePhone(digits) : null
}

/** Which indexed branches one search text can mean (several at once: digits may be an id and a code). */
export function searchOf(text: string): q.PlayerSearch {
  const value = text.trim()
  const search: q.PlayerSearch = {}
  if (/^\d{1,15}$/.test(value) && Number(value) <= Number.MAX_SAFE_INTEGER) search.id = Number(value)
  if (/^[A-Za-z0-9-]{4,20}$/.test(value)) search.usercode = value
  const phone = phoneDigits(value)
  if (phone) search.phone = phone
  if (value.includes('@')) search.email = value.toLowerCase()
  else if (/^[\p{L}\p{N}_.-]{2,}$/u.test(value)) search.usernamePrefix = value.toLowerCase()
  if (isIP(value)) search.ip = value
  // Device fingerprints are long opaque tokens (docs/security.md): only a long, space-free text can be one.
  if (/^[A-Za-z0-9_-]{16,100}$/.test(value)) search.fingerprint = value
  return search
}

const iso = (at: Date | string) => new Date(at).toISOString()

export async function searchPlayers(
  db: Db,
  text: string,
  skip: number,
  take: number,
): Promise<BackofficePlayerPage> {
  const rows = await q.searchPlayers(db, searchOf(text), skip, take)
  return {
    total: Number(rows[0]?.total ?? 0),
    items: rows.map((r) => ({
      id: Number(r.id),
      username: r.username,
      usercode: r.usercode,
      name: r.name,
      surname: r.surname,
      emailMasked: maskEmail(r.email),
      phoneMasked: maskPhone(r.phone),
      status: r.status,
      createdAt: iso(r.created_at),
      matchedBy: r.matched_by,
    })),
  }
}

const ACCOUNT_NAMES = {
  player_cash: 'cash',
  player_bonus: 'bonus',
  pending_withdrawal: 'pending_withdrawal',
} as const

/** The player page; the read is audited (personal data: e-mail, whole phone, birth date, devices). */
export async function readPlayer(
  deps: { db: Db; clock: Clock },
  who: Operator,
  playerId: number,
): Promise<BackofficePlayer> {
  const { db } = deps
  const profile = await q.findPlayerProfile(db, playerId)
  if (!profile) throw new AppError('NOT_FOUND')
  const [balances, ledger, sessions, duplicates, notes] = await Promise.all([
    getBalances(db, playerId),
    q.newestLedgerLegs(db, playerId, PAGE_ROWS),
    q.newestSessions(db, playerId, PAGE_ROWS),
    q.possibleDuplicates(db, playerId, { sessions: 50, householdMax: HOUSEHOLD_MAX, take: PAGE_ROWS }),
    q.notesOf(db, playerId, 0, PAGE_ROWS),
  ])
  await recordAudit(
    db,
    {
      actorKind: who.kind,
      actorId: who.id,
      action: 'backoffice.player_viewed',
      ip: who.ip,
      fingerprint: who.fingerprint,
      detail: { playerId },
    },
    new Date(deps.clock.now()),
  )
  return {
    profile: {
      id: Number(profile.id),
      username: profile.username,
      usercode: profile.usercode,
      name: profile.name,
      surname: profile.surname,
      email: profile.email,
      phone: profile.phone,
      phoneVerified: profile.phone_verified,
      birthDate: profile.birth_date,
      status: profile.status,
      marketingConsent: profile.marketing_consent,
      createdAt: iso(profile.created_at),
    },
    balances: {
      cash: toMajor(balances.cash),
      bonus: toMajor(balances.bonus),
      pendingWithdrawal: toMajor(balances.pending),
    },
    ledger: ledger.map(ledgerView),
    sessions: sessions.map(sessionView),
    duplicates: duplicates.map(duplicateView),
    tags: profile.tags,
    blocks: blocksOf(profile),
    notes: notes.map(noteView),
  }
}

const ledgerView = (l: q.LedgerLegRow): BackofficeLedgerEntry => ({
  id: Number(l.id),
  at: iso(l.created_at),
  account: ACCOUNT_NAMES[l.account_kind],
  kind: l.kind,
  reference: l.reference,
  amount: toMajor(BigInt(l.amount)),
  balanceAfter: l.balance_after === null ? null : toMajor(BigInt(l.balance_after)),
})

const sessionView = (s: q.SessionRow): BackofficeSession => ({
  id: s.id,
  createdAt: iso(s.created_at),
  lastSeenAt: iso(s.last_seen_at),
  endedAt: s.revoked_at === null ? null : iso(s.revoked_at),
  endReason: s.revoke_reason,
  ip: s.ip,
  userAgent: s.user_agent,
  fingerprint: s.fingerprint,
})

/** 404 unless `playerId` is a player's account (an operator's old account is never one). */
async function mustBePlayer(db: Db, playerId: number): Promise<void> {
  if (!(await q.isPlayer(db, playerId))) throw new AppError('NOT_FOUND')
}

/** One audit row for an operator's read of a player's personal data (docs/backoffice.md "The player page"). */
export async function auditRead(
  deps: { db: Db; clock: Clock },
  who: Operator,
  action: string,
  detail: Record<string, unknown>,
): Promise<void> {
  await recordAudit(
    deps.db,
    { actorKind: who.kind, actorId: who.id, action, ip: who.ip, fingerprint: who.fingerprint, detail },
    new Date(deps.clock.now()),
  )
}

// ---------------------------------------------------------------------------------------------
// The player page's lists (docs/backoffice.md "The player page"), each a page at a time. Each
// reuses its module's own read where there is one: payments (the operators' list, audited there),
// the casino's game history and the sportsbook's tickets as the player sees them.

export async function playerLedger(
  db: Db,
  playerId: number,
  page: BackofficePlayerListQuery,
): Promise<BackofficeLedgerPage> {
  await mustBePlayer(db, playerId)
  const rows = await q.ledgerLegs(db, playerId, page.skip, page.take + 1)
  return { items: rows.slice(0, page.take).map(ledgerView), hasMore: rows.length > page.take }
}

/** Sessions with address, browser and device: personal data, so the read is audited. */
export async function playerSessions(
  deps: { db: Db; clock: Clock },
  who: Operator,
  playerId: number,
  page: BackofficePlayerListQuery,
): Promise<BackofficeSessionPage> {
  await mustBePlayer(deps.db, playerId)
  const rows = await q.newestSessions(deps.db, playerId, page.take, page.skip)
  const total = rows.length > 0 ? Number(rows[0]!.total) : await q.countSessions(deps.db, playerId)
  await auditRead(deps, who, 'backoffice.player.sessions_view', {
    playerId,
    skip: page.skip,
    returned: rows.length,
  })
  return { items: rows.map(sessionView), total }
}

export async function playerPayments(
  deps: PaymentsDeps,
  who: Operator,
  playerId: number,
  page: BackofficePlayerListQuery,
) {
  await mustBePlayer(deps.db, playerId)
  return listForOperators(deps, who, { playerId }, page.skip, page.take)
}

export async function playerGames(db: Db, playerId: number, page: BackofficePlayerListQuery, locale: Locale) {
  await mustBePlayer(db, playerId)
  return gameHistory({ db }, playerId, { skip: page.skip, take: page.take }, locale)
}

export async function playerTickets(db: Db, playerId: number, page: BackofficePlayerListQuery) {
  await mustBePlayer(db, playerId)
  return myBets(db, playerId, { status: 'all', skip: page.skip, take: page.take })
}

// ---------------------------------------------------------------------------------------------
// Notes and tags (docs/backoffice.md "The player page"): each change and its audit row commit together.

const noteView = (n: q.NoteRow): PlayerNote => ({
  id: Number(n.id),
  text: n.text,
  staffId: Number(n.staff_id),
  staffUsername: n.staff_username,
  createdAt: iso(n.created_at),
})

export async function playerNotes(db: Db, playerId: number, page: BackofficePlayerListQuery) {
  await mustBePlayer(db, playerId)
  const rows = await q.notesOf(db, playerId, page.skip, page.take)
  const total = rows.length > 0 ? Number(rows[0]!.total) : await q.countNotes(db, playerId)
  return { items: rows.map(noteView), total }
}

export async function addNote(
  deps: { db: Db; clock: Clock },
  who: Operator,
  playerId: number,
  text: string,
): Promise<PlayerNote> {
  const at = new Date(deps.clock.now())
  return deps.db.transaction(async (tx) => {
    if (!(await q.isPlayer(tx, playerId))) throw new AppError('NOT_FOUND')
    const note = await q.insertNote(tx, { playerId, staffId: Number(who.id), text, at })
    await recordAudit(
      tx,
      {
        actorKind: who.kind,
        actorId: who.id,
        action: 'backoffice.player.note',
        ip: who.ip,
        fingerprint: who.fingerprint,
        detail: { playerId, noteId: Number(note.id), role: who.role },
      },
      at,
    )
    return noteView(note)
  })
}

export async function setPlayerTags(
  deps: { db: Db; clock: Clock },
  who: Operator,
  playerId: number,
  tags: readonly PlayerTag[],
): Promise<{ tags: PlayerTag[] }> {
  const at = new Date(deps.clock.now())
  const sorted = [...tags].sort()
  return deps.db.transaction(async (tx) => {
    const before = await q.lockTags(tx, playerId)
    if (before === null) throw new AppError('NOT_FOUND')
    await q.setTags(tx, playerId, sorted)
    await recordAudit(
      tx,
      {
        actorKind: who.kind,
        actorId: who.id,
        action: 'backoffice.player.tags',
        ip: who.ip,
        fingerprint: who.fingerprint,
        detail: { playerId, from: before, to: sorted, role: who.role },
      },
      at,
    )
    return { tags: sorted }
  })
}

// ---------------------------------------------------------------------------------------------
// Blocks (docs/backoffice.md "The player page"): set here, enforced by the wallet's bet gate and
// deposit check and by the payments' withdrawal request.

const blocksOf = (r: q.BlocksRow): PlayerBlocks => ({
  deposits: r.blocked_deposits,
  withdrawals: r.blocked_withdrawals,
  bets: r.blocked_bets,
})

export async function setPlayerBlocks(
  deps: { db: Db; clock: Clock },
  who: Operator,
  playerId: number,
  input: PlayerBlocksRequest,
): Promise<PlayerBlocks> {
  const at = new Date(deps.clock.now())
  return deps.db.transaction(async (tx) => {
    const row = await q.lockBlocks(tx, playerId)
    if (!row) throw new AppError('NOT_FOUND')
    const before = blocksOf(row)
    const after: PlayerBlocks = {
      deposits: input.deposits ?? before.deposits,
      withdrawals: input.withdrawals ?? before.withdrawals,
      bets: input.bets ?? before.bets,
    }
    await q.setBlocks(tx, playerId, after)
    await recordAudit(
      tx,
      {
        actorKind: who.kind,
        actorId: who.id,
        action: 'backoffice.player.blocks',
        ip: who.ip,
        fingerprint: who.fingerprint,
        detail: { playerId, from: before, to: after, reason: input.reason, role: who.role },
      },
      at,
    )
    return after
  })
}

// ---------------------------------------------------------------------------------------------
// Possible duplicates (docs/backoffice.md "The player page")

const duplicateView = (d: q.DuplicateRow): BackofficeDuplicate => ({
  id: Number(d.id),
  username: d.username,
  status: d.status,
  shares: d.shares,
})

/**
 * Other accounts sharing the phone number, a device fingerprint or a sign-in address of the
 * player's 50 newest sessions, a page at a time, with what each shares.
 */
export async function playerDuplicates(db: Db, playerId: number, page: BackofficePlayerListQuery) {
  await mustBePlayer(db, playerId)
  const rows = await q.possibleDuplicates(db, playerId, {
    sessions: 50,
    householdMax: HOUSEHOLD_MAX,
    take: page.take,
    skip: page.skip,
  })
  // Past the last page the window has no row to carry the total: count again from the start.
  const total =
    rows.length > 0
      ? Number(rows[0]!.total)
      : page.skip === 0
        ? 0
        : Number(
            (
              await q.possibleDuplicates(db, playerId, { sessions: 50, householdMax: HOUSEHOLD_MAX, take: 1 })
            )[0]?.total ?? 0,
          )
  return { items: rows.map(duplicateView), total }
}

/** The sign-up declarations and the marketing consent with every change (source, time). */
export async function playerConsents(db: Db, playerId: number): Promise<BackofficeConsents> {
  await mustBePlayer(db, playerId)
  const [consents, changes] = await Promise.all([
    readConsents(db, playerId),
    listMarketingConsentChanges(db, playerId),
  ])
  return {
    consents,
    marketingChanges: changes.map((c) => ({
      at: iso(c.at),
      from: c.oldValue,
      to: c.newValue,
      source: c.source,
    })),
  }
}
