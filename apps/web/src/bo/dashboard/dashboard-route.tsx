import { useCallback } from 'react'
import { Link } from 'react-router'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import {
  formatDate,
  formatNumber,
  type Dashboard,
  type DashboardQueue,
  type Locale,
  type StaffPermission,
} from '@galata/contract'
import { boCall } from '../api/client'
import { useI18n, type Translate } from '../i18n/i18n'
import type { MessageKey } from '../i18n/dictionary'
import { useCan, useStaff } from '../shell/session'
import { useDashboardLive } from './live'

/*
 * The console's landing page (docs/backoffice.md "The console (/bo)", "The dashboard"): today's
 * figures and the queues from GET backoffice/dashboard, updated by the staff socket's pushes, read
 * again every minute while the socket is down; below them, the screens the staff member may use.
 */

const DASHBOARD_KEY = ['bo', 'dashboard'] as const
/** The fallback poll while the staff socket is down. */
const POLL_MS = 60_000

type QueueName = keyof Dashboard['queues']
const QUEUES: QueueName[] = ['withdrawals', 'deposits', 'kycDocuments', 'actions']
/** The screens that work a queue (a queue without one is not a link). */
const QUEUE_SCREENS: Partial<Record<QueueName, { to: string; permission: StaffPermission }>> = {
  withdrawals: { to: '/bo/payments', permission: 'payments.view' },
  deposits: { to: '/bo/payments', permission: 'payments.view' },
  kycDocuments: { to: '/bo/kyc', permission: 'kyc.view' },
  actions: { to: '/bo/actions', permission: 'actions.view' },
}

export default function DashboardRoute() {
  const { t, locale } = useI18n()
  const can = useCan()
  const me = useStaff()
  const queryClient = useQueryClient()
  const onFigures = useCallback(
    (figures: Dashboard) => queryClient.setQueryData(DASHBOARD_KEY, figures),
    [queryClient],
  )
  const live = useDashboardLive(onFigures)
  const figures = useQuery({
    queryKey: DASHBOARD_KEY,
    queryFn: () => boCall('backoffice/dashboard'),
    refetchInterval: live ? false : POLL_MS,
    staleTime: 0,
  })

  return (
    <section className="bo-page">
      <h1>{t('dash.title')}</h1>
      <p className="bo-dim" role="status" data-testid="dash-live">
        {figures.data
          ? t(live ? 'dash.live' : 'dash.polling', { at: timeOf(figures.data.at, locale) })
          : figures.isError
            ? ''
            : t('app.loading')}
      </p>
      {figures.isError ? (
        <p className="bo-error" role="alert">
          {figures.error.message}
        </p>
      ) : null}
      {figures.data ? <Figures data={figures.data} /> : null}
      {figures.data ? (
        <>
          <h2>{t('dash.queues')}</h2>
          <ul className="bo-tiles bo-queues">
            {QUEUES.map((name) => {
              const screen = QUEUE_SCREENS[name]
              const label = t(`dash.queue.${name}`)
              return (
                <li key={name} data-testid={`dash-queue-${name}`}>
                  {screen && can(screen.permission) ? <Link to={screen.to}>{label}</Link> : <b>{label}</b>}
                  <QueueLine queue={figures.data.queues[name]} />
                </li>
              )
            })}
          </ul>
        </>
      ) : null}
      <h2>{t('dash.intro')}</h2>
      <ul className="bo-tiles">
        {can('players.view') ? (
          <li>
            <Link to="/bo/players">{t('nav.players')}</Link>
            <p>{t('dash.players')}</p>
          </li>
        ) : null}
        {can('payments.view') ? (
          <li>
            <Link to="/bo/payments">{t('nav.payments')}</Link>
            <p>{t('dash.payments')}</p>
          </li>
        ) : null}
        {can('kyc.view') ? (
          <li>
            <Link to="/bo/kyc">{t('nav.kyc')}</Link>
            <p>{t('dash.kyc')}</p>
          </li>
        ) : null}
        {can('rg.flags.view') ? (
          <li>
            <Link to="/bo/rg-flags">{t('nav.rgFlags')}</Link>
            <p>{t('dash.rgFlags')}</p>
          </li>
        ) : null}
        {can('audit.view') ? (
          <li>
            <Link to="/bo/audit">{t('nav.audit')}</Link>
            <p>{t('dash.audit')}</p>
          </li>
        ) : null}
        {can('sports.view') ? (
          <li>
            <Link to="/bo/trading">{t('nav.trading')}</Link>
            <p>{t('dash.trading')}</p>
          </li>
        ) : null}
      </ul>
      <p className="bo-dim">{t('dash.keys')}</p>
      <p className="bo-dim">{t('dash.recoveryLeft', { n: me.recoveryCodesLeft })}</p>
    </section>
  )
}

