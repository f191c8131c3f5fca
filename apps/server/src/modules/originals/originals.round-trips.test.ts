import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../test/helper.js'
import { launchedPlayer } from '../../test/originals.js'
import { countStatements } from '../../test/statement-counter.js'
import { checkLedger } from '../wallet/index.js'

/*
 * The round trips of one slot spin that settles at once (docs/wallet.md: the money path's cost is held
 * here). Counted over the whole request: the game token's session check, the bet and the win, the
 * round, the history lines, the answer's balance. The first spin of a player creates the seed pair,
 * so the counted spin is the second.
 */
describe('Galata Originals: round trips of one slot spin', () => {
  const t = useTestApp()

  it('spins in one commit and a bounded number of statements', async () => {
    const { gameToken } = await launchedPlayer(t.app, 41, 100, 'galata-anatolia')
    const spin = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/originals/galata-anatolia/spin',
        headers: { 'x-game-token': gameToken, 'x-locale': 'tr', 'content-type': 'application/json' },
        payload: JSON.stringify({ stake: 2 }),
      })
    expect((await spin()).statusCode).toBe(200)
    const counter = countStatements(t.app.db)
    try {
      const res = await spin()
      expect(res.statusCode, res.body).toBe(200)
      const n = counter.read()
      // docs/wallet.md: the bet and the win of a spin that settles at once commit together. Before, a
      // spin was 37 statements and 2 commits; now 21 (a lost spin) or 22 (a won one).
      expect(n.commits).toBe(1)
      expect(n.statements.length).toBeLessThanOrEqual(22)
      if (process.env.SHOW_STATEMENTS)
        console.log(
          `one slot spin: ${n.statements.length} statements, ${n.commits} commits, ${n.autocommits} autocommit\n` +
            n.statements.map((s) => `  ${s.replace(/\s+/g, ' ').slice(0, 140)}`).join('\n'),
        )
    } finally {
      counter.stop()
    }
    expect((await checkLedger(t.app.db)).problems).toEqual([])
  })
})
