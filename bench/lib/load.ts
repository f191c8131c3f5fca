import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface LoadResult {
  rps: number
  p50: number
  p99: number
  errors: number
  non2xx: number
}

/**
 * Drives one URL with keep-alive connections for a fixed time and reports throughput and latency
 * (milliseconds). The load comes from `wrk` (Debian's package) in its own process: a load generator
 * in JavaScript spends more CPU parsing a 9 KB answer than our server spends sending it, so on a
 * two-core machine it measured itself, not the server (bench/bootstrap read 0.16 with autocannon
 * against 0.57 with wrk on the same build). `scripts/bench.mjs` installs wrk when it is missing.
 */
export async function load(
  url: string,
  options: {
    seconds?: number
    connections?: number
    method?: 'GET' | 'POST'
    body?: string
    headers?: Record<string, string>
  } = {},
): Promise<LoadResult> {
  const headers = { 'content-type': 'application/json', ...(options.headers ?? {}) }
  const dir = mkdtempSync(join(tmpdir(), 'galata-wrk-'))
  const script = join(dir, 'request.lua')
  // The Lua script sets the request and counts non-2xx answers (wrk's summary lumps 3xx with them).
  writeFileSync(
    script,
    [
      `wrk.method = ${JSON.stringify(options.method ?? 'GET')}`,
      options.body === undefined ? '' : `wrk.body = ${luaString(options.body)}`,
      ...Object.entries(headers).map(([k, v]) => `wrk.headers[${luaString(k)}] = ${luaString(v)}`),
    ].join('\n'),
  )
  try {
    const output = execFileSync(
      'wrk',
      ['-t1', `-c${options.connections ?? 32}`, `-d${options.seconds ?? 8}s`, '--latency', '-s', script, url],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    )
    return parseWrk(output)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function luaString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`
}

const toMs = (value: string, unit: string) =>
  Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : unit === 'm' ? 60_000 : 1)

export function parseWrk(output: string): LoadResult {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1] ?? 0)
  const percentile = (p: string) => {
    const m = new RegExp(`^\\s+${p}%\\s+([\\d.]+)(us|ms|s|m)`, 'm').exec(output)
    return m ? toMs(m[1]!, m[2]!) : 0
  }
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  const errors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(output)?.[1] ?? 0)
  return { rps, p50: percentile('50'), p99: percentile('99'), errors, non2xx }
}
