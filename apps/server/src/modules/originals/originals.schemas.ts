/*
 * The studio's own limits. The bodies of the game API (/api/originals/*) are the contract's
 * (packages/contract/src/originals.ts), parsed by the route table (docs/api.md).
 */

/** Kuruş limits of one round's total stake: 0.10 ₺ to 10 000 ₺. */
export const STAKE_MIN = 10n
export const STAKE_MAX = 1_000_000n
