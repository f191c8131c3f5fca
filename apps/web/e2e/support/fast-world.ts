/**
 * The second e2e server (playwright.config.ts): the same site on its own port and database with the
 * sports world's clock at FAST_WORLD_SPEED, so a football match plays in about 22 seconds and a
 * journey can watch its ticket settle. Only sportsbook-settlement.spec.ts uses it: the other
 * journeys bet on the main server's real-time world, where nothing kicks off mid-journey.
 */
const port = Number(process.env.E2E_PORT ?? 3100)

export const FAST_WORLD_PORT = Number(process.env.E2E_FAST_WORLD_PORT ?? port + 5)
export const FAST_WORLD_URL = `http://127.0.0.1:${FAST_WORLD_PORT}`
/**
 * World-minutes per real minute: 300 = five match minutes a second. The job's work grows with the
 * speed (every event is materialised, kicked off and settled), and on PGlite's one connection 600
 * made the server's answers slow enough to stall a journey on a loaded machine.
 */
export const FAST_WORLD_SPEED = 300