function Figures({ data }: { data: Dashboard }) {
  const { t, money, locale } = useI18n()
  const count = (n: number) => formatNumber(n, locale)
  const tiles: { id: string; label: MessageKey; value: string; sub?: string }[] = [
    { id: 'stakes', label: 'dash.stakes', value: money(data.stakes) },
    { id: 'wins', label: 'dash.wins', value: money(data.wins) },
    { id: 'ggr', label: 'dash.ggr', value: money(data.ggr) },
    { id: 'bonusCost', label: 'dash.bonusCost', value: money(data.bonusCost) },
    { id: 'ngr', label: 'dash.ngr', value: money(data.ngr) },
    {
      id: 'deposits',
      label: 'dash.deposits',
      value: money(data.deposits.amount),
      sub: t('dash.count', { n: count(data.deposits.count) }),
    },
    {
      id: 'withdrawals',
      label: 'dash.withdrawals',
      value: money(data.withdrawals.amount),
      sub: t('dash.count', { n: count(data.withdrawals.count) }),
    },
    { id: 'signUps', label: 'dash.signUps', value: count(data.signUps) },
    { id: 'playersOnline', label: 'dash.playersOnline', value: count(data.playersOnline) },
  ]
  return (
    <>
      <h2>{t('dash.today', { date: data.day.date })}</h2>
      <dl className="bo-figures">
        {tiles.map((tile) => (
          <div key={tile.id} data-testid={`dash-${tile.id}`}>
            <dt>{t(tile.label)}</dt>
            <dd>
              <span className="bo-figure">{tile.value}</span>
              {tile.sub ? <span className="bo-dim"> {tile.sub}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </>
  )
}

function QueueLine({ queue }: { queue: DashboardQueue }) {
  const { t } = useI18n()
  return (
    <p>
      <span className="bo-figure">{queue.count}</span>{' '}
      {queue.oldestAgeSeconds === null
        ? t('dash.queueEmpty')
        : t('dash.oldest', { age: age(queue.oldestAgeSeconds, t) })}
    </p>
  )
}

/** An age in words, to the two largest units: `2 sa 5 dk`, `3 days 4 h`. */
export function age(seconds: number, t: Translate): string {
  const minutes = Math.floor(seconds / 60)
  if (minutes < 1) return t('age.lessThanMinute')
  const days = Math.floor(minutes / 1440)
  const hours = Math.floor((minutes % 1440) / 60)
  const mins = minutes % 60
  if (days > 0)
    return hours > 0
      ? `${t('age.days', { n: days })} ${t('age.hours', { n: hours })}`
      : t('age.days', { n: days })
  if (hours > 0)
    return mins > 0
      ? `${t('age.hours', { n: hours })} ${t('age.minutes', { n: mins })}`
      : t('age.hours', { n: hours })
  return t('age.minutes', { n: mins })
}

/** The figures' reading time, to the second (a push moves it), in the site's one format. */
function timeOf(iso: string, locale: Locale): string {
  return formatDate(iso, locale, { seconds: true })
}
