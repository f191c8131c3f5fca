import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSimulator, type Simulator } from '../../packages/testkit/src/simulator/server.js'

/*
 * The provider simulator keeps an idle keep-alive connection open longer than the chaos run's
 * client keeps one (4 s, client.ts): a client whose idle close runs late on a loaded machine must
 * not send its next round on a connection the simulator is closing (docs/operations.md "The chaos
 * run", "Reading the failures").
 */
describe('the provider simulator keep-alive', () => {
  let sim: Simulator

  beforeAll(async () => {
    sim = await startSimulator({ dialects: [] })
  })

  afterAll(async () => {
    await sim.close()
  })

  it('answers a second request on a connection idle for 6 s', async () => {
    const socket = connect(sim.port, '127.0.0.1')
    const answers: string[] = []
    let closed = false
    socket.on('data', (d) => answers.push(d.toString()))
    socket.once('close', () => (closed = true))
    socket.on('error', () => {})
    const ask = () =>
      socket.write(`GET /catalogue HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`)
    await new Promise((r) => socket.once('connect', r))
    ask()
    await new Promise((r) => setTimeout(r, 6_000))
    // Node's default (5 s) would have closed it by now.
    expect(closed).toBe(false)
    ask()
    await new Promise((r) => setTimeout(r, 500))
    socket.destroy()
    expect(answers.join('').match(/HTTP\/1\.1 200/g)).toHaveLength(2)
  }, 15_000)
})
