/**
 * A chaos run reduced to its hub pool, for hub-pool.test.ts: opens HUB_URL's clients over two
 * children, prints their process ids as one JSON line and waits to be killed (a minute at most, so a
 * failed test leaves nothing running).
 */
import { HubCrowdPool } from './hub-pool.js'

const url = process.env.HUB_URL!
const pool = new HubCrowdPool(2)
await pool.start(Array.from({ length: 4 }, () => ({ url, owner: null, topic: null })))
console.log(JSON.stringify({ pids: pool.pids, open: pool.openCount }))
setTimeout(() => process.exit(0), 60_000)
