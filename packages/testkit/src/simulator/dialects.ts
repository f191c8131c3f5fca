import type { SimDialect } from './dialect.js'
import { hub88Dialect } from './hub88.dialect.js'
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
  if (env.SIM_HUB88_OPERATOR_ID && env.SIM_HUB88_PRIVATE_KEY && env.SIM_HUB88_OPERATOR_PUBLIC_KEY)
    dialects.push(
      hub88Dialect({
        operatorId: Number(env.SIM_HUB88_OPERATOR_ID),
        hub88PrivateKey: pem(env.SIM_HUB88_PRIVATE_KEY)!,
        operatorPublicKey: pem(env.SIM_HUB88_OPERATOR_PUBLIC_KEY)!,
        walletUrl: () => {
          const site = operatorUrl()
          return site ? `${site.replace(/\/+$/, '')}/api/providers/hub88` : null
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
