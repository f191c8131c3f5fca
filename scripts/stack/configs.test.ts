import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PROGRAMS } from './apt.js'
import { nginxConf } from './configs.js'

/*
 * The stack's nginx as it is written (docs/operations.md "The stack", "The chaos run"), run for
 * real in front of two small servers: a call goes to the instance with the fewest in flight, the
 * answer names it in `X-Upstream`, and with no instance left nginx answers the API's 503.
 */

const hasNginx = existsSync(PROGRAMS.nginx) && process.getuid?.() === 0

function upstream(delayMs: number): Promise<{ server: http.Server; port: number; hits: () => number }> {
  let hits = 0
  const server = http.createServer((req, res) => {
    hits++
    setTimeout(() => res.end(JSON.stringify({ success: true, data: null })), delayMs)
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, port: (server.address() as AddressInfo).port, hits: () => hits }),
    ),
  )
}

function get(port: number, path = '/api/user/balance'): Promise<{ status: number; upstream: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent: false }, (res) => {
        res.resume()
        res.once('end', () =>
          resolve({ status: res.statusCode ?? 0, upstream: String(res.headers['x-upstream'] ?? '') }),
        )
      })
      .once('error', reject)
  })
}

async function freePort(): Promise<number> {
  const s = http.createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const port = (s.address() as AddressInfo).port
  await new Promise((r) => s.close(r))
  return port
}

/** The stack's nginx in front of `instancePorts`, answering on a port of its own. */
async function startNginx(
  instancePorts: number[],
): Promise<{ dir: string; nginx: ChildProcess; port: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'galata-nginx-'))
  const port = await freePort()
  const conf = join(dir, 'nginx.conf')
  writeFileSync(conf, nginxConf({ dir, port, instancePorts }))
  const nginx = spawn(
    PROGRAMS.nginx,
    ['-p', dir, '-c', conf, '-e', join(dir, 'error.log'), '-g', 'daemon off;'],
    {
      stdio: 'ignore',
    },
  )
  for (let i = 0; i < 50; i++) {
    if (
      await get(port).then(
        () => true,
        () => false,
      )
    )
      return { dir, nginx, port }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('nginx did not start')
}

describe.skipIf(!hasNginx)("the stack's nginx", () => {
  let dir: string
  let nginx: ChildProcess
  let port: number
  let slow: Awaited<ReturnType<typeof upstream>>
  let fast: Awaited<ReturnType<typeof upstream>>

  beforeAll(async () => {
    slow = await upstream(400)
    fast = await upstream(5)
    ;({ dir, nginx, port } = await startNginx([slow.port, fast.port]))
  })

  afterAll(async () => {
    nginx?.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 200))
    slow?.server.close()
    fast?.server.close()
    rmSync(dir, { recursive: true, force: true })
  })

  it('passes a call to the instance with the fewest in flight and names it', async () => {
    const before = { slow: slow.hits(), fast: fast.hits() }
    // Eight players at a time, 80 calls: the slow instance holds its calls, so it is passed fewer.
    const answers: { status: number; upstream: string }[] = []
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let i = 0; i < 10; i++) answers.push(await get(port))
      }),
    )
    expect(answers.every((a) => a.status === 200)).toBe(true)
    const named = new Set(answers.map((a) => a.upstream))
    expect([...named].every((u) => u === `127.0.0.1:${slow.port}` || u === `127.0.0.1:${fast.port}`)).toBe(
      true,
    )
    const toSlow = slow.hits() - before.slow
    const toFast = fast.hits() - before.fast
    expect(toSlow + toFast).toBe(80)
    // Round robin would give each 40.
    expect(toSlow).toBeLessThan(20)
  })

  it("answers the API's 503 SERVER_BUSY, naming what it tried, when no instance answers", async () => {
    slow.server.close()
    fast.server.close()
    slow.server.closeAllConnections()
    fast.server.closeAllConnections()
    const a = await get(port)
    expect(a.status).toBe(503)
    expect(a.upstream).toContain('127.0.0.1:')
  })
})

describe.skipIf(!hasNginx)("the stack's nginx after a failure every instance shared", () => {
  /**
   * An instance that drops the connection of its first `/hub/` request and answers its first
   * balance call 503 (PgBouncer away), then answers both.
   */
  function dropsFirst(): Promise<{ server: http.Server; port: number }> {
    let dropped = false
    let refused = false
    const server = http.createServer((req, res) => {
      if (!dropped && req.url?.startsWith('/hub/')) {
        dropped = true
        return req.socket.destroy()
      }
      if (!refused && req.url === '/api/user/balance?busy') {
        refused = true
        res.statusCode = 503
        return res.end('{"success":false,"code":"SERVER_BUSY"}')
      }
      res.end('{}')
    })
    return new Promise((resolve) =>
      server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port })),
    )
  }

  it('keeps passing upgrades and calls to instances that each failed one (none set aside)', async () => {
    const a = await dropsFirst()
    const b = await dropsFirst()
    const started = await startNginx([a.port, b.port])
    try {
      // The first is dropped by both: the documented 503.
      expect((await get(started.port, '/hub/frnotify')).status).toBe(503)
      // Set aside for a failure, both would answer "no live upstreams" for seconds, and a crowd of
      // reconnecting clients would back off for 2-30 s (docs/operations.md "Graceful shutdown").
      expect((await get(started.port, '/hub/frnotify')).status).toBe(200)
      // Every instance answered a call 503 once: the next call is theirs again, not nginx's 503.
      expect((await get(started.port, '/api/user/balance?busy')).status).toBe(503)
      expect((await get(started.port, '/api/user/balance?busy')).status).toBe(200)
    } finally {
      started.nginx.kill('SIGTERM')
      await new Promise((r) => setTimeout(r, 200))
      a.server.close()
      b.server.close()
      rmSync(started.dir, { recursive: true, force: true })
    }
  })
})
