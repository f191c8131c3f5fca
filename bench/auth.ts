/**
 * bench/auth (docs/accounts.md): logins per second with 16 concurrent clients divided by raw argon2id
 * verifications per second with the same parameters and the same concurrency, measured in the same
 * run. Target ≥ 0.8: the password hash should be the only real cost of a login. Also prints the p99
 * latency of a login.
 *
 * The site runs in its own process (embedded PGlite, or DATABASE_URL when set) with a huge
 * RATE_LIMIT_MAX so the per-address limit never answers instead of the endpoint; every login
 * succeeds, and successful logins never count towards the login throttle. The argon2 baseline runs
 * here, with 16 verifications always in flight on libuv's threadpool, like 16 login requests on the
 * server's. The two are measured one after the other (never together: both need the same cores),
 * twice in alternating order.
 */
import { availableParallelism } from 'node:os'
import autocannon from 'autocannon'
import { hash, verify } from '@node-rs/argon2'
import { benchPort, startGalata } from './lib/servers.js'

const seconds = Number(process.env.BENCH_SECONDS ?? 8)
const CONCURRENCY = 16
const PLAYERS = 16
const PASSWORD = 'bench-password-1'
// The server's parameters (apps/server/src/modules/auth/auth.password.ts): argon2id m=19456 KiB, t=2, p=1.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

/** Raw argon2id verifications per second with `CONCURRENCY` always in flight. */
async function argon2Rate(durationMs: number): Promise<number> {
  const stored = await hash(PASSWORD, ARGON2)
  let done = 0
  const until = performance.now() + durationMs
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < until) {
        if (!(await verify(stored, PASSWORD))) throw new Error('argon2 baseline: verification failed')
        done++
      }
    }),
  )
  return done / ((performance.now() - started) / 1000)
}

async function post(url: string, body: unknown): Promise<{ status: number; json: unknown }> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return { status: res.status, json: await res.json() }
}

async function loginLoad(base: string, durationS: number) {
  let next = 0
  const bodies = Array.from({ length: PLAYERS }, (_, i) =>
    JSON.stringify({ username: `bench${String(i).padStart(3, '0')}`, password: PASSWORD }),
  )
  const result = await autocannon({
    url: `${base}/api/auth/login`,
    connections: CONCURRENCY,
    duration: durationS,
    requests: [
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        // Each request logs in the next of the players, so no one account carries the load.
        setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }),
      },
    ],
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

// All 16 clients share one address: the per-address limits (RATE_LIMIT_MAX and the argon2 budget
// AUTH_ADDRESS_BUDGET) are lifted so they never answer instead of the endpoint.
const galata = await startGalata(benchPort(0, 3903), {
  // BENCH_ARGON2_CONCURRENCY compares limiter settings (docs/accounts.md "Benchmark").
  ...(process.env.BENCH_ARGON2_CONCURRENCY
    ? { ARGON2_CONCURRENCY: process.env.BENCH_ARGON2_CONCURRENCY }
    : {}),
  SEED: 'none',
  RATE_LIMIT_MAX: '1000000000',
  AUTH_ADDRESS_BUDGET: '1000000000',
})
try {
  for (let i = 0; i < PLAYERS; i++) {
    const username = `bench${String(i).padStart(3, '0')}`
    const res = await post(`${galata.url}/api/auth/register`, {
      name: 'Bench',
      surname: 'Player',
      username,
      email: `${username}@bench.galata.test`,
      phone: `532${String(i).padStart(7, '0')}`,
      birthDateDay: '01',
      birthDateMonth: '01',
      birthDateYear: '1990',
      password: PASSWORD,
      password2: PASSWORD,
      ageConfirmed: true,
      termsAccepted: true,
    })
    // A reused DATABASE_URL keeps the players of an earlier run, with the same password.
    const taken = (res.json as { code?: string }).code === 'USERNAME_TAKEN'
    if (res.status !== 200 && !taken)
      throw new Error(`could not register ${username}: ${JSON.stringify(res.json)}`)
  }

  // Warm-up: JIT, the PGlite caches, the threadpool.
  await loginLoad(galata.url, 2)
  await argon2Rate(2_000)

  const logins: number[] = []
  const verifies: number[] = []
  let p50 = 0
  let p99 = 0
  let non2xx = 0
  let errors = 0
  for (let round = 0; round < 2; round++) {
    const measureLogins = async () => {
      const r = await loginLoad(galata.url, seconds)
      logins.push(r.rps)
      p50 = Math.max(p50, r.p50)
      p99 = Math.max(p99, r.p99)
      non2xx += r.non2xx
      errors += r.errors
    }
    const measureArgon2 = async () => {
      verifies.push(await argon2Rate(seconds * 1000))
    }
    if (round % 2 === 0) {
      await measureLogins()
      await measureArgon2()
    } else {
      await measureArgon2()
      await measureLogins()
    }
  }

  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length
  const ratio = avg(logins) / avg(verifies)
  const threads = process.env.UV_THREADPOOL_SIZE ?? '4 (default)'
  const ready = (await (await fetch(`${galata.url}/api/ready`)).json()) as { data: { database: string } }
  console.log(
    `auth: ${CONCURRENCY} clients, ${PLAYERS} players, ${availableParallelism()} cores, libuv threadpool ${threads}, argon2 limiter ${process.env.BENCH_ARGON2_CONCURRENCY ?? 'default (the CPU count)'}, database ${ready.data.database}`,
  )
  console.log(
    `auth: POST /api/auth/login ${avg(logins).toFixed(1)} logins/s (p50 ${p50} ms, p99 ${p99} ms, non-2xx ${non2xx}, errors ${errors})`,
  )
  console.log(`auth: raw argon2id verify (m=19456, t=2, p=1) ${avg(verifies).toFixed(1)} /s`)
  console.log(
    `auth: per round ${logins.map((l, i) => `${l.toFixed(0)}/${verifies[i]!.toFixed(0)} = ${(l / verifies[i]!).toFixed(2)}`).join(', ')}`,
  )
  console.log(`auth: ratio ${ratio.toFixed(2)} (target >= 0.8) ${ratio >= 0.8 ? 'MET' : 'NOT MET'}`)
  if (non2xx > 0 || errors > 0) {
    console.error('auth: some logins failed; the figures above do not measure successful logins only')
    process.exitCode = 1
  }
} finally {
  await galata.stop()
}
