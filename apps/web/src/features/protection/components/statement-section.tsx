import { useState } from 'react'
import { ApiError } from '../../../shared/api/http'
import { formatMoney, useT } from '../../../shared/i18n/i18n'
import { formatDuration, formatWhen } from '../../../shared/protection/format'
import { Button } from '../../../shared/ui/button'
import { TextField } from '../../../shared/ui/text-field'
import { downloadStatementCsv, useStatement, type StatementRequest } from '../api/statement'
import styles from './protection.module.css'

/** `YYYY-MM-DD` of a date in the player's own clock (the date inputs' format). */
function day(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

/** The activity statement: a period picker, the figures on screen, and the same as a CSV file. */
export function StatementSection() {
  const t = useT()
  const statement = useStatement()
  const [from, setFrom] = useState(() => day(new Date(Date.now() - 29 * 86_400_000)))
  const [to, setTo] = useState(() => day(new Date()))
  const [error, setError] = useState<string | null>(null)
  const [downloading, setDownloading] = useState(false)

  const range = (): StatementRequest | null => {
    if (!from || !to || from > to) {
      setError(t('rg.statement.badRange'))
      return null
    }
    setError(null)
    return { from, to }
  }
  const show = () => {
    const body = range()
    if (body)
      statement.mutate(body, {
        onError: (e) => setError(e instanceof ApiError && e.message ? e.message : t('common.error')),
      })
  }
  const csv = () => {
    const body = range()
    if (!body) return
    setDownloading(true)
    downloadStatementCsv(body)
      .catch((e: unknown) => setError(e instanceof Error && e.message ? e.message : t('common.error')))
      .finally(() => setDownloading(false))
  }

  const s = statement.data
  const rows: [string, number, string][] = s
    ? [
        ['deposits', s.deposits, t('rg.statement.deposits')],
        ['withdrawals', s.withdrawals, t('rg.statement.withdrawals')],
        ['stakes', s.stakes, t('rg.statement.stakes')],
        ['wins', s.wins, t('rg.statement.wins')],
        ['net', s.net, t('rg.statement.net')],
      ]
    : []

  return (
    <section id="statement" className={styles.section} aria-labelledby="rg-statement">
      <h2 id="rg-statement" className={styles.sectionTitle}>
        {t('rg.statement.title')}
      </h2>
      <p className={styles.intro}>{t('rg.statement.intro')}</p>
      <form
        className={styles.dates}
        onSubmit={(e) => {
          e.preventDefault()
          show()
        }}
        noValidate
      >
        <TextField
          type="date"
          label={t('rg.statement.from')}
          value={from}
          max={to}
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          type="date"
          label={t('rg.statement.to')}
          value={to}
          min={from}
          onChange={(e) => setTo(e.target.value)}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={statement.isPending}>
            {t('rg.statement.show')}
          </Button>
          <Button variant="subtle" onClick={csv} loading={downloading}>
            {t('rg.statement.csv')}
          </Button>
        </div>
      </form>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      {s && (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="statement-table">
            <caption className="visually-hidden">
              {t('rg.statement.period', { from: formatWhen(s.from), to: formatWhen(s.to) })}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('rg.statement.item')}</th>
                <th scope="col">{t('rg.statement.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([key, value, label]) => (
                <tr key={key} data-testid={`statement-${key}`}>
                  <th scope="row">{label}</th>
                  <td
                    className={`${styles.num} ${key === 'net' ? (value > 0 ? styles.positive : value < 0 ? styles.negative : '') : ''}`}
                  >
                    {formatMoney(value)}
                  </td>
                </tr>
              ))}
              <tr data-testid="statement-time">
                <th scope="row">{t('rg.statement.timePlayed')}</th>
                <td className={styles.num}>{formatDuration(t, s.timePlayedSeconds)}</td>
              </tr>
            </tbody>
          </table>
        </div>
      )}
      {s?.limitChanges && (
        <div className={styles.tableWrap}>
          <h3 className={styles.kindTitle}>{t('rg.statement.limitChanges')}</h3>
          {s.limitChanges.length === 0 ? (
            <p className={styles.muted}>{t('rg.statement.noChanges')}</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('rg.statement.when')}</th>
                  <th scope="col">{t('rg.statement.change')}</th>
                </tr>
              </thead>
              <tbody>
                {s.limitChanges.map((c, i) => (
                  <tr key={i}>
                    <td>{formatWhen(c.at)}</td>
                    <td>
                      {[c.kind, c.subject].filter(Boolean).join(' · ')}: {c.old ?? '—'} → {c.new ?? '—'}
                      {c.effectiveAt ? ` (${formatWhen(c.effectiveAt)})` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </div>
      )}
    </section>
  )
}
