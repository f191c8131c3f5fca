import { spawn, type ChildProcess } from 'node:child_process'
import { generateKeyPair, randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import type { Config } from '../config.js'

/*
 * The aggregator simulator beside a demo site (docs/providers.md "Simulator"): a child process
 * (packages/testkit/src/simulator/main.ts) that plays the providers' sides with test keys and
 * credentials made at boot (Hub88, SoftGamings, EGT, Digitain, EveryMatrix), so a demo lobby lists and plays
 * their games with the site's own balance. A provider configured for real is left to the real one:
 * the simulator does not play it. It never runs in live mode (config.ts refuses
 * PROVIDER_SIMULATOR=on there). The site only starts it, tells it where the site listens, reads its
 * catalogue and stops it with itself.
 */

const ENTRY = fileURLToPath(new URL('../../../../packages/testkit/src/simulator/main.ts', import.meta.url))
/** A loaded machine compiles the simulator with tsx in a few seconds; past this the demo goes without it. */
const READY_WITHIN_MS = 30_000
const DEMO_OPERATOR_ID = 1
const DEMO_EVERYMATRIX_OPERATOR_ID = '1'
const DEMO_DIGITAIN_OPERATOR_ID = 'galata-demo'
/**
 * The simulator's timeout on our wallet's answers. Hub88's is 1 s (the dialect's default); a demo on
 * the embedded database, on a laptop, answers its first calls slower than that, and every round
 * would end rolled back. The `timeout-retry` fault still shows what a timeout does.
 */
const DEMO_CALL_TIMEOUT_MS = 5_000

/** The Hub88 settings the simulator stands behind: what HUB88_* would say for the real one. */
export interface SimulatedHub88 {
  operatorId: number
  hub88PublicKey: string
  privateKey: string
  apiUrl: string
}

/** The SoftGamings settings the simulator stands behind: what SOFTGAMINGS_* would say for Fundist. */
export interface SimulatedSoftGamings {
  apiUrl: string
  apiKey: string
  apiPassword: string
  serverIp: string
  hmacSecret: string
}

/** The EGT settings the simulator stands behind: what EGT_* would say for the real one. */
export interface SimulatedEgt {
  username: string
  password: string
  portalCode: string
  apiUrl: string
}

/** The EveryMatrix settings the simulator stands behind: what EVERYMATRIX_* would say for the real one. */
export interface SimulatedEveryMatrix {
  operatorId: string
  login: string
  password: string
  /** The simulator's loader (`{url}/Loader/Start/…`), where the adapter's launch urls point. */
  launchUrl: string
}

/** The Digitain settings the simulator stands behind: what DIGITAIN_* would say for the real one. */
export interface SimulatedDigitain {
  operatorId: string
  secretKey: string
  apiUrl: string
}

/** A demo game of a simulated provider, as the simulator's `/catalogue` lists it. */
export interface SimulatorGame {
  provider: string
  code: string
  name: { tr: string; en: string }
  category: string
  rtpBp: number
  volatility: 'low' | 'medium' | 'high'
  image: string
  /** SoftGamings' `System` (the launch names it). */
  system?: number
}

export interface ProviderSimulator {
  url: string
  /** The providers it plays, configured as their adapters expect; null: configured for real, not played. */
  hub88: SimulatedHub88 | null
  softgamings: SimulatedSoftGamings | null
  egt: SimulatedEgt | null
  digitain: SimulatedDigitain | null
  everymatrix: SimulatedEveryMatrix | null
  /** The CSP frame source of its game pages (its port, on whichever host the player reached the site). */
  frameSource: string
  catalogue(): Promise<SimulatorGame[]>
  /** Where the site listens: the simulator sends its wallet callbacks there. */
  setOperatorUrl(url: string): void
  close(): Promise<void>
}

const rsaPair = async () => {
  const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  })
  return { publicKey, privateKey }
}

/** Whether this site runs the simulator: asked for, in demo mode, and some provider not configured for real. */
export function wantsSimulator(config: Config): boolean {
  return (
    config.PROVIDER_SIMULATOR === 'on' &&
    config.SITE_MODE === 'demo' &&
    Object.values(played(config)).some(Boolean)
  )
}

/** The providers the simulator plays: those not configured for real (their API url unset). */
function played(config: Config) {
  return {
    hub88: !config.HUB88_API_URL,
    softgamings: !config.SOFTGAMINGS_API_URL,
    egt: !config.EGT_API_URL,
    digitain: !config.DIGITAIN_API_URL,
    everymatrix: !config.EVERYMATRIX_LAUNCH_URL,
  }
}

/** EGT's test credentials for one boot: the portal code ends with the currency (docs/providers.md "EGT"). */
const egtCredentials = () => ({
  username: 'galata-demo',
  password: randomBytes(24).toString('base64url'),
  portalCode: 'GalataDemoTRY',
})

/**
 * Starts the simulator with fresh test keys and credentials and waits for its ready line; null when
 * this site does not run it, or when it did not start (the demo site then runs without it, and says so).
 */
