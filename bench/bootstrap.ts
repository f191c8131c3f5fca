/**
 * bench/bootstrap (docs/content.md): requests per second of GET /api/cms/grouped divided by those of a bare
 * Fastify hello-world measured in the same run. Target ≥ 0.5. Both servers run in their own process;
 * the load generator runs here. Each is warmed up, then measured twice in alternating order. The
 * client accepts gzip and brotli, as every browser does.
 */
import { benchPort, startGalata, startHelloWorld } from './lib/servers.js'
import { load } from './lib/load.js'
import { printVerdict, versus } from './lib/versus.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 4)
const headers = { 'accept-encoding': 'gzip, deflate, br' }
const galata = await startGalata(benchPort(0, 3901))
const hello = await startHelloWorld(benchPort(1, 3902))
try {
  const grouped = `${galata.url}/api/cms/grouped`
  await load(grouped, { seconds: 2, headers })
  await load(hello.url, { seconds: 2, headers })
  const v = await versus(
    rounds,
    (i) => load(grouped, { seconds, headers: { ...headers, 'x-locale': i % 2 ? 'en' : 'tr' } }),
    () => load(hello.url, { seconds, headers }),
  )
  console.log(
    `bootstrap: GET /api/cms/grouped median ${v.routeRps.toFixed(0)} req/s (worst p99 ${v.worstP99} ms, non-2xx ${v.non2xx})`,
  )
  console.log(`bootstrap: bare Fastify hello-world median ${v.baselineRps.toFixed(0)} req/s`)
  printVerdict('bootstrap', v, 0.5)
} finally {
  await galata.stop()
  await hello.stop()
}
