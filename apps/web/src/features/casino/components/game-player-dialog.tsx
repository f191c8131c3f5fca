import { useUi, closeAllDialogs } from '../../../shared/store/ui-store'
import { Dialog } from '../../../shared/ui/dialog'
import { parseLaunchGame } from '../lib/launch'
import { PlayWindow } from './play-window'
import styles from './game-player-dialog.module.css'

/**
 * The casino game player dialog (spec §2, §4): on mobile a game opens full height in this dialog
 * instead of the play page; the play window's own bar carries the name, Deposit, reload and close.
 */
export function GamePlayerDialog({ data }: { data?: unknown }) {
  const stored = useUi((s) => (s.dialog?.name === 'gamePlayer' ? s.dialog.data : undefined))
  const game = parseLaunchGame(data ?? stored)
  if (!game) return null
  return (
    <Dialog title={game.name} size="primary" className={styles.dialog} onClose={closeAllDialogs}>
      <PlayWindow game={game} isMobile onClose={closeAllDialogs} />
    </Dialog>
  )
}
