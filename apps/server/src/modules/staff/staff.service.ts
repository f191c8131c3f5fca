import { createHash, randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import {
  STAFF_PERMISSIONS,
  STAFF_POLICY,
  staffCan,
  type StaffCreateRequest,
  type StaffEnrolChallenge,
  type StaffEnrolRequest,
  type StaffEnrolResult,
  type StaffLoginRequest,
  type StaffMe,
  type StaffMember,
  type StaffPermission,
  type StaffRole,
  type StaffSession,
} from '@galata/contract'
import type { Db } from '../../db/client.js'
import { AppError } from '../../lib/app-error.js'
import { recordAudit } from '../../lib/audit.js'
import type { Clock } from '../../lib/clock.js'
import type { AppEvents, EventBus } from '../../lib/events.js'
import { uniqueViolation } from '../../lib/pg-errors.js'
import type { StaffActor } from '../../lib/route.js'
import {
  activeLock,
  clearFailures,
  countFailure,
  hashPassword,
  LOGIN_THROTTLE,
  secondsUntil,
  verifyDummyPassword,
  verifyPassword,
  type ClientMeta,
} from '../auth/index.js'
import * as q from './staff.queries.js'
import { createStaffSession } from './staff.session.js'
import {
  acceptTotp,
  hashRecoveryCode,
  isTotpShape,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
} from './staff.totp.js'

/** What the staff services need from the app (the routes hand in the app). */
export interface StaffDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** `staff.sessions_revoked`, after commit: the hub closes those sessions' staff sockets. */
  events: EventBus<AppEvents>
}

const now = (deps: { clock: Clock }) => new Date(deps.clock.now())
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex')

/** The member as the staff list shows them. */
export function memberOf(row: q.StaffRow): StaffMember {
  return {
    id: Number(row.id),
    username: row.username,
    roles: row.roles,
    active: row.active,
    totpEnrolled: row.totpSecret !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  }
}

// ---------------------------------------------------------------------------------------------
// Sign-in (docs/backoffice.md "Sign-in")

/**
 * The throttle keys of a staff sign-in: the member's own counter (or the unknown name's), and the
 * address's, which is the same counter player logins use (LOGIN_THROTTLE, auth.throttle.ts): one
 * address cannot spread its guesses over the two doors.
 */
function throttleKeys(row: q.StaffRow | null, username: string, ip: string) {
  return {
    user: {
      scope: 'staff_login_user' as const,
      key: row ? `staff:${row.id}` : `name:${username.toLowerCase()}`,
    },
    ip: { scope: 'login_ip' as const, key: ip },
  }
}

async function refuseWhileLocked(deps: StaffDeps, keys: ReturnType<typeof throttleKeys>, at: Date) {
  const until = await activeLock(deps.db, [keys.user, keys.ip], at)
  if (until) throw new AppError('LOGIN_THROTTLED', undefined, { retryAfter: secondsUntil(until, at) })
}

/** Counts a failed step (password, code) against the member and the address, and audits it. */
async function fail(
  deps: StaffDeps,
  keys: ReturnType<typeof throttleKeys>,
  row: q.StaffRow | null,
  meta: ClientMeta,
  at: Date,
  detail: Record<string, unknown>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const userLocked = await countFailure(tx, keys.user, at, LOGIN_THROTTLE.user)
    const ipLocked = await countFailure(tx, keys.ip, at, LOGIN_THROTTLE.ip)
    await recordAudit(
      tx,
      {
        actorKind: row ? 'staff' : 'anonymous',
        actorId: row?.id,
        action: 'staff.login.failed',
        ip: meta.ip,
        fingerprint: meta.fingerprint,
        detail: {
          ...detail,
          ...(userLocked ? { lockedUser: true } : {}),
          ...(ipLocked ? { lockedAddress: true } : {}),
        },
      },
      at,
    )
  })
}

/**
 * Staff sign-in: the password (argon2id, the players' code), then two-factor. A member without it
 * gets TOTP_ENROL with a fresh secret and an enrolment token; an enrolled one needs the current
 * TOTP code or an unused recovery code. Wrong passwords and wrong codes count against the member
 * and the address like player logins, and a lock refuses every step.
 */
