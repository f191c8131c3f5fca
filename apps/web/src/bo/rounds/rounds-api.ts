import { queryOptions } from '@tanstack/react-query'
import { boAnswer, boCall } from '../api/client'

/*
 * The tables and rounds screen's calls (docs/backoffice.md "Tables and rounds"): one query factory
 * per read, so a switch invalidates through the factory's key.
 */

export const roundsKeys = {
  all: ['bo', 'rounds'] as const,
  tables: () =>
    queryOptions({
      queryKey: [...roundsKeys.all, 'tables'] as const,
      queryFn: () => boCall('backoffice/rounds/tables'),
      // The round now moves on by itself: read again every few seconds while the screen is open.
      refetchInterval: 5000,
    }),
  history: (gameCode: string) =>
    queryOptions({
      queryKey: [...roundsKeys.all, 'history', gameCode] as const,
      queryFn: () =>
        boCall('backoffice/rounds/tables/:gameCode/rounds', { params: { gameCode }, query: { take: 10 } }),
    }),
}

export function switchTable(gameCode: string, isOpen: boolean) {
  return isOpen
    ? boAnswer('backoffice/rounds/tables/:gameCode/open', { params: { gameCode }, body: {} })
    : boAnswer('backoffice/rounds/tables/:gameCode/close', { params: { gameCode }, body: {} })
}

/** `game` for a game that numbers its own rounds (Sky Aviator); none for the engine's tables. */
export function verifyRound(roundId: number, game?: string) {
  return boCall('backoffice/rounds/verify/:roundId', {
    params: { roundId: String(roundId) },
    query: game === undefined ? {} : { game },
  })
}
