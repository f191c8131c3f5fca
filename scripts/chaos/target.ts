/**
 * Where the chaos run aims (docs/scaling.md "The chaos run"): the running stack's balancer, its
 * database directly (the reconciliation never goes through PgBouncer or the site), and the control
 * of the stack's processes for the faults. CHAOS_URL with CHAOS_DATABASE_URL aims at any site
 * instead, without faults.
 */
import type { StackControl } from './faults.js'

export interface Target {
  url: string
  databaseUrl: string
  control: StackControl | null
}

export async function stackTarget(): Promise<Target> {
  const url = process.env.CHAOS_URL
  const databaseUrl = process.env.CHAOS_DATABASE_URL
  if (url && databaseUrl) return { url: url.replace(/\/$/, ''), databaseUrl, control: null }
  throw new Error('chaos: start the stack first (npm run stack), or set CHAOS_URL and CHAOS_DATABASE_URL')
}
