/**
 * The chaos run's reconciliation (docs/scaling.md "The chaos run"): read straight from PostgreSQL,
 * never through the site, after each fault and at the end.
 * - An acknowledged action is in the ledger exactly once: its ticket, cash-out, Originals round or
 *   deposit exists and carries its one posting. Missing: lost.
 * - A refused action is not: a sports slip or cash-out refused yet present (found by the client's
 *   idempotency key), or more rounds or deposits for a player than it was told happened or was not
 *   told about, is counted doubled.
 * - An action with no clear answer may be either, once.
 * - Every sports ticket that has settled paid exactly what it records, and the ledger check
 *   passes (player balances equal their entries, every transaction sums to zero).
 */
import pg from 'pg'
import { openDatabase } from '../../apps/server/src/db/client.js'
import { checkLedger } from '../../apps/server/src/modules/wallet/wallet.service.js'
import type { Intent, IntentKind } from './actions.js'

export interface Verdict {
  acknowledged: number
  unknown: number
  lost: number
  doubled: number
  ledgerOk: boolean
  problems: string[]
}

type Row = Record<string, string | number | null>

export async function reconcile(
  url: string,
  runTag: string,
  intents: readonly Intent[],
  seeded: Map<string, number>,
): Promise<Verdict> {
  const pool = new pg.Pool({ connectionString: url, max: 2 })
  pool.on('error', () => {})
  const q = async (text: string, values: unknown[] = []) => (await pool.query<Row>(text, values)).rows
  const problems: string[] = []
  let lost = 0
  let doubled = 0
  const like = `${runTag}%`
  const say = (kind: 'lost' | 'doubled', what: string) => {
    if (kind === 'lost') lost++
    else doubled++
    if (problems.length < 50) problems.push(`${kind}: ${what}`)
  }
  try {
    // Sports slips and cash-outs: by the client's idempotency keys.
    const tickets = new Map<string, Row>()
    for (const r of await q(
      `select p.username, t.id, t.placement_key,
              exists (select 1 from ledger_transactions lt where lt.idempotency_key = 'sportsbook:ticket-' || t.id) as staked
         from sports_tickets t join players p on p.id = t.player_id where p.username like $1`,
      [like],
    ))
      tickets.set(`${r.username}/${r.placement_key}`, r)
    const cashouts = new Map<string, Row>()
    for (const r of await q(
      `select p.username, c.cashout_key, c.ticket_id,
              exists (select 1 from ledger_transactions lt
                       where lt.idempotency_key = 'sportsbook:ticket-' || c.ticket_id || '-v' || c.settle_version) as paid
         from sports_cashouts c join players p on p.id = c.player_id where p.username like $1`,
      [like],
    ))
      cashouts.set(`${r.username}/${r.cashout_key}`, r)
    for (const i of intents) {
      if (i.kind !== 'single' && i.kind !== 'combo' && i.kind !== 'cashout') continue
      const row = (i.kind === 'cashout' ? cashouts : tickets).get(`${i.player}/${i.key}`)
      if (i.outcome === 'ack' && !row)
        say('lost', `${i.kind} ${i.key} of ${i.player} acknowledged, not found`)
      if (i.outcome === 'refused' && row)
        say('doubled', `${i.kind} ${i.key} of ${i.player} refused, yet made`)
    }
    for (const t of tickets.values()) if (!t.staked) say('lost', `ticket ${t.id} without its stake posting`)
    for (const c of cashouts.values())
      if (!c.paid) say('lost', `cash-out of ticket ${c.ticket_id} without its posting`)

    // Settled tickets paid what they record: the player's net over the ticket's settlement
    // postings (every version, cash-outs included) equals its payout plus its cash-outs.
    for (const r of await q(
      `select t.id, coalesce(t.payout, 0) + t.cashout_amount as recorded,
              coalesce((select sum(e.amount) from ledger_transactions lt
                          join ledger_entries e on e.transaction_id = lt.id
                          join accounts a on a.id = e.account_id and a.player_id = t.player_id
                         where lt.idempotency_key like 'sportsbook:ticket-' || t.id || '-v%'), 0) as paid
         from sports_tickets t join players p on p.id = t.player_id
        where p.username like $1 and (t.settled_at is not null or t.cashout_amount > 0)`,
      [like],
    ))
      if (String(r.recorded) !== String(r.paid))
        say(
          BigInt(r.paid!) > BigInt(r.recorded!) ? 'doubled' : 'lost',
          `ticket ${r.id} records ${r.recorded} kuruş, the ledger paid ${r.paid}`,
        )

    // Shared-round table bets and bingo tickets: by the client's bet id, each with its stake posted.
    const tableBets = new Map<string, Row>()
    for (const r of await q(
      `select p.username, b.client_bet_id, b.id,
              exists (select 1 from ledger_transactions lt
                       where lt.idempotency_key like
                             '%:table:' || b.round_id || ':' || b.player_id || ':' || b.client_bet_id || ':bet') as staked
         from table_bets b join players p on p.id = b.player_id where p.username like $1`,
      [like],
    ))
      tableBets.set(`${r.username}/${r.client_bet_id}`, r)
    for (const i of intents) {
      if (i.kind !== 'table' && i.kind !== 'bingo') continue
      const row = tableBets.get(`${i.player}/${i.key}`)
      if (i.outcome === 'ack' && !row)
        say('lost', `${i.kind} ${i.key} of ${i.player} acknowledged, not found`)
      if (i.outcome === 'refused' && row)
        say('doubled', `${i.kind} ${i.key} of ${i.player} refused, yet made`)
    }
    // The rounds engine's key (rounds.service.ts txIds): {provider}:table:{round}:{player}:{client id}:bet.
    for (const b of tableBets.values())
      if (!b.staked) say('lost', `table bet ${b.id} without its stake posting`)

    // Hub88 slot rounds of the simulator: a player whose every round had a clear answer has exactly
    // the money those rounds said in the ledger (a win booked twice, or a late rollback that
    // reversed a settled round, shows here); with an unanswered round the sum may differ by it.
    const slotNet = new Map<string, bigint>()
    for (const r of await q(
      `select p.username, coalesce(sum(e.amount), 0) as net
         from players p join accounts a on a.player_id = p.id
         join ledger_entries e on e.account_id = a.id
         join ledger_transactions lt on lt.id = e.transaction_id and lt.idempotency_key like 'hub88:%'
        where p.username like $1 group by p.username`,
      [like],
    ))
      slotNet.set(String(r.username), BigInt(r.net!))
    const slotTold = new Map<string, { net: bigint; unknown: number }>()
    for (const i of intents) {
      if (i.kind !== 'slot') continue
      const t = slotTold.get(i.player) ?? { net: 0n, unknown: 0 }
      if (i.outcome === 'ack') t.net += BigInt(i.net ?? 0)
      if (i.outcome === 'unknown') t.unknown++
      slotTold.set(i.player, t)
    }
    for (const [player, t] of slotTold) {
      const have = slotNet.get(player) ?? 0n
      if (t.unknown === 0 && have !== t.net)
        say(
          have > t.net ? 'doubled' : 'lost',
          `${player}: slot rounds said ${t.net} kuruş, the ledger moved ${have}`,
        )
    }

    // Originals rounds and deposits: by count per player, each with its one posting.
    const counted = async (kind: IntentKind, text: string) => {
      const have = new Map<string, { n: number; unposted: number }>()
      for (const r of await q(text, [like]))
        have.set(String(r.username), { n: Number(r.n), unposted: Number(r.unposted) })
      const told = new Map<string, { ack: number; unknown: number }>()
      for (const i of intents) {
        if (i.kind !== kind) continue
        const t = told.get(i.player) ?? { ack: 0, unknown: 0 }
        if (i.outcome === 'ack') t.ack++
        if (i.outcome === 'unknown') t.unknown++
        told.set(i.player, t)
      }
      for (const player of new Set([...have.keys(), ...told.keys()])) {
        const h = have.get(player) ?? { n: 0, unposted: 0 }
        const t = told.get(player) ?? { ack: 0, unknown: 0 }
        // The seeding deposit: 1 made, 0 refused, -1 unanswered (either).
        const s = kind === 'deposit' ? (seeded.get(player) ?? 0) : 0
        const [seedMin, seedMax] = s === -1 ? [0, 1] : [s, s]
        if (h.n - seedMax < t.ack)
          say('lost', `${player}: ${t.ack} ${kind} acknowledged, ${h.n - seedMax} made`)
        if (h.n - seedMin > t.ack + t.unknown)
          say(
            'doubled',
            `${player}: ${t.ack} ${kind} acknowledged and ${t.unknown} unanswered, ${h.n - seedMin} made`,
          )
        if (h.unposted) say('lost', `${player}: ${h.unposted} ${kind} without their posting`)
      }
    }
    await counted(
      'limbo',
      `select p.username, count(*) as n,
              count(*) filter (where not exists (select 1 from ledger_transactions lt
                                                   where lt.idempotency_key = 'galata:bet:' || r.id)) as unposted
         from originals_rounds r join players p on p.id = r.player_id
        where p.username like $1 and r.game_code = 'galata-limbo' group by p.username`,
    )
    await counted(
      'deposit',
      `select p.username, count(*) as n,
              count(*) filter (where not exists (select 1 from ledger_transactions lt
                                                   where lt.idempotency_key = 'deposit:' || d.id)) as unposted
         from payments d join players p on p.id = d.player_id
        where p.username like $1 and d.type = 1 and d.status = 1 group by p.username`,
    )
  } finally {
    await pool.end()
  }

  const database = await openDatabase({ url, poolSize: 2 })
  let ledgerOk = false
  try {
    const report = await checkLedger(database.db)
    ledgerOk = report.ok
    for (const p of report.problems.slice(0, 20)) problems.push(`ledger: ${p}`)
  } finally {
    await database.close()
  }
  return {
    acknowledged: intents.filter((i) => i.outcome === 'ack').length,
    unknown: intents.filter((i) => i.outcome === 'unknown').length,
    lost,
    doubled,
    ledgerOk,
    problems,
  }
}
