import { PGlite, parse, protocol } from '@electric-sql/pglite'
import { is, Placeholder, type SQL } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { genericPlanPools, unnamedStatementsOn, type Db, type Tx } from './client.js'

/**
 * A statement the database parses and plans once per connection, then only binds and runs.
 *
 * For the few statements on the hottest paths (login). Parsing and planning a statement with joins
 * or a data-modifying CTE costs more than running it: login's two statements took 2.7 ms of CPU per
 * login on PGlite and 0.9 ms on PostgreSQL sent as unnamed statements (Drizzle's `execute`), and
 * 0.9 ms and 0.5 ms prepared (docs/accounts.md has the figures). PostgreSQL gets a named statement
 * per pooled connection (node-postgres keeps track of which connection has it); PGlite, which has no
 * API for named statements, gets the same messages of the extended protocol directly.
 *
 * The statement is Drizzle SQL with `sql.placeholder('name')` for every value, so table and column
 * names stay checked like everywhere else. `execute` runs it on the database itself (a named
 * statement belongs to one connection); `executeIn` runs it inside a transaction, on that
 * transaction's connection: named on PostgreSQL (the hottest money statement, bench/wallet), and an
 * ordinary parameterised statement on PGlite, whose transaction handle has no named statements.
 *
 * `execute` also plans the statement once and for all (`plan_cache_mode = force_generic_plan`): in
 * the default mode PostgreSQL plans a named statement afresh at every bind while its generic plan
 * looks dearer than the custom ones, and a statement over `unnest` of a parameter array (the
 * sportsbook's ticket, the wallet's legs) is costed at ten rows generically, so it never looked
 * cheaper and every placement paid about 1.8 ms of planning (docs/sportsbook.md "Benchmark").
 * PostgreSQL: the statement runs on a sibling pool whose connections open with that setting
 * (db/client.ts `genericPlanPools`); PGlite, one connection: the setting is turned on for the
 * statement's bind and off again in the same exchange.
 *
 * Behind a transaction-mode pooler (`DATABASE_POOLING=transaction`) the same SQL goes unnamed, parsed
 * and planned at every run: a name would outlive the transaction on a server session the client
 * may not get again (db/client.ts `unnamedStatementsOn`, docs/operations.md "The stack").
 */
export interface PreparedStatement<Row, Values extends Record<string, PreparedValue>> {
  execute(db: Db, values: Values): Promise<Row[]>
  executeIn(tx: Tx, values: Values): Promise<Row[]>
}

/** The values a prepared statement takes; PGlite receives them as text, PostgreSQL via node-postgres. */
export type PreparedValue = string | number | bigint | boolean | null

const dialect = new PgDialect()

export function preparedStatement<Row, Values extends Record<string, PreparedValue>>(
  name: string,
  query: SQL,
): PreparedStatement<Row, Values> {
  const { sql: text, params } = dialect.sqlToQuery(query)
  // Each parameter is either a constant of the statement or the name of a placeholder to fill.
  const slots: ({ placeholder: string } | { value: PreparedValue })[] = params.map((p) =>
    is(p, Placeholder) ? { placeholder: p.name as string } : { value: p as PreparedValue },
  )
  const fill = (values: Values): PreparedValue[] =>
    slots.map((slot) => {
      if ('value' in slot) return slot.value
      const value = values[slot.placeholder]
      if (value === undefined) throw new Error(`${name}: no value for placeholder ${slot.placeholder}`)
      return value
    })
  return {
    async execute(db, values) {
      const client = (db as { $client?: unknown }).$client
      if (client instanceof PGlite) return executeOnPglite<Row>(client, name, text, fill(values))
      if (client instanceof pg.Pool || client instanceof pg.Client) {
        const on = client instanceof pg.Pool ? (genericPlanPools.get(client) ?? client) : client
        const result = await on.query({ ...nameOn(on, name), text, values: fill(values) })
        return result.rows as Row[]
      }
      throw new Error(`${name}: a prepared statement runs on the database itself, not in a transaction`)
    },
    async executeIn(tx, values) {
      // Drizzle's transaction runs on one pooled client (node-postgres) or PGlite's transaction handle.
      const client = (tx as unknown as { session?: { client?: unknown } }).session?.client
      if (client instanceof pg.Client) {
        const result = await client.query({ ...nameOn(client, name), text, values: fill(values) })
        return result.rows as Row[]
      }
      if (client && typeof (client as { query?: unknown }).query === 'function') {
        const result = await (client as Pick<PGlite, 'query'>).query(text, fill(values))
        return result.rows as Row[]
      }
      throw new Error(`${name}: not a transaction handle`)
    },
  }
}

/** The statement's name, unless the connection sits behind a transaction-mode pooler. */
function nameOn(client: pg.Pool | pg.ClientBase, name: string): { name?: string } {
  return unnamedStatementsOn.has(client) ? {} : { name }
}

const GENERIC_PLANS_ON = 'set plan_cache_mode = force_generic_plan'
const GENERIC_PLANS_OFF = 'reset plan_cache_mode'

/** The statement names each PGlite instance has parsed. */
const parsedOn = new WeakMap<PGlite, Set<string>>()

async function executeOnPglite<Row>(
  client: PGlite,
  name: string,
  text: string,
  values: PreparedValue[],
): Promise<Row[]> {
  const wire = protocol.serialize
  // Like PGlite's own query(): wait for any open transaction, then hold the connection for the
  // whole exchange, so no other statement lands between the bind and the sync.
  return client._runExclusiveTransaction(() =>
    client._runExclusiveQuery(async () => {
      let parsed = parsedOn.get(client)
      if (!parsed) parsedOn.set(client, (parsed = new Set()))
      if (!parsed.has(name)) {
        await client.execProtocol(concat([wire.parse({ name, text }), wire.sync()]))
        parsed.add(name)
      }
      // Three results: the SET, the statement's, the RESET. A failing statement still resets: the
      // backend skips to the Sync after an error and then runs the RESET.
      const { messages } = await client.execProtocol(
        concat([
          wire.query(GENERIC_PLANS_ON),
          wire.bind({ statement: name, values: values.map(asText) }),
          wire.describe({ type: 'P' }),
          wire.execute({}),
          wire.sync(),
          wire.query(GENERIC_PLANS_OFF),
        ]),
      )
      return (parse.parseResults(messages, client.parsers)[1]?.rows ?? []) as Row[]
    }),
  )
}

function asText(value: PreparedValue): string | null {
  if (value === null) return null
  if (typeof value === 'boolean') return value ? 't' : 'f'
  return String(value)
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
