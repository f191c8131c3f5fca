import { balanceSchema } from '@galata/contract'

/**
 * The balance of a live `Balance` message, or null when it is not one. Its own module because it
 * needs zod: `realtime.ts` loads it once a player is logged in, so the shell's bundle carries no
 * zod (docs/web.md, bench/web).
 */
export function readBalance(message: string): { balance: number; bonusBalance?: number } | null {
  try {
    const parsed = balanceSchema.safeParse(JSON.parse(message))
    return parsed.success && Number.isFinite(parsed.data.balance) ? parsed.data : null
  } catch {
    return null
  }
}
