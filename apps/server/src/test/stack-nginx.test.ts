import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { errorCatalog } from '@galata/contract'
import { afterAll, describe, expect, it } from 'vitest'
import WebSocket, { WebSocketServer } from 'ws'
import { nginxConf } from '../../../../scripts/stack/configs.js'

/*
 * docs/operations.md "nginx" (the stack's balancer): a lost instance's calls are retried on another
 * (POST only when nothing was sent: no `non_idempotent`), and what nginx cannot pass on is one of
 * the API's documented 503s in the request's language, not nginx's HTML 502/504: SERVER_BUSY for a
 * read, OUTCOME_UNKNOWN for a write (the lost instance may have done it).
 * `nginx -t` checks the file where nginx is installed (the stack installs it), and there a real nginx
 * on this configuration passes a closing instance's 503 on a hub upgrade to another instance
 * (docs/operations.md "Graceful shutdown"): a reconnecting client never lands on it.
 */
describe("the stack's nginx.conf", () => {
  const dir = mkdtempSync(join(tmpdir(), 'galata-nginx-'))
  const conf = nginxConf({ dir, port: 3399, instancePorts: [3401, 3402] })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  it('retries connection failures and closing instances on another, never a sent POST', () => {
    const retries = conf.match(/proxy_next_upstream error timeout http_503;/g) ?? []
    expect(retries).toHaveLength(2) // `/` and `/hub/`
    expect(conf).not.toContain('non_idempotent')
    expect(conf.match(/error_page 502 504 =503 @busy;/g)).toHaveLength(2)
  })

  it('answers a read SERVER_BUSY and a write OUTCOME_UNKNOWN, Turkish by default, English on X-Locale: en', () => {
    const bodies = Object.fromEntries(
      [...conf.matchAll(/^\s+(~\S+|default)\s+'(\{.*\})';$/gm)].map((m) => [m[1]!, JSON.parse(m[2]!)]),
    )
    const body = (code: 'SERVER_BUSY' | 'OUTCOME_UNKNOWN', locale: 'tr' | 'en') => ({
      success: false,
      code,
      message: errorCatalog[code].message[locale],
      data: { retryAfter: 1 },
    })
    expect(bodies).toEqual({
      '~^(GET|HEAD):en$': body('SERVER_BUSY', 'en'),
      '~^(GET|HEAD):': body('SERVER_BUSY', 'tr'),
      '~:en$': body('OUTCOME_UNKNOWN', 'en'),
      default: body('OUTCOME_UNKNOWN', 'tr'),
    })
    expect(conf).toMatch(/location @busy \{[^}]*add_header Retry-After 1 always;[^}]*return 503 \$busy_body;/)
  })

  it('is a valid nginx configuration', () => {
    const nginx = spawnSync('nginx', ['-v'])
    if (nginx.error) return // not installed here: `npm run stack` installs it
    const file = join(dir, 'nginx.conf')
    writeFileSync(file, conf)
    const test = spawnSync('nginx', ['-t', '-p', dir, '-c', file, '-e', join(dir, 'error.log')], {
      encoding: 'utf8',
    })
    expect(test.status, test.stderr).toBe(0)
  })

  it("passes a closing instance's 503 on a hub upgrade to another instance", async () => {
    if (spawnSync('nginx', ['-v']).error) return // not installed here: `npm run stack` installs it
    const listening = async (server: Server) => {
      server.listen(0, '127.0.0.1')
      await once(server, 'listening')
      return (server.address() as AddressInfo).port
    }
    // The closing instance answers every upgrade as the hub does then; the other accepts it.
    let refused = 0
    const closing = createServer()
    closing.on('upgrade', (_request, socket) => {
      refused++
      socket.end(
        'HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nRetry-After: 1\r\nContent-Length: 0\r\n\r\n',
      )
    })
    const open = createServer()
    const wss = new WebSocketServer({ server: open })
    const ports = [await listening(closing), await listening(open)]
    const free = createServer()
    const port = await listening(free)
    free.close()
    const live = mkdtempSync(join(tmpdir(), 'galata-nginx-live-'))
    const file = join(live, 'nginx.conf')
    writeFileSync(file, nginxConf({ dir: live, port, instancePorts: ports }))
    const nginx = spawn(
      'nginx',
      ['-p', live, '-c', file, '-e', join(live, 'error.log'), '-g', 'daemon off;'],
      {
        stdio: 'ignore',
      },
    )
    const sockets: WebSocket[] = []
    try {
      const connect = () =>
        new Promise<number>((resolve) => {
          const ws = new WebSocket(`ws://127.0.0.1:${port}/hub/frnotify`)
          sockets.push(ws)
          ws.on('open', () => resolve(101))
          ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
          ws.on('error', () => resolve(-1))
        })
      // nginx is up once it answers.
      for (let i = 0; i < 50 && (await connect()) === -1; i++) await new Promise((r) => setTimeout(r, 100))
      const statuses: number[] = []
      for (let i = 0; i < 10; i++) statuses.push(await connect())
      expect(statuses).toEqual(Array<number>(10).fill(101))
      expect(refused).toBeGreaterThan(0)
      expect(wss.clients.size).toBe(sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length)
    } finally {
      for (const ws of sockets) ws.terminate()
      nginx.kill('SIGTERM')
      await once(nginx, 'exit')
      wss.close()
      closing.close()
      open.close()
      rmSync(live, { recursive: true, force: true })
    }
  })
})
