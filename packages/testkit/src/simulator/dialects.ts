import type { SimDialect } from './dialect.js'
import { hub88Dialect } from './hub88.dialect.js'
import { softGamingsDialect } from './softgamings.dialect.js'
import { digitainDialect } from './digitain.dialect.js'
import { egtDialect } from './egt.dialect.js'
import { everyMatrixDialect } from './everymatrix.dialect.js'

/*
 * The dialects the simulator speaks, each enabled by its settings (docs/providers.md "Simulator").
 * A new provider: a `<name>.dialect.ts` implementing SimDialect, and one entry here.
 */

export interface DialectContext {
  env: Record<string, string | undefined>
  /** The operator's site origin (`http://127.0.0.1:3000`), known once the site listens. */
  operatorUrl: () => string | null
  onError: (err: unknown) => void
}

const pem = (v: string | undefined) => v?.replace(/\\n/g, '\n')

export function dialectsFrom({ env, operatorUrl, onError }: DialectContext): SimDialect[] {
  const dialects: SimDialect[] = []
  const timeoutMs = env.SIM_TIMEOUT_MS ? Number(env.SIM_TIMEOUT_MS) : undefined
  /** A provider's wallet base url on the operator's site, `{site}/api/providers/{provider}`. */
  const walletOf = (provider: string) => () => {
    const site = operatorUrl()
    return site ? `${site.replace(/\/+$/, '')}/api/providers/${provider}` : null
  }
  if (env.SIM_HUB88_OPERATOR_ID && env.SIM_HUB88_PRIVATE_KEY && env.SIM_HUB88_OPERATOR_PUBLIC_KEY)
    dialects.push(
      hub88Dialect({
        operatorId: Number(env.SIM_HUB88_OPERATOR_ID),
        hub88PrivateKey: pem(env.SIM_HUB88_PRIVATE_KEY)!,
        operatorPublicKey: pem(env.SIM_HUB88_OPERATOR_PUBLIC_KEY)!,
        walletUrl: walletOf('hub88'),
        ...(timeoutMs ? { timeoutMs } : {}),
        onError,
      }),
    )
  if (env.SIM_DIGITAIN_OPERATOR_ID && env.SIM_DIGITAIN_SECRET_KEY)
    dialects.push(
      digitainDialect({
        operatorId: env.SIM_DIGITAIN_OPERATOR_ID,
        key: env.SIM_DIGITAIN_SECRET_KEY,
        walletUrl: walletOf('digitain'),
        ...(timeoutMs ? { timeoutMs } : {}),
        onError,
      }),
    )
  // SoftGamings: our Fundist API credentials (the launch's Hash) and the OneWallet secret.
  if (
    env.SIM_SOFTGAMINGS_API_KEY &&
    env.SIM_SOFTGAMINGS_API_PASSWORD &&
    env.SIM_SOFTGAMINGS_SERVER_IP &&
    env.SIM_SOFTGAMINGS_HMAC_SECRET
  )
    dialects.push(
      softGamingsDialect({
        api: {
          apiKey: env.SIM_SOFTGAMINGS_API_KEY,
          apiPassword: env.SIM_SOFTGAMINGS_API_PASSWORD,
          serverIp: env.SIM_SOFTGAMINGS_SERVER_IP,
        },
        hmacSecret: env.SIM_SOFTGAMINGS_HMAC_SECRET,
        walletUrl: walletOf('softgamings/onewallet'),
        siteUrl: operatorUrl,
        ...(timeoutMs ? { timeoutMs } : {}),
        onError,
      }),
    )
  // EGT (egt.dialect.ts): the credentials the operator's launch calls carry and EGT's calls send.
  if (env.SIM_EGT_USERNAME && env.SIM_EGT_PASSWORD && env.SIM_EGT_PORTAL_CODE)
    dialects.push(
      egtDialect({
        credentials: {
          username: env.SIM_EGT_USERNAME,
          password: env.SIM_EGT_PASSWORD,
          portalCode: env.SIM_EGT_PORTAL_CODE,
        },
        walletUrl: () => {
          const site = operatorUrl()
          return site ? `${site.replace(/\/+$/, '')}/api/providers/egt` : null
        },
        ...(timeoutMs ? { timeoutMs } : {}),
        onError,
      }),
    )
  if (env.SIM_EVERYMATRIX_OPERATOR_ID && env.SIM_EVERYMATRIX_LOGIN && env.SIM_EVERYMATRIX_PASSWORD)
    dialects.push(
      everyMatrixDialect({
        operatorId: env.SIM_EVERYMATRIX_OPERATOR_ID,
        login: env.SIM_EVERYMATRIX_LOGIN,
        password: env.SIM_EVERYMATRIX_PASSWORD,
        walletUrl: () => {
          const site = operatorUrl()
          return site ? `${site.replace(/\/+$/, '')}/api/providers/everymatrix/ApiRequest` : null
        },
        ...(timeoutMs ? { timeoutMs } : {}),
        onError,
      }),
    )
  return dialects
}
