import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '../config.js'
import { testConfig } from '../test/test-config.js'
import {
  openProviderSimulator,
  simulatorCredentials,
  simulatorEnv,
  type SharedSimulatorFile,
} from './simulator.js'

/*
 * docs/providers.md "One simulator for several instances": with PROVIDER_SIMULATOR_FILE a site
 * starts no child and points every simulated provider at the shared simulator, with the file's
 * credentials; closing the site leaves that simulator running. A live site refuses the setting.
 */
describe('a simulator shared by several instances (PROVIDER_SIMULATOR_FILE)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'galata-shared-sim-'))
  const file = join(dir, 'simulator.json')
  let stand: Server
  let url = ''
  let catalogueCalls = 0

  beforeAll(async () => {
    // A stand-in for the running simulator: only its catalogue is read at boot.
    stand = createServer((req, res) => {
      if (req.url === '/catalogue') catalogueCalls += 1
      res.setHeader('content-type', 'application/json')
      res.end('[]')
    })
    await new Promise<void>((resolve) => stand.listen(0, '127.0.0.1', resolve))
    const address = stand.address()
    url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
  })
  afterAll(async () => {
    await new Promise((resolve) => stand.close(resolve))
    rmSync(dir, { recursive: true, force: true })
  })

  it("points every adapter at the file's simulator with its credentials, and starts no child", async () => {
    const credentials = await simulatorCredentials()
    const shared: SharedSimulatorFile = { url, credentials }
    writeFileSync(file, JSON.stringify(shared))
    const warnings: string[] = []
    const sim = await openProviderSimulator(
      testConfig({ PROVIDER_SIMULATOR: 'on', PROVIDER_SIMULATOR_FILE: file }),
      { warn: (_o, msg) => warnings.push(msg) },
    )
    expect(sim).not.toBeNull()
    expect(sim!.url).toBe(url)
    expect(sim!.frameSource).toBe(`http://*:${new URL(url).port}`)
    expect(sim!.hub88).toMatchObject({ apiUrl: url, hub88PublicKey: credentials.hub88.publicKey })
    expect(sim!.hub88!.privateKey).toBe(credentials.operator.privateKey)
    expect(sim!.egt).toMatchObject({ apiUrl: url, password: credentials.egt.password })
    expect(sim!.softgamings).toMatchObject({ apiUrl: url, apiKey: credentials.softgamings.apiKey })
    expect(sim!.digitain).toMatchObject({ apiUrl: url, secretKey: credentials.digitainKey })
    expect(sim!.everymatrix).toMatchObject({ launchUrl: url, login: credentials.everymatrix.login })
    expect(await sim!.catalogue()).toEqual([])
    expect(catalogueCalls).toBe(1)
    // Not this site's to stop: the stand-in still answers after the site's close.
    await sim!.close()
    expect((await fetch(`${url}/catalogue`)).ok).toBe(true)
    expect(warnings).toEqual([])
  })

  it('gives the simulator process its halves of the keys only', async () => {
    const credentials = await simulatorCredentials()
    const env = simulatorEnv(credentials, { port: 4321, host: '127.0.0.1' })
    expect(env.SIM_PORT).toBe('4321')
    expect(env.SIM_HUB88_PRIVATE_KEY).toBe(credentials.hub88.privateKey)
    expect(env.SIM_HUB88_OPERATOR_PUBLIC_KEY).toBe(credentials.operator.publicKey)
    expect(Object.values(env)).not.toContain(credentials.operator.privateKey)
  })

  it('is refused on a live site', () => {
    expect(() =>
      loadConfig({ ...process.env, NODE_ENV: 'test', SITE_MODE: 'live', PROVIDER_SIMULATOR_FILE: file }),
    ).toThrow(ConfigError)
    try {
      loadConfig({ ...process.env, NODE_ENV: 'test', SITE_MODE: 'live', PROVIDER_SIMULATOR_FILE: file })
    } catch (e) {
      expect((e as Error).message).toContain('PROVIDER_SIMULATOR_FILE')
    }
  })
})
