import { spawn, type ChildProcess } from 'node:child_process'
import { generateKeyPair, randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
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

/** Its entry point, also what `npm run stack` starts as a process of its own. */
export const SIMULATOR_ENTRY = fileURLToPath(
  new URL('../../../../packages/testkit/src/simulator/main.ts', import.meta.url),
)
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
 * Both sides' test keys and credentials of one simulator: its halves go to the simulator's
 * environment (`simulatorEnv`), the site's halves to the adapters (`simulatedProviders`).
 */
export interface SimulatorCredentials {
  hub88: { publicKey: string; privateKey: string }
  operator: { publicKey: string; privateKey: string }
  softgamings: Omit<SimulatedSoftGamings, 'apiUrl'>
  egt: Omit<SimulatedEgt, 'apiUrl'>
  digitainKey: string
  everymatrix: Omit<SimulatedEveryMatrix, 'launchUrl'>
}

/**
 * A simulator running on its own, shared by several instances (docs/providers.md "Simulator",
 * "One simulator for several instances"): what its starter wrote to PROVIDER_SIMULATOR_FILE.
 */
export interface SharedSimulatorFile {
  url: string
  credentials: SimulatorCredentials
}

/** Fresh test keys and credentials for every simulated provider. */
export async function simulatorCredentials(): Promise<SimulatorCredentials> {
  const [hub88, operator] = await Promise.all([rsaPair(), rsaPair()])
  return {
    hub88,
    operator,
    softgamings: {
      apiKey: `sim-${randomBytes(8).toString('hex')}`,
      apiPassword: randomBytes(16).toString('hex'),
      serverIp: '127.0.0.1',
      hmacSecret: randomBytes(32).toString('hex'),
    },
    egt: egtCredentials(),
    digitainKey: randomBytes(32).toString('hex'),
    everymatrix: {
      operatorId: DEMO_EVERYMATRIX_OPERATOR_ID,
      login: `sim-${randomBytes(6).toString('hex')}`,
      password: randomBytes(24).toString('base64url'),
    },
  }
}

type Played = ReturnType<typeof played>
const ALL_PLAYED: Played = { hub88: true, softgamings: true, egt: true, digitain: true, everymatrix: true }

/**
 * The simulator process's environment: only its halves of the keys and what it needs, never the
 * site's own secrets. `plays` leaves out the providers configured for real.
 */
export function simulatorEnv(
  c: SimulatorCredentials,
  o: { port: number; host: string; plays?: Played },
): Record<string, string> {
  const plays = o.plays ?? ALL_PLAYED
  return {
    SIM_PORT: String(o.port),
    SIM_HOST: o.host,
    SIM_TIMEOUT_MS: String(DEMO_CALL_TIMEOUT_MS),
    ...(plays.hub88
      ? {
          SIM_HUB88_OPERATOR_ID: String(DEMO_OPERATOR_ID),
          SIM_HUB88_PRIVATE_KEY: c.hub88.privateKey,
          SIM_HUB88_OPERATOR_PUBLIC_KEY: c.operator.publicKey,
        }
      : {}),
    ...(plays.softgamings
      ? {
          SIM_SOFTGAMINGS_API_KEY: c.softgamings.apiKey,
          SIM_SOFTGAMINGS_API_PASSWORD: c.softgamings.apiPassword,
          SIM_SOFTGAMINGS_SERVER_IP: c.softgamings.serverIp,
          SIM_SOFTGAMINGS_HMAC_SECRET: c.softgamings.hmacSecret,
        }
      : {}),
    ...(plays.egt
      ? {
          SIM_EGT_USERNAME: c.egt.username,
          SIM_EGT_PASSWORD: c.egt.password,
          SIM_EGT_PORTAL_CODE: c.egt.portalCode,
        }
      : {}),
    ...(plays.digitain
      ? { SIM_DIGITAIN_OPERATOR_ID: DEMO_DIGITAIN_OPERATOR_ID, SIM_DIGITAIN_SECRET_KEY: c.digitainKey }
      : {}),
    ...(plays.everymatrix
      ? {
          SIM_EVERYMATRIX_OPERATOR_ID: c.everymatrix.operatorId,
          SIM_EVERYMATRIX_LOGIN: c.everymatrix.login,
          SIM_EVERYMATRIX_PASSWORD: c.everymatrix.password,
        }
      : {}),
  }
}

/** The site's side of a simulator listening at `url`: its adapters' settings, catalogue and CSP source. */
function simulatedProviders(
  url: string,
  c: SimulatorCredentials,
  plays: Played,
  own: { setOperatorUrl(url: string): void; close(): Promise<void> },
): ProviderSimulator {
  return {
    url,
    hub88: plays.hub88
      ? {
          operatorId: DEMO_OPERATOR_ID,
          hub88PublicKey: c.hub88.publicKey,
          privateKey: c.operator.privateKey,
          apiUrl: url,
        }
      : null,
    softgamings: plays.softgamings ? { ...c.softgamings, apiUrl: url } : null,
    egt: plays.egt ? { ...c.egt, apiUrl: url } : null,
    digitain: plays.digitain
      ? { operatorId: DEMO_DIGITAIN_OPERATOR_ID, secretKey: c.digitainKey, apiUrl: url }
      : null,
    everymatrix: plays.everymatrix ? { ...c.everymatrix, launchUrl: url } : null,
    frameSource: `http://*:${new URL(url).port}`,
    async catalogue() {
      const res = await fetch(`${url}/catalogue`, { signal: AbortSignal.timeout(10_000) })
      if (!res.ok) throw new Error(`simulator catalogue: HTTP ${res.status}`)
      return (await res.json()) as SimulatorGame[]
    },
    ...own,
  }
}

/**
 * The simulator this site plays its simulated providers with; null when this site does not run it,
 * or when it did not start (the demo site then runs without it, and says so). With
 * PROVIDER_SIMULATOR_FILE, the one named there, started by someone else and shared by several
 * instances: its callbacks go where its starter said (the balancer), and it outlives this site.
 * Otherwise a child of this process with fresh test keys, told where the site listens, stopped with it.
 */
export async function openProviderSimulator(
  config: Config,
  log: { warn(obj: object, msg: string): void },
): Promise<ProviderSimulator | null> {
  if (!wantsSimulator(config)) return null
  const plays = played(config)
  if (config.PROVIDER_SIMULATOR_FILE) {
    const shared = JSON.parse(await readFile(config.PROVIDER_SIMULATOR_FILE, 'utf8')) as SharedSimulatorFile
    return simulatedProviders(shared.url, shared.credentials, plays, {
      setOperatorUrl: () => {},
      close: async () => {},
    })
  }
  const credentials = await simulatorCredentials()
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), SIMULATOR_ENTRY], {
    stdio: ['pipe', 'pipe', 'pipe'],
    // Only what it needs: the site's own secrets stay in the site's process.
    env: {
      PATH: process.env.PATH,
      ...simulatorEnv(credentials, { port: config.PROVIDER_SIMULATOR_PORT, host: config.HOST, plays }),
    },
  })
  child.stderr!.on('data', (chunk: Buffer) =>
    log.warn({ simulator: chunk.toString('utf8').trim() }, 'simulator'),
  )
  const ready = await readyLine(child)
  if (!ready) {
    log.warn(
      { entry: SIMULATOR_ENTRY },
      'the provider simulator did not start: the demo runs without its demo games',
    )
    await stopChild(child)
    return null
  }
  return simulatedProviders(`http://127.0.0.1:${ready.port}`, credentials, plays, {
    setOperatorUrl(operatorUrl) {
      if (child.stdin?.writable) child.stdin.write(`${JSON.stringify({ operatorUrl })}\n`)
    },
    close: () => stopChild(child),
  })
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
