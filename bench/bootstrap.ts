/**
 * bench/bootstrap (issue 2): requests per second of GET /api/cms/grouped divided by those of a bare
 * Fastify hello-world measured in the same run. Target ≥ 0.5. Both servers run in their own process;
 * the load generator runs here. Each is warmed up, then measured twice in alternating order. The
 * client accepts gzip and brotli, as every browser does.
 */
import { startGalata, startHelloWorld } from './lib/servers.js'
import { load } from './lib/load.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const rounds = Number(process.env.BENCH_ROUNDS ?? 4)
const headers = { 'accept-encoding': 'gzip, deflate, br' }
const galata = await startGalata(3901)
const hello = await startHelloWorld(3902)
try {
  await load(`${galata.url}/api/cms/grouped`, { seconds: 2, headers })
  await load(hello.url, { seconds: 2, headers })
  // Rounds alternate the two servers so that load from elsewhere on the machine hits both alike;
  // the median of the per-round ratios is the figure.
  const ratios: number[] = []
  const galataRps: number[] = []
  const helloRps: number[] = []
  let p99 = 0
  let non2xx = 0
  for (let i = 0; i < rounds; i++) {
    const locale = i % 2 ? 'en' : 'tr'
    const g = await load(`${galata.url}/api/cms/grouped`, {
      seconds,
      headers: { ...headers, 'x-locale': locale },
    })
    const h = await load(hello.url, { seconds, headers })
    galataRps.push(g.rps)
    helloRps.push(h.rps)
    ratios.push(g.rps / h.rps)
    p99 = Math.max(p99, g.p99)
    non2xx += g.non2xx
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0
  const ratio = median(ratios)
  console.log(
    `bootstrap: GET /api/cms/grouped median ${median(galataRps).toFixed(0)} req/s (worst p99 ${p99} ms, non-2xx ${non2xx})`,
  )
  console.log(`bootstrap: bare Fastify hello-world median ${median(helloRps).toFixed(0)} req/s`)
  console.log(`bootstrap: per-round ratios ${ratios.map((r) => r.toFixed(2)).join(', ')}`)
  console.log(`bootstrap: ratio ${ratio.toFixed(2)} (target >= 0.5) ${ratio >= 0.5 ? 'MET' : 'NOT MET'}`)
} finally {
  await galata.stop()
  await hello.stop()
}
