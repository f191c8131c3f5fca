import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { formatNumber, type BoRoundTable, type BoRoundVerify, type RoundStatus } from '@galata/contract'
import { BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/dictionary'
import { useCan } from '../shell/session'
import { roundsKeys, switchTable, verifyRound } from './rounds-api'

/*
 * Tables and rounds (docs/backoffice.md "Tables and rounds"): every shared-round table, TV game and
 * bingo room, and Sky Aviator (kind `crash`: its hash chain, crash point and payouts), with its round now, a table's last rounds with their seed hash, revealed seed and a
 * verification, and the switch that closes a table to new bets. Money columns only when the server
 * sends money (`rounds.money`); the switch only with `rounds.manage`.
 */

const short = (hex: string | null) => (hex ? `${hex.slice(0, 12)}…` : '—')

export default function RoundsRoute() {
  const { t, locale, money } = useI18n()
  const can = useCan()
  const mayManage = can('rounds.manage')
  const queryClient = useQueryClient()
  const tables = useQuery(roundsKeys.tables())
  const [shown, setShown] = useState<string | null>(null)
  const [status, setStatus] = useState<string | null>(null)
  const flip = useMutation({
    mutationFn: (v: { code: string; isOpen: boolean }) => switchTable(v.code, v.isOpen),
    onSuccess: ({ message }) => {
      setStatus(message)
      void queryClient.invalidateQueries({ queryKey: roundsKeys.all })
    },
  })
  const showsMoney = tables.data?.showsMoney ?? false
  const error = [flip.error, tables.error].find((e) => e instanceof BoApiError) as BoApiError | undefined
  const phase = (s: RoundStatus) => t(`rounds.status.${s}` as MessageKey)
  const shownTable = tables.data?.tables.find((x) => x.code === shown) ?? null

  return (
    <section className="bo-page">
      <h1>{t('rounds.title')}</h1>
      <p className="bo-dim">{t('rounds.intro')}</p>
      {status ? (
        <p className="bo-ok" role="status">
          {status}
        </p>
      ) : null}
      {error ? (
        <p className="bo-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {tables.data ? (
        <div className="bo-scroll">
          <table className="bo-table">
            <caption>{t('rounds.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rounds.table')}</th>
                <th scope="col">{t('rounds.kind')}</th>
                <th scope="col">{t('rounds.state')}</th>
                <th scope="col">{t('rounds.round')}</th>
                <th scope="col">{t('rounds.bets')}</th>
                {showsMoney ? <th scope="col">{t('rounds.stake')}</th> : null}
                {showsMoney ? <th scope="col">{t('rounds.pot')}</th> : null}
                <th scope="col">{t('rounds.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {tables.data.tables.map((table: BoRoundTable) => (
                <tr key={table.code} data-code={table.code}>
                  <th scope="row">
                    {table.name} <span className="bo-dim">{table.code}</span>
                  </th>
                  <td>{t(`rounds.kind.${table.kind}` as MessageKey)}</td>
                  <td data-testid="table-state">{table.isOpen ? t('rounds.open') : t('rounds.closed')}</td>
                  <td>
                    {table.current ? (
                      <span>
                        {t('rounds.roundNo', { id: table.current.roundId })} · {phase(table.current.status)}
                      </span>
                    ) : (
                      <span className="bo-dim">{t('rounds.none')}</span>
                    )}
                  </td>
                  <td>{formatNumber(table.current?.bets ?? 0, locale)}</td>
                  {showsMoney ? <td>{money(table.current?.stake ?? 0)}</td> : null}
                  {showsMoney ? <td>{table.pot === null ? '—' : money(table.pot)}</td> : null}
                  <td>
                    <span className="bo-filter-buttons">
                      <button
                        type="button"
                        className="bo-button bo-ghost"
                        aria-label={t('rounds.showRounds', { name: table.name })}
                        aria-pressed={shown === table.code}
                        onClick={() => setShown(shown === table.code ? null : table.code)}
                      >
                        {t('rounds.history')}
                      </button>
                      {mayManage ? (
                        <button
                          type="button"
                          className="bo-button"
                          disabled={flip.isPending}
                          aria-label={
                            table.isOpen
                              ? t('rounds.closeTable', { name: table.name })
                              : t('rounds.openTable', { name: table.name })
                          }
                          onClick={() => flip.mutate({ code: table.code, isOpen: !table.isOpen })}
                        >
                          {table.isOpen ? t('rounds.close') : t('rounds.reopen')}
                        </button>
                      ) : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {shownTable ? <History table={shownTable} /> : null}
    </section>
  )
}

function History({ table }: { table: BoRoundTable }) {
  const { t, money, locale } = useI18n()
  const titleId = useId()
  const history = useQuery(roundsKeys.history(table.code))
  const [result, setResult] = useState<BoRoundVerify | null>(null)
  // Sky Aviator numbers its own rounds and draws them from a published hash chain.
  const isCrash = table.kind === 'crash'
  const verify = useMutation({
    mutationFn: (roundId: number) => verifyRound(roundId, isCrash ? table.code : undefined),
    onSuccess: setResult,
  })
  const crashOf = (result: Record<string, unknown> | null) =>
    typeof result?.crash === 'number' ? `${formatNumber(result.crash, locale, { decimals: 2 })}×` : '—'
  const showsMoney = history.data?.showsMoney ?? false
  const phase = (s: RoundStatus) => t(`rounds.status.${s}` as MessageKey)
  return (
    <section className="bo-panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('rounds.historyOf', { name: table.name })}</h2>
      {result ? (
        <p className={result.verified ? 'bo-ok' : 'bo-error'} role="status">
          {result.verified
            ? t(isCrash ? 'rounds.verifiedChain' : 'rounds.verified', { id: result.roundId })
            : t('rounds.notVerified', { id: result.roundId })}{' '}
          {result.publicUrl ? (
            <a href={result.publicUrl} target="_blank" rel="noreferrer">
              {t('rounds.publicCheck')}
            </a>
          ) : (
            t('rounds.publicCheckChain')
          )}
        </p>
      ) : null}
      {verify.error instanceof BoApiError ? (
        <p className="bo-error" role="alert">
          {verify.error.message}
        </p>
      ) : null}
      {history.data && history.data.items.length === 0 ? <p>{t('rounds.noHistory')}</p> : null}
      {history.data && history.data.items.length > 0 ? (
        <div className="bo-scroll">
          <table className="bo-table">
            <caption>{t('rounds.historyCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rounds.round')}</th>
                <th scope="col">{t('rounds.status')}</th>
                <th scope="col">{t('rounds.bets')}</th>
                {showsMoney ? <th scope="col">{t('rounds.stake')}</th> : null}
                {showsMoney ? <th scope="col">{t('rounds.paid')}</th> : null}
                {isCrash ? <th scope="col">{t('rounds.crash')}</th> : null}
                <th scope="col">{t(isCrash ? 'rounds.chainHash' : 'rounds.commit')}</th>
                <th scope="col">{t(isCrash ? 'rounds.roundHash' : 'rounds.seed')}</th>
                <th scope="col">{t('rounds.verify')}</th>
              </tr>
            </thead>
            <tbody>
              {history.data.items.map((r) => (
                <tr key={r.roundId}>
                  <th scope="row">{t('rounds.roundNo', { id: r.roundId })}</th>
                  <td>{phase(r.status)}</td>
                  <td>{r.bets}</td>
                  {showsMoney ? <td>{money(r.stake ?? 0)}</td> : null}
                  {showsMoney ? <td>{money(r.paid ?? 0)}</td> : null}
                  {isCrash ? <td data-testid="crash-point">{crashOf(r.result)}</td> : null}
                  <td>
                    <code title={r.commit}>{short(r.commit)}</code>
                  </td>
                  <td>
                    <code title={r.serverSeed ?? ''}>{short(r.serverSeed)}</code>
                  </td>
                  <td>
                    <button
                      type="button"
                      className="bo-button bo-ghost"
                      aria-label={t('rounds.verifyRound', { id: r.roundId })}
                      disabled={verify.isPending}
                      onClick={() => verify.mutate(r.roundId)}
                    >
                      {t('rounds.verify')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
