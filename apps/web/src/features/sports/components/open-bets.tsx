import type { SportsTicket, UiStringKey } from '@galata/contract'
import { useId, useState } from 'react'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { useSession } from '../../../shared/session/session-store'
import { useMyBets } from '../api/bets'
import { CashoutPanel } from './cashout-panel'
import styles from './sportsbook.module.css'

const KIND: Record<SportsTicket['kind'], UiStringKey> = {
  single: 'betslip.single',
  combo: 'betslip.combo',
  system: 'betslip.system',
}

/**
 * The slip's "Açık bahisler / Open bets" (docs/sportsbook.md): the player's open tickets, each with the same
 * cash-out panel as Kuponlarım (offer kept live by the hub's private pushes, confirm step, partial
 * slider, auto cash-out). Closed by default; the list is read only while it is open, so the slip
 * itself asks nothing more of the server.
 */
export function OpenBets() {
  const t = useT()
  const hasLogin = useSession((s) => s.hasLogin)
  const listId = useId()
  const [open, setOpen] = useState(false)
  if (!hasLogin) return null
  return (
    <section className={styles.openBets} data-testid="open-bets">
      <button
        type="button"
        className={styles.openBetsToggle}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((v) => !v)}
        data-testid="open-bets-toggle"
      >
        {t('betslip.openBets')}
      </button>
      {open && <OpenBetsList id={listId} />}
    </section>
  )
}

function OpenBetsList({ id }: { id: string }) {
  const t = useT()
  const query = useMyBets({ status: 'open' })
  const tickets = (query.data?.items ?? []).filter((tk) => tk.status === 'open')
  return (
    <div id={id} className={styles.openBetsList}>
      {query.isError ? (
        <p className={styles.slipHint} role="alert">
          {t('betslip.openBetsError')}
        </p>
      ) : query.data && tickets.length === 0 ? (
        <p className={styles.slipHint}>{t('betslip.openBetsEmpty')}</p>
      ) : (
        <ul className={styles.openBetsItems}>
          {tickets.map((tk) => (
            <li key={tk.id} className={styles.openBet} data-testid="open-bet">
              <p className={styles.openBetHead}>
                <span>{t(KIND[tk.kind])}</span>
                <span>{t('mybets.ticket', { id: tk.id })}</span>
              </p>
              <dl className={styles.slipSums}>
                <div>
                  <dt>{t('betslip.stake')}</dt>
                  <dd>{formatMoney(tk.stake)}</dd>
                </div>
                <div>
                  <dt>{t('betslip.payout')}</dt>
                  <dd>{formatMoney(tk.potentialPayout)}</dd>
                </div>
              </dl>
              <CashoutPanel ticket={tk} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
