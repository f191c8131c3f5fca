// `npm run stack:smoke`: a player's first minutes against a running stack, through nginx only
// (docs/operations.md "The stack"): the home page, sign-up, a hub socket, a deposit through the demo
// gateway whose balance push reaches the socket whichever instance confirmed it, a login, and the
// requests spread over every instance (nginx's access log names the upstream of each).
import { randomInt } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import WebSocket from 'ws'
import { registrationBody, TEST_PASSWORD } from '@galata/testkit'
import { readRecord, stackSettings } from './settings.js'

const s = stackSettings()
const record = readRecord(s.dir)
if (!record) throw new Error(`no stack recorded in ${s.dir}; npm run stack first`)
const base = record.url
const RS = '\u001e'

function check(ok: boolean, what: string) {
  if (!ok) throw new Error(`smoke: ${what}`)
  console.log(`smoke: ok  ${what}`)
}

async function call(path: string, init: RequestInit & { token?: string } = {}) {
  const headers = new Headers(init.headers)
  headers.set('x-fingerprint', 'stack-smoke')
  if (init.token) headers.set('authorization', `Bearer ${init.token}`)
  if (typeof init.body === 'string') headers.set('content-type', 'application/json')
  return fetch(`${base}${path}`, { ...init, headers, redirect: 'manual' })
}

/** A hub socket through nginx; answers the records it receives, in order, as they come. */
async function hub(token: string) {
  const received: string[] = []
  const socket = new WebSocket(`${base.replace('http', 'ws')}/hub/frnotify?access_token=${token}`)
  socket.on('message', (data) => received.push(...String(data).split(RS).filter(Boolean)))
  await new Promise((resolve, reject) => {
    socket.once('open', resolve)
    socket.once('error', reject)
  })
  socket.send(`{"protocol":"json","version":1}${RS}`)
  return { socket, received }
}

async function until(what: string, ok: () => boolean, ms = 10_000) {
  const end = Date.now() + ms
  while (Date.now() < end && !ok()) await new Promise((r) => setTimeout(r, 100))
  check(ok(), what)
}

const logFile = join(s.dir, 'nginx', 'access.log')
const logStart = readFileSync(logFile, 'utf8').length

const home = await call('/')
check(home.status === 200 && (await home.text()).includes('<div id="root"'), 'home page 200')
check(/^[0-9a-f]{32}$/.test(home.headers.get('x-request-id') ?? ''), 'nginx answers an X-Request-Id')

const n = String(randomInt(1e6, 1e7))
const username = `stack${n}`
const registered = await call('/api/auth/register', {
  method: 'POST',
  body: JSON.stringify(
    registrationBody({
      name: 'Deniz',
      surname: 'Yılmaz',
      username,
      email: `${username}@example.com`,
      phone: `90532${n}`,
    }),
  ),
})
const { data: auth } = (await registered.json()) as { data: { token: string } }
check(registered.status === 200 && !!auth.token, `register ${username}`)

const { socket, received } = await hub(auth.token)
await until('hub socket upgraded through nginx, handshake answered', () => received.includes('{}'))

const balance = async () =>
  ((await (await call('/api/user/balance', { token: auth.token })).json()) as { data: { balance: number } })
    .data.balance
const before = await balance()
const methods = (await (await call('/api/payment/methods?type=1', { token: auth.token })).json()) as {
  data: { id: number; title: string }[]
}
const card = methods.data.find((m) => /Kart/.test(m.title))
check(!!card, 'the demo card method is offered')
const opened = await call('/api/payment/deposit', {
  method: 'POST',
  token: auth.token,
  body: JSON.stringify({
    id: card!.id,
    target: 'pay',
    detail: { amount: 100, CardNo: '4111111111111111', holder: 'DENIZ YILMAZ' },
  }),
})
const payUrl = new URL(((await opened.json()) as { data: string }).data)
const paid = await fetch(`${base}${payUrl.pathname}?lang=en`, {
  method: 'POST',
  body: new URLSearchParams({ sig: payUrl.searchParams.get('sig')!, action: 'pay' }),
})
check(paid.ok, 'deposit paid on the demo gateway')
await until('the balance push reached the hub socket (Redis fan-out)', () =>
  received.some((r) => r.includes('"Balance"')),
)
check((await balance()) === before + 100, 'balance up by 100 ₺ on every instance asked')
socket.close()

const login = await call('/api/auth/login', {
  method: 'POST',
  body: JSON.stringify({ username, password: TEST_PASSWORD }),
})
check(login.status === 200, 'log in again')
for (let i = 0; i < 6; i++) await balance()

// Each request's upstream, from nginx's access log since this run began.
await new Promise((r) => setTimeout(r, 500))
const upstreams = new Set(
  [
    ...readFileSync(logFile, 'utf8')
      .slice(logStart)
      .matchAll(/upstream=(\S+)/g),
  ].map((m) => m[1]),
)
const instances = s.instancePorts.map((p) => `127.0.0.1:${p}`)
check(
  instances.every((i) => upstreams.has(i)),
  `requests spread over ${[...upstreams].filter((u) => u !== '-').join(', ')}`,
)