export async function staffLogin(
  deps: StaffDeps,
  input: StaffLoginRequest,
  meta: ClientMeta,
): Promise<StaffSession> {
  const at = now(deps)
  const row = await q.findStaffByUsername(deps.db, input.username)
  const keys = throttleKeys(row, input.username, meta.ip)
  await refuseWhileLocked(deps, keys, at)

  let valid = false
  if (row) valid = await verifyPassword(row.passwordHash, input.password)
  else await verifyDummyPassword(input.password)
  if (!row || !valid) {
    await fail(deps, keys, row, meta, at, {
      username: input.username.slice(0, 50),
      reason: row ? 'wrong_password' : 'unknown_user',
    })
    throw new AppError('INVALID_CREDENTIALS')
  }
  if (!row.active) {
    await recordAudit(
      deps.db,
      {
        actorKind: 'staff',
        actorId: row.id,
        action: 'staff.login.refused',
        ip: meta.ip,
        detail: { reason: 'inactive' },
      },
      at,
    )
    throw new AppError('ACCOUNT_DISABLED')
  }

  if (row.totpSecret === null)
    throw new AppError('TOTP_ENROL', undefined, await offerEnrolment(deps, row, at))
  if (input.code === undefined) throw new AppError('TOTP_REQUIRED')

  const secondFactor = isTotpShape(input.code) ? 'totp' : 'recovery'
  let passed = false
  if (secondFactor === 'totp') {
    const step = acceptTotp(row.totpSecret, input.code, at.getTime(), row.totpLastStep)
    passed = step !== null && (await q.claimTotpStep(deps.db, row.id, step))
  } else passed = await q.useRecoveryCode(deps.db, row.id, hashRecoveryCode(row.id, input.code), at)
  if (!passed) {
    await fail(deps, keys, row, meta, at, { reason: `wrong_${secondFactor}` })
    throw new AppError('TOTP_INVALID')
  }

  const token = await deps.db.transaction(async (tx) => {
    await clearFailures(tx, keys.user)
    await q.updateStaff(tx, row.id, { lastLoginAt: at })
    const token = await createStaffSession(tx, row.id, meta, at)
    await recordAudit(
      tx,
      {
        actorKind: 'staff',
        actorId: row.id,
        action: 'staff.login',
        ip: meta.ip,
        fingerprint: meta.fingerprint,
        detail: { secondFactor },
      },
      at,
    )
    return token
  })
  return { token, roles: row.roles }
}

/**
 * A new secret and enrolment token for a member without two-factor: each sign-in offers a fresh
 * pair and voids the one before, so a secret seen once on a screen is not enough later.
 */
async function offerEnrolment(deps: StaffDeps, row: q.StaffRow, at: Date): Promise<StaffEnrolChallenge> {
  const secret = newTotpSecret()
  const enrolToken = randomBytes(32).toString('base64url')
  await q.updateStaff(deps.db, row.id, {
    pendingTotpSecret: secret,
    enrolTokenHash: sha256(enrolToken),
    enrolExpiresAt: new Date(at.getTime() + STAFF_POLICY.enrolMs),
    updatedAt: at,
  })
  return { enrolToken, secret, otpauthUrl: otpauthUrl(secret, row.username) }
}

/**
 * Enrolment: the authenticator's first code proves it holds the offered secret. The secret is then
 * the member's, ten recovery codes are issued (answered once, stored as SHA-256) and a session opens.
 */
export async function staffEnrol(
  deps: StaffDeps,
  input: StaffEnrolRequest,
  meta: ClientMeta,
): Promise<StaffEnrolResult> {
  const at = now(deps)
  const row = await q.findStaffByEnrolToken(deps.db, sha256(input.enrolToken), at)
  const keys = throttleKeys(row, row?.username ?? 'enrol', meta.ip)
  await refuseWhileLocked(deps, keys, at)
  const step = row?.pendingTotpSecret
    ? acceptTotp(row.pendingTotpSecret, input.code, at.getTime(), null)
    : null
  if (!row || !row.pendingTotpSecret || step === null) {
    await fail(deps, keys, row, meta, at, { reason: row ? 'wrong_enrol_code' : 'unknown_enrol_token' })
    throw new AppError('TOTP_INVALID')
  }
  const secret = row.pendingTotpSecret
  const recoveryCodes = newRecoveryCodes()
  const token = await deps.db.transaction(async (tx) => {
    const updated = await q.updateStaff(tx, row.id, {
      totpSecret: secret,
      pendingTotpSecret: null,
      enrolTokenHash: null,
      enrolExpiresAt: null,
      totpLastStep: step,
      lastLoginAt: at,
      updatedAt: at,
    })
    if (!updated) throw new AppError('TOTP_INVALID')
    await q.replaceRecoveryCodes(
      tx,
      row.id,
      recoveryCodes.map((c) => hashRecoveryCode(row.id, c)),
      at,
    )
    await clearFailures(tx, keys.user)
    const token = await createStaffSession(tx, row.id, meta, at)
    await recordAudit(
      tx,
      {
        actorKind: 'staff',
        actorId: row.id,
        action: 'staff.totp.enrolled',
        ip: meta.ip,
        fingerprint: meta.fingerprint,
      },
      at,
    )
    return token
  })
  return { token, roles: row.roles, recoveryCodes }
}

export async function staffLogout(deps: StaffDeps, actor: StaffActor): Promise<void> {
  const ended = await q.revokeStaffSessions(deps.db, { sessionId: actor.sessionId }, now(deps), 'logout')
  if (ended.length) deps.events.emit('staff.sessions_revoked', { sessionIds: ended, reason: 'logout' })
}

