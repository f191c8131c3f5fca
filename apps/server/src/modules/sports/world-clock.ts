import { eq, sql } from 'drizzle-orm'
import { buildWorld, newSeed, type World } from '@galata/game-math/sports/index'
import type { Db, Tx } from '../../db/client.js'
import { sportsWorld } from '../../db/schema/index.js'
import type { SportsDeps } from './sports.deps.js'

/*
 * The world's clock and seed, shared by every instance through the one `sports_world` row. World
 * time = anchor_world + (now − anchor_real) × SPORTS_SPEED. The first instance to boot writes the
 * row (a fresh world seed, anchored at the present); an instance with another speed re-anchors at
 * the current world time, so the world changes pace but never jumps back or forth.
 */

export interface WorldState {
  world: World
  /** World time now, ms since the epoch. */
  now: number
  materialisedTo: number | null
}

const worlds = new Map<string, World>()

function worldOf(seed: string): World {
  let w = worlds.get(seed)
  if (!w) {
    w = buildWorld(seed)
    worlds.set(seed, w)
  }
  return w
}

type Row = typeof sportsWorld.$inferSelect

/**
 * The anchor this process last read or wrote, per database: placement asks for world time on every
 * bet, and the anchor changes only when an instance with another SPORTS_SPEED re-anchors. It is
 * per-process state and the row stays the truth: every `readWorld` (the job's pass, the views of a
 * page) reads the row and refreshes it, and an anchor of another speed is never used.
 */
const anchors = new WeakMap<Db, Pick<Row, 'anchorReal' | 'anchorWorld' | 'speed'>>()

const worldAt = (row: Pick<Row, 'anchorReal' | 'anchorWorld' | 'speed'>, realMs: number) =>
  row.anchorWorld.getTime() + (realMs - row.anchorReal.getTime()) * row.speed

export async function readWorld(deps: Pick<SportsDeps, 'db' | 'clock' | 'speed'>, db: Db | Tx = deps.db) {
  const real = deps.clock.now()
  let [row] = await db.select().from(sportsWorld).where(eq(sportsWorld.id, 1))
  if (!row) {
    await db
      .insert(sportsWorld)
      .values({
        id: 1,
        seed: newSeed(),
        anchorReal: new Date(real),
        anchorWorld: new Date(real),
        speed: deps.speed,
      })
      .onConflictDoNothing()
    ;[row] = await db.select().from(sportsWorld).where(eq(sportsWorld.id, 1))
  }
  if (!row) throw new Error('sports_world row missing')
  if (row.speed !== deps.speed) {
    const now = worldAt(row, real)
    ;[row] = await db
      .update(sportsWorld)
      .set({ anchorReal: new Date(real), anchorWorld: new Date(now), speed: deps.speed })
      .where(eq(sportsWorld.id, 1))
      .returning()
    if (!row) throw new Error('sports_world row missing')
  }
  // Only a committed anchor is remembered: one read or written inside a transaction could roll back.
  if (db === deps.db) anchors.set(deps.db, row)
  else anchors.delete(deps.db)
  return {
    world: worldOf(row.seed),
    now: worldAt(row, real),
    materialisedTo: row.materialisedTo?.getTime() ?? null,
  } satisfies WorldState
}

/**
 * World time now, for placement's "has the event started" check: from the remembered anchor when
 * it has this instance's speed (no round trip), else from the row.
 */
export async function worldNow(deps: Pick<SportsDeps, 'db' | 'clock' | 'speed'>, db: Db | Tx = deps.db) {
  const anchor = anchors.get(deps.db)
  if (anchor && anchor.speed === deps.speed) return worldAt(anchor, deps.clock.now())
  return (await readWorld(deps, db)).now
}

export async function setMaterialisedTo(tx: Tx, ms: number) {
  await tx
    .update(sportsWorld)
    .set({ materialisedTo: new Date(ms) })
    .where(
      sql`${sportsWorld.id} = 1 and (${sportsWorld.materialisedTo} is null or ${sportsWorld.materialisedTo} < ${new Date(ms)})`,
    )
}

/**
 * World time (ms) the last live pass processed, or null before the first: what the book knows of
 * the matches in play (live.ts writes it in the pass's transaction).
 */
export async function liveThrough(db: Db | Tx): Promise<number | null> {
  const [row] = await db
    .select({ liveThrough: sportsWorld.liveThrough })
    .from(sportsWorld)
    .where(eq(sportsWorld.id, 1))
  return row?.liveThrough?.getTime() ?? null
}
