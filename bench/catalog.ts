/**
 * bench/catalog (docs/casino.md): requests per second of POST /api/casino/categorygames — the lobby's call
 * for /casino (the slot area and its sub-categories, as the web computes it from the bootstrap
 * record; only such lists get a ready, precompressed answer since the first security audit, docs/security.md)
 * — divided by those of a bare Fastify hello-world measured in the same run. Target ≥ 0.5. The baseline gets
 * the same request (POST with the same JSON body, which Fastify parses before answering a constant), so the
 * ratio is what our route costs beyond the framework's floor for that request. Same method as
 * bench/bootstrap: each server in its own process on the embedded database, wrk as the client, warm-up, then
 * alternating rounds; the median of the per-round ratios is the figure.
 */
import { benchPort, startGalata, startHelloWorld } from './lib/servers.js'
import { load } from './lib/load.js'
import { printVerdict, versus } from './lib/versus.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 4)
const headers = { 'accept-encoding': 'gzip, deflate, br', 'content-type': 'application/json' }
const galata = await startGalata(benchPort(0, 3903))
const hello = await startHelloWorld(benchPort(1, 3904))
try {
  const grouped = (await (await fetch(`${galata.url}/api/cms/grouped`)).json()) as {
    data: { casinoCategoryList: { id: number; slug: string; slugList: string[]; parentId: number | null }[] }
  }
  // The web's categoryIdsFor(list, 'slot') (apps/web/src/features/casino/lib/catalogue.ts).
  const list = grouped.data.casinoCategoryList
  const chosen = new Set(
    list.filter((c) => c.slug === 'slot' || c.slugList.includes('slot')).map((c) => c.id),
  )
  for (const c of list) if (c.parentId != null && chosen.has(c.parentId)) chosen.add(c.id)
  const ids = [...chosen]
  const url = `${galata.url}/api/casino/categorygames`
  const body = JSON.stringify({ systemCategory: ids })
  const sample = (await (await fetch(url, { method: 'POST', headers, body })).json()) as {
    success: boolean
    data: { games: unknown[] }[]
  }
  if (!sample.success) throw new Error('categorygames failed')
  const games = sample.data.reduce((n, g) => n + g.games.length, 0)
  console.log(`catalog: ${ids.length} categories, ${games} games in the answer`)

  await load(url, { seconds: 2, method: 'POST', body, headers })
  await load(hello.url, { seconds: 2, method: 'POST', body, headers })
  const v = await versus(
    rounds,
    (i) =>
      load(url, { seconds, method: 'POST', body, headers: { ...headers, 'x-locale': i % 2 ? 'en' : 'tr' } }),
    () => load(hello.url, { seconds, method: 'POST', body, headers }),
  )
  console.log(
    `catalog: POST /api/casino/categorygames median ${v.routeRps.toFixed(0)} req/s (worst p99 ${v.worstP99} ms, non-2xx ${v.non2xx})`,
  )
  console.log(
    `catalog: bare Fastify hello-world (same POST and body) median ${v.baselineRps.toFixed(0)} req/s`,
  )
  printVerdict('catalog', v, 0.5)
} finally {
  await galata.stop()
  await hello.stop()
}