export async function staffMe(deps: StaffDeps, actor: StaffActor): Promise<StaffMe> {
  const permissions = (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((p) =>
    staffCan(actor.roles, p),
  )
  return {
    id: actor.id,
    username: actor.username,
    roles: [...actor.roles],
    permissions,
    recoveryCodesLeft: await q.countUnusedRecoveryCodes(deps.db, actor.id),
  }
}

// ---------------------------------------------------------------------------------------------
// Staff management (admin; docs/backoffice.md "Staff accounts")

export async function listStaffMembers(deps: StaffDeps): Promise<StaffMember[]> {
  return (await q.listStaff(deps.db)).map(memberOf)
}

export async function createStaffMember(
  deps: StaffDeps,
  actor: StaffActor,
  input: StaffCreateRequest,
  meta: ClientMeta,
): Promise<StaffMember> {
  const passwordHash = await hashPassword(input.password)
  const at = now(deps)
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await q.insertStaff(tx, { username: input.username, passwordHash, roles: input.roles, at })
      await recordAudit(
        tx,
        {
          actorKind: 'staff',
          actorId: actor.id,
          action: 'staff.created',
          ip: meta.ip,
          fingerprint: meta.fingerprint,
          detail: { staffId: row.id, username: row.username, roles: row.roles },
        },
        at,
      )
      return memberOf(row)
    })
  } catch (err) {
    if (uniqueViolation(err) === 'staff_username_lower_idx') throw new AppError('STAFF_USERNAME_TAKEN')
    throw err
  }
}

export type StaffChange =
  { kind: 'roles'; roles: StaffRole[] } | { kind: 'active'; active: boolean } | { kind: 'totp_reset' }

/**
 * Roles, deactivation and a two-factor reset, each audited with what it was before. An admin may
 * not deactivate themself or drop their own admin role (OWN_STAFF_CHANGE): the site would lose the
 * one who can undo it. Deactivating and resetting two-factor end the member's sessions.
 */
export async function changeStaffMember(
  deps: StaffDeps,
  actor: StaffActor,
  staffId: number,
  change: StaffChange,
  meta: ClientMeta,
): Promise<StaffMember> {
  const at = now(deps)
  if (staffId === actor.id) {
    if (change.kind === 'active' && !change.active) throw new AppError('OWN_STAFF_CHANGE')
    if (change.kind === 'roles' && !change.roles.includes('admin')) throw new AppError('OWN_STAFF_CHANGE')
  }
  let ended: string[] = []
  const member = await deps.db.transaction(async (tx) => {
    const before = await q.findStaffById(tx, staffId)
    if (!before) throw new AppError('NOT_FOUND')
    let row: q.StaffRow | null
    let detail: Record<string, unknown>
    switch (change.kind) {
      case 'roles':
        row = await q.updateStaff(tx, staffId, { roles: change.roles, updatedAt: at })
        detail = { from: before.roles, to: change.roles }
        break
      case 'active':
        row = await q.updateStaff(tx, staffId, { active: change.active, updatedAt: at })
        if (!change.active) ended = await q.revokeStaffSessions(tx, { staffId }, at, 'deactivated')
        detail = { from: before.active, to: change.active }
        break
      case 'totp_reset':
        row = await q.updateStaff(tx, staffId, {
          totpSecret: null,
          pendingTotpSecret: null,
          enrolTokenHash: null,
          enrolExpiresAt: null,
          totpLastStep: null,
          updatedAt: at,
        })
        await q.replaceRecoveryCodes(tx, staffId, [], at)
        ended = await q.revokeStaffSessions(tx, { staffId }, at, 'totp_reset')
        detail = {}
        break
    }
    await recordAudit(
      tx,
      {
        actorKind: 'staff',
        actorId: actor.id,
        action: `staff.${change.kind}`,
        ip: meta.ip,
        fingerprint: meta.fingerprint,
        detail: { staffId, username: before.username, ...detail, sessionsEnded: ended.length },
      },
      at,
    )
    return memberOf(row!)
  })
  if (ended.length) deps.events.emit('staff.sessions_revoked', { sessionIds: ended, reason: change.kind })
  return member
}

// ---------------------------------------------------------------------------------------------
// First administrator (boot)

/**
 * Creates the ADMIN_USERNAME staff member with the admin role when no staff member has that name
 * (docs/backoffice.md "The first staff member"). Idempotent and safe when several instances boot
 * together (the unique index settles a race); an existing member is never changed, so the
 * environment does not overwrite a password or roles set later. They enrol TOTP at first sign-in.
 */
export async function ensureAdminStaff(
  deps: StaffDeps,
  username: string,
  password: string,
): Promise<'created' | 'exists'> {
  const existing = await q.findStaffByUsername(deps.db, username)
  if (existing) {
    if (!existing.roles.includes('admin'))
      deps.log.warn({ username }, 'ADMIN_USERNAME belongs to a staff member without the admin role')
    return 'exists'
  }
  const passwordHash = await hashPassword(password)
  const at = now(deps)
  try {
    await deps.db.transaction(async (tx) => {
      const row = await q.insertStaff(tx, { username, passwordHash, roles: ['admin'], at })
      await recordAudit(
        tx,
        { actorKind: 'system', action: 'staff.admin.created', detail: { staffId: row.id, username } },
        at,
      )
    })
    return 'created'
  } catch (err) {
    if (uniqueViolation(err) === 'staff_username_lower_idx') return 'exists'
    throw err
  }
}
