// Zod-free on purpose: the web shell imports it, and the shell's bundle stays without zod
// (docs/web.md, bench/web).

/** A notification `timeStamp` as a Date: UTC when it names no zone (spec §3 appends the Z). */
export function parseUtcTimestamp(value: string): Date {
  return new Date(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(value) ? value : `${value}Z`)
}
