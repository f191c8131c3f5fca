import { randomBytes } from 'node:crypto'
import { Secret } from 'otpauth'
import type { Config } from '../../config.js'
import { missingCryptoVariables } from '../../config.js'
import { createNowPayments, type NowPayments } from './nowpayments.js'
import { createNowPaymentsStandin, type NowPaymentsStandin } from './nowpayments.standin.js'

/** NOWPayments' production API, when NOWPAYMENTS_API_URL is unset. */
export const NOWPAYMENTS_DEFAULT_URL = 'https://api.nowpayments.io'

/** After this long the demo stand-in "receives" the player's coins (docs/payments.md "Demo mode"). */
const DEMO_AUTOPAY_MS = 20_000

export interface CryptoProcessor {
  /** The processor the crypto method speaks to; null: the method is off (live mode without settings). */
  processor: NowPayments | null
  /** Demo mode and tests: the local stand-in behind `processor`, listening from its first call on. */
  standin: NowPaymentsStandin | null
  /** The settings a live site still lacks, for the boot's warning. */
  missing: string[]
  close(): Promise<void>
}

/**
 * The crypto method's processor for this site (docs/payments.md): the real NOWPayments when its
 * settings are given; in demo mode without them, the stand-in on a local port, started by the first
 * call to the processor and sending its IPNs to this server (`localUrl`, read when an IPN is sent);
 * in live mode without them, none.
 */
export async function openCryptoProcessor(
  config: Config,
  localUrl: () => string | null,
  onError: (err: unknown) => void,
): Promise<CryptoProcessor> {
  const missing = missingCryptoVariables(config)
  if (missing.length === 0)
    return {
      processor: createNowPayments({
        apiUrl: config.NOWPAYMENTS_API_URL ?? NOWPAYMENTS_DEFAULT_URL,
        apiKey: config.NOWPAYMENTS_API_KEY!,
        ipnSecret: config.NOWPAYMENTS_IPN_SECRET!,
        // docs/payments.md "Payouts": by API only with the account's login; by hand otherwise.
        ...(config.NOWPAYMENTS_EMAIL && config.NOWPAYMENTS_PASSWORD
          ? {
              payout: {
                email: config.NOWPAYMENTS_EMAIL,
                password: config.NOWPAYMENTS_PASSWORD,
                ...(config.NOWPAYMENTS_2FA_SECRET ? { totpSecret: config.NOWPAYMENTS_2FA_SECRET } : {}),
              },
            }
          : {}),
      }),
      standin: null,
      missing,
      close: async () => {},
    }
  if (config.SITE_MODE === 'live') return { processor: null, standin: null, missing, close: async () => {} }
  const apiKey = randomBytes(16).toString('hex')
  const ipnSecret = randomBytes(32).toString('hex')
  // The stand-in's own payout account, with authenticator 2FA as a real one has.
  const payout = {
    email: 'payouts@standin.invalid',
    password: randomBytes(16).toString('hex'),
    totpSecret: new Secret({ buffer: randomBytes(20).buffer }).base32,
  }
  const standin = createNowPaymentsStandin({
    apiKey,
    ipnSecret,
    payout,
    deliverTo: () => {
      const base = localUrl()
      return base ? `${base}/api/payments/crypto/ipn` : null
    },
    // Tests drive the stand-in's IPNs themselves, one by one.
    ...(config.NODE_ENV === 'test' ? {} : { autoPayMs: DEMO_AUTOPAY_MS }),
    onError,
  })
  // Started on first use (docs/payments.md "The stand-in"): most app builds (tests, a demo nobody
  // deposits crypto on) never call the processor, and need no port or server for it.
  const apiUrl = async () => {
    await standin.listen()
    return standin.url
  }
  return {
    processor: createNowPayments({ apiUrl, apiKey, ipnSecret, payout }),
    standin,
    missing,
    close: () => standin.close(),
  }
}