export async function openProviderSimulator(
  config: Config,
  log: { warn(obj: object, msg: string): void },
): Promise<ProviderSimulator | null> {
  if (!wantsSimulator(config)) return null
  const plays = played(config)
  const [hub88, operator] = await Promise.all([rsaPair(), rsaPair()])
  const softgamings = {
    apiKey: `sim-${randomBytes(8).toString('hex')}`,
    apiPassword: randomBytes(16).toString('hex'),
    serverIp: '127.0.0.1',
    hmacSecret: randomBytes(32).toString('hex'),
  }
  const egt = egtCredentials()
  const digitainKey = randomBytes(32).toString('hex')
  const everymatrix = {
    operatorId: DEMO_EVERYMATRIX_OPERATOR_ID,
    login: `sim-${randomBytes(6).toString('hex')}`,
    password: randomBytes(24).toString('base64url'),
  }
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), ENTRY], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Only what it needs: the site's own secrets stay in the site's process.
    env: {
      PATH: process.env.PATH,
      SIM_PORT: String(config.PROVIDER_SIMULATOR_PORT),
      SIM_HOST: config.HOST,
      SIM_TIMEOUT_MS: String(DEMO_CALL_TIMEOUT_MS),
      ...(plays.hub88
        ? {
            SIM_HUB88_OPERATOR_ID: String(DEMO_OPERATOR_ID),
            SIM_HUB88_PRIVATE_KEY: hub88.privateKey,
            SIM_HUB88_OPERATOR_PUBLIC_KEY: operator.publicKey,
          }
        : {}),
      ...(plays.softgamings
        ? {
            SIM_SOFTGAMINGS_API_KEY: softgamings.apiKey,
            SIM_SOFTGAMINGS_API_PASSWORD: softgamings.apiPassword,
            SIM_SOFTGAMINGS_SERVER_IP: softgamings.serverIp,
            SIM_SOFTGAMINGS_HMAC_SECRET: softgamings.hmacSecret,
          }
        : {}),
      ...(plays.egt
        ? {
            SIM_EGT_USERNAME: egt.username,
            SIM_EGT_PASSWORD: egt.password,
            SIM_EGT_PORTAL_CODE: egt.portalCode,
          }
        : {}),
      ...(plays.digitain
        ? { SIM_DIGITAIN_OPERATOR_ID: DEMO_DIGITAIN_OPERATOR_ID, SIM_DIGITAIN_SECRET_KEY: digitainKey }
        : {}),
      ...(plays.everymatrix
        ? {
            SIM_EVERYMATRIX_OPERATOR_ID: everymatrix.operatorId,
            SIM_EVERYMATRIX_LOGIN: everymatrix.login,
            SIM_EVERYMATRIX_PASSWORD: everymatrix.password,
          }
        : {}),
    },
  })
  child.stderr!.on('data', (chunk: Buffer) =>
    log.warn({ simulator: chunk.toString('utf8').trim() }, 'simulator'),
  )
  const ready = await readyLine(child)
  if (!ready) {
    log.warn({ entry: ENTRY }, 'the provider simulator did not start: the demo runs without its demo games')
    await stopChild(child)
    return null
  }
  const url = `http://127.0.0.1:${ready.port}`
  return {
    url,
    hub88: plays.hub88
      ? {
          operatorId: DEMO_OPERATOR_ID,
          hub88PublicKey: hub88.publicKey,
          privateKey: operator.privateKey,
          apiUrl: url,
        }
      : null,
    softgamings: plays.softgamings ? { ...softgamings, apiUrl: url } : null,
    egt: plays.egt ? { ...egt, apiUrl: url } : null,
    digitain: plays.digitain
      ? { operatorId: DEMO_DIGITAIN_OPERATOR_ID, secretKey: digitainKey, apiUrl: url }
      : null,
    everymatrix: plays.everymatrix ? { ...everymatrix, launchUrl: url } : null,
    frameSource: `http://*:${ready.port}`,
    async catalogue() {
      const res = await fetch(`${url}/catalogue`, { signal: AbortSignal.timeout(10_000) })
      if (!res.ok) throw new Error(`simulator catalogue: HTTP ${res.status}`)
      return (await res.json()) as SimulatorGame[]
    },
    setOperatorUrl(operatorUrl) {
      if (child.stdin?.writable) child.stdin.write(`${JSON.stringify({ operatorUrl })}\n`)
    },
    close: () => stopChild(child),
  }
}

function readyLine(child: ChildProcess): Promise<{ port: number } | null> {
  return new Promise((resolve) => {
    const lines = createInterface({ input: child.stdout! })
    const done = (value: { port: number } | null) => {
      clearTimeout(timer)
      lines.removeAllListeners('line')
      child.removeListener('exit', onExit)
      resolve(value)
    }
    const onExit = () => done(null)
    const timer = setTimeout(() => done(null), READY_WITHIN_MS)
    child.once('exit', onExit)
    lines.on('line', (line) => {
      try {
        const message = JSON.parse(line) as { simulator?: unknown; port?: unknown }
        if (message.simulator === 'ready' && typeof message.port === 'number') done({ port: message.port })
      } catch {
        // Any other output is not the ready line.
      }
    })
  })
}

/** Closing its stdin stops the simulator; a signal, then a kill, if it lingers. */
function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const kill = setTimeout(() => child.kill('SIGKILL'), 3_000)
    child.once('exit', () => {
      clearTimeout(kill)
      resolve()
    })
    child.stdin?.end()
    child.kill('SIGTERM')
  })
}
