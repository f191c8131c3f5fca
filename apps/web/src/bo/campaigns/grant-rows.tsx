import type { GrantList } from '@galata/contract'
import { useI18n } from '../i18n/i18n'

/*
 * A grant list's rows (docs/backoffice.md "Grant lists"): as checked before filing (each row's
 * problem in words) or as filed (each row's outcome once approved). Shared by the upload screen and
 * the pending action's panel.
 */
export function GrantRows({ list, caption }: { list: GrantList; caption: string }) {
  const { t, money } = useI18n()
  return (
    <table className="bo-table" data-testid="grant-rows">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('grants.col.line')}</th>
          <th scope="col">{t('grants.col.player')}</th>
          <th scope="col">{t('col.amount')}</th>
          <th scope="col">{t('col.reason')}</th>
          <th scope="col">{t('grants.col.campaign')}</th>
          <th scope="col">{t('grants.col.outcome')}</th>
        </tr>
      </thead>
      <tbody>
        {list.rows.map((r) => (
          <tr key={r.line} data-line={r.line} data-error={r.error ?? undefined}>
            <td>{r.line}</td>
            <td>
              {r.player}
              {r.username ? <span className="bo-dim"> · {r.username}</span> : null}
            </td>
            <td>{r.amount === null ? '—' : money(r.amount)}</td>
            <td>{r.reason ?? '—'}</td>
            <td>
              {r.campaign === null
                ? '—'
                : r.campaignVersion === null
                  ? r.campaign
                  : t('grants.campaignVersion', { code: r.campaign, n: r.campaignVersion })}
            </td>
            <td className={r.error ? 'bo-error' : undefined}>
              {r.message ??
                (r.status === 'paid'
                  ? t('grants.paid')
                  : r.status === 'pending'
                    ? t('grants.waiting')
                    : t('grants.valid'))}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
