import { useCallback, useEffect, useId, useMemo, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import {
  formatOdds,
  type EventResult,
  type SportsCorrection,
  type SportsEventDetail,
  type SportsLiability,
  type TradingTicket,
} from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan, useStaff } from '../shell/session'
import { DataTable } from '../table/data-table'
import { correctionsQuery, eventQuery, liabilityQuery, LIVE_POLL_MS, tradingKeys } from './trading-api'
import { useEventTopic } from './event-live'

/*
 * One event for a trader (docs/backoffice.md "Trading"): every market with its prices, status,
 * stakes and liability per outcome; the open tickets, largest first; suspend, resume and void a
 * market, void the event, enter or correct the result — each with a note for the audit log. A
 * change to a settled event waits for a second trader: its pending corrections are listed here
 * with approve and reject. While the event is in play the page reads again every 5 seconds.
 */

type LiabilityMarket = SportsLiability['markets'][number]
type Pending =
  | { kind: 'suspend' | 'resume' | 'void'; market: LiabilityMarket }
  | { kind: 'voidEvent' }
  | { kind: 'approve' | 'reject'; correction: SportsCorrection }
type OperatorResult = { tickets: number; correction: SportsCorrection | null }

export default function EventRoute() {
  const { id = '' } = useParams()
  const { t, money, dateTime } = useI18n()
  const can = useCan()
  const mayTrade = can('sports.trade')
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<Pending | null>(null)
  const [done, setDone] = useState<string | null>(null)
  // While the event is in play (its own answer says so) the page listens to its staff topic on the
  // hub and reads again on each push; without the topic it polls (docs/backoffice.md "Trading", live).
  const [live, setLive] = useState(false)
  const ticketsName = `trading-tickets-${id}`
  const reread = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: tradingKeys.event(id) })
    void queryClient.invalidateQueries({ queryKey: ['bo', ticketsName] })
  }, [queryClient, id, ticketsName])
  const pushed = useEventTopic(live && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : null, reread)
  const poll = live && !pushed
  const event = useQuery(eventQuery(id, poll))
  const liability = useQuery(liabilityQuery(id, poll))
  const corrections = useQuery({ ...correctionsQuery(), enabled: mayTrade })
  const isLive = event.data?.status === 'live'
  if (event.data && isLive !== live) setLive(isLive)

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: tradingKeys.all })
    void queryClient.invalidateQueries({ queryKey: ['bo', ticketsName] })
  }
  // The tickets table keeps its own query: read again with the rest while polling.
  useEffect(() => {
    if (!poll) return
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: ['bo', ticketsName] }),
      LIVE_POLL_MS,
    )
    return () => clearInterval(timer)
  }, [poll, queryClient, ticketsName])
  const reported = (base: string, r: OperatorResult) => {
    if (r.correction && r.correction.status === 'pending')
      return t('event.done.correction', { id: r.correction.id })
    return r.tickets > 0 ? `${base} ${t('event.done.tickets', { n: r.tickets })}` : base
  }

  if (event.isPending || liability.isPending)
    return (
      <p role="status" className="bo-page">
        {t('app.loading')}
      </p>
    )
  if (event.isError || liability.isError)
    return (
      <section className="bo-page">
        <h1>{t('trading.title')}</h1>
        <p className="bo-error" role="alert">
          {(event.error ?? liability.error)?.message}
        </p>
        <Link to="/bo/trading">{t('event.back')}</Link>
      </section>
    )

  const e = event.data
  const l = liability.data
  // The confirm step opens where its button was: a market's under that market, the rest on top.
  const actionForm = (p: Pending) => (
    <ActionForm
      pending={p}
      onClose={(message) => {
        setPending(null)
        if (message) {
          setDone(message)
          refresh()
        }
      }}
      reported={reported}
      eventId={e.id}
    />
  )
  const eventCorrections = (corrections.data?.items ?? []).filter(
    (c) => c.eventId === e.id && c.status === 'pending',
  )
  return (
    <section className="bo-page">
      <p>
        <Link to="/bo/trading">{t('event.back')}</Link>
      </p>
      <h1>{t('event.title', { home: e.home, away: e.away })}</h1>
      <p>
        {t('event.summary', {
          sport: t(`sport.${e.sport}`),
          competition: e.competition.name,
          at: dateTime(e.startAt),
        })}{' '}
        · <strong>{t(`evstatus.${e.status}`)}</strong>
        {e.score ? ` · ${e.score.home}–${e.score.away}` : ''}
      </p>
      {e.live ? (
        <p role="status">
          {t('event.live', { period: e.live.period, clock: e.live.clock })}
          {e.live.betStop ? ` · ${t('event.betStop')}` : ''}
          <span className="bo-dim" data-testid="event-updates">
            {' · '}
            {t(pushed ? 'event.pushed' : 'event.polled', { s: LIVE_POLL_MS / 1000 })}
          </span>
        </p>
      ) : null}
      <p>
        <strong>{t('event.worst', { amount: money(l.worst) })}</strong>
      </p>
      {!mayTrade ? <p className="bo-dim">{t('event.readOnly')}</p> : null}
      {done ? (
        <p className="bo-ok" role="status">
          {done}
        </p>
      ) : null}
      {pending && !('market' in pending) ? actionForm(pending) : null}
      {mayTrade ? (
        <div className="bo-grid">
          {/* A result exists from the final whistle on; before it the server refuses one (CONFLICT). */}
          {e.status === 'finished' || e.status === 'settled' ? (
            <ResultForm
              event={e}
              onDone={(r) => {
                setDone(reported(t('event.done.result'), r))
                refresh()
              }}
            />
          ) : null}
          <CorrectionsPanel
            items={eventCorrections}
            onPick={(kind, correction) => {
              setDone(null)
              setPending({ kind, correction })
            }}
          />
          {e.status !== 'void' ? (
            <div className="bo-panel">
              <h2>{t('event.voidEvent')}</h2>
              <button
                type="button"
                className="bo-button bo-ghost"
                onClick={() => {
                  setDone(null)
                  setPending({ kind: 'voidEvent' })
                }}
              >
                {t('event.voidEvent')}
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      <h2>{t('event.markets')}</h2>
      {l.markets.map((m) => (
        <MarketTable
          key={m.id}
          market={m}
          mayTrade={mayTrade}
          form={pending && 'market' in pending && pending.market.id === m.id ? actionForm(pending) : null}
          onAction={(kind) => {
            setDone(null)
            setPending({ kind, market: m })
          }}
        />
      ))}
      <h2>{t('event.tickets')}</h2>
      <TicketsTable name={ticketsName} eventId={e.id} liability={l} />
    </section>
  )
}

function MarketTable({
  market: m,
  mayTrade,
  form,
  onAction,
}: {
  market: LiabilityMarket
  mayTrade: boolean
  form: ReactNode
  onAction: (kind: 'suspend' | 'resume' | 'void') => void
}) {
  const { t, money, locale } = useI18n()
  const captionId = useId()
  const name = m.line === null || m.name.includes(String(m.line)) ? m.name : `${m.name} ${m.line}`
  const open = m.status === 'active' || m.status === 'suspended'
  return (
    <div className="bo-panel bo-market" data-market={m.key}>
      <div className="bo-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="bo-table">
          <caption id={captionId}>
            {name} · <span className={`bo-status-${m.status}`}>{t(`mkstatus.${m.status}`)}</span>
            {m.traderSuspended ? ` (${t('event.traderHold')})` : ''} · {t(`event.phase.${m.phase}`)} ·{' '}
            {t('event.marketStakes', { amount: money(m.stakes) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('event.outcome')}</th>
              <th scope="col">{t('event.odds')}</th>
              <th scope="col">{t('event.stakes')}</th>
              <th scope="col">{t('event.payouts')}</th>
              <th scope="col">{t('event.liability')}</th>
              <th scope="col">{t('event.result')}</th>
            </tr>
          </thead>
          <tbody>
            {m.outcomes.map((o) => (
              <tr key={o.id}>
                <th scope="row">{o.name}</th>
                <td className="bo-num">{formatOdds(o.odds, 'decimal', locale)}</td>
                <td className="bo-num">{money(o.stakes)}</td>
                <td className="bo-num">{money(o.payouts)}</td>
                <td className="bo-num">{money(o.liability)}</td>
                <td>{t(`outcome.${o.result}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {mayTrade && open ? (
        <div className="bo-actions">
          {m.status === 'active' ? (
            <button type="button" className="bo-button bo-ghost" onClick={() => onAction('suspend')}>
              {t('event.suspend')} <span className="bo-sr">{name}</span>
            </button>
          ) : null}
          {m.status === 'suspended' ? (
            <button type="button" className="bo-button bo-ghost" onClick={() => onAction('resume')}>
              {t('event.resume')} <span className="bo-sr">{name}</span>
            </button>
          ) : null}
          <button type="button" className="bo-button bo-ghost" onClick={() => onAction('void')}>
            {t('event.voidMarket')} <span className="bo-sr">{name}</span>
          </button>
        </div>
      ) : null}
      {form}
    </div>
  )
}

/** The confirm step of an act: what it does, a note for the audit log, confirm or cancel. */
function ActionForm({
  pending,
  eventId,
  onClose,
  reported,
}: {
  pending: Pending
  eventId: number
  onClose: (message: string | null) => void
  reported: (base: string, r: OperatorResult) => string
}) {
  const { t } = useI18n()
  const [note, setNote] = useState('')
  const ids = { title: useId(), note: useId() }
  const act = useMutation({
    mutationFn: async (): Promise<string> => {
      const body = note.trim() ? { note: note.trim() } : {}
      switch (pending.kind) {
        case 'voidEvent':
          return reported(
            t('event.done.voidEvent'),
            await boCall('backoffice/sports/events/:id/void', { params: { id: eventId }, body }),
          )
        case 'approve':
        case 'reject': {
          const params = { id: pending.correction.id }
          const r =
            pending.kind === 'approve'
              ? await boCall('backoffice/sports/corrections/:id/approve', { params, body })
              : await boCall('backoffice/sports/corrections/:id/reject', { params, body })
          const base = t(pending.kind === 'approve' ? 'event.done.approve' : 'event.done.reject', params)
          return r.tickets > 0 ? `${base} ${t('event.done.tickets', { n: r.tickets })}` : base
        }
        case 'suspend':
        case 'resume':
        case 'void': {
          const params = { id: pending.market.id }
          const r =
            pending.kind === 'suspend'
              ? await boCall('backoffice/sports/markets/:id/suspend', { params, body })
              : pending.kind === 'resume'
                ? await boCall('backoffice/sports/markets/:id/resume', { params, body })
                : await boCall('backoffice/sports/markets/:id/void', { params, body })
          return reported(t(`event.done.${pending.kind}`, { market: pending.market.name }), r)
        }
      }
    },
    onSuccess: (message) => onClose(message),
  })
  const title = actionTitle(pending, t)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    act.mutate()
  }
  const error = act.error instanceof BoApiError ? act.error : null
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{title}</h2>
      <label htmlFor={ids.note}>{t('event.note')}</label>
      <textarea
        id={ids.note}
        value={note}
        maxLength={500}
        rows={2}
        autoFocus
        aria-invalid={error?.errors?.note ? true : undefined}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={act.isPending}>
          {t('event.confirm')}
        </button>
        <button type="button" className="bo-button bo-ghost" onClick={() => onClose(null)}>
          {t('event.cancel')}
        </button>
      </div>
      {error ? (
        <p className="bo-error" role="alert">
          {error.errors?.note ?? error.message}
        </p>
      ) : null}
    </form>
  )
}

function actionTitle(pending: Pending, t: ReturnType<typeof useI18n>['t']): string {
  switch (pending.kind) {
    case 'voidEvent':
      return t('event.voidEvent')
    case 'approve':
      return t('event.approveOf', { id: pending.correction.id })
    case 'reject':
      return t('event.rejectOf', { id: pending.correction.id })
    case 'suspend':
    case 'resume':
    case 'void':
      return t('event.actionOn', {
        action: t(
          pending.kind === 'suspend'
            ? 'event.suspend'
            : pending.kind === 'resume'
              ? 'event.resume'
              : 'event.voidMarket',
        ),
        market: pending.market.name,
      })
  }
}

/** Sets as the tennis form takes them: "6-4 3-6 7-6" (commas or spaces between sets). */
export function parseSets(text: string): [number, number][] | null {
  const parts = text.split(/[\s,;]+/).filter(Boolean)
  if (parts.length === 0) return null
  const sets: [number, number][] = []
  for (const part of parts) {
    const m = /^(\d{1,2})[-–:](\d{1,2})$/.exec(part)
    if (!m) return null
    sets.push([Number(m[1]), Number(m[2])])
  }
  return sets
}

function ResultForm({ event: e, onDone }: { event: SportsEventDetail; onDone: (r: OperatorResult) => void }) {
  const { t } = useI18n()
  const [fields, setFields] = useState({
    home: '',
    away: '',
    htHome: '',
    htAway: '',
    regHome: '',
    regAway: '',
    sets: '',
    firstMap: '',
    note: '',
  })
  const [localError, setLocalError] = useState<string | null>(null)
  const ids = {
    title: useId(),
    home: useId(),
    away: useId(),
    htHome: useId(),
    htAway: useId(),
    regHome: useId(),
    regAway: useId(),
    sets: useId(),
    firstMap: useId(),
    note: useId(),
  }
  const save = useMutation({
    mutationFn: (body: EventResult) =>
      boCall('backoffice/sports/events/:id/result', { params: { id: e.id }, body }),
    onSuccess: (r) => onDone(r),
  })
  const set = (name: keyof typeof fields) => (ev: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: ev.target.value }))
  const num = (v: string) => (v.trim() === '' ? undefined : Number(v))
  const submit = (ev: FormEvent) => {
    ev.preventDefault()
    setLocalError(null)
    const body: EventResult = { home: num(fields.home) ?? NaN, away: num(fields.away) ?? NaN }
    if (e.sport === 'football') {
      if (fields.htHome.trim()) body.htHome = Number(fields.htHome)
      if (fields.htAway.trim()) body.htAway = Number(fields.htAway)
    }
    if (e.sport === 'hockey') {
      if (fields.regHome.trim()) body.regHome = Number(fields.regHome)
      if (fields.regAway.trim()) body.regAway = Number(fields.regAway)
    }
    if (e.sport === 'tennis' && fields.sets.trim()) {
      const sets = parseSets(fields.sets)
      if (!sets) return setLocalError(t('risk.badNumber'))
      body.sets = sets
    }
    if ((e.sport === 'cs2' || e.sport === 'lol') && fields.firstMap)
      body.firstMap = fields.firstMap as 'home' | 'away'
    if (fields.note.trim()) body.note = fields.note.trim()
    if (!Number.isInteger(body.home) || !Number.isInteger(body.away))
      return setLocalError(t('risk.badNumber'))
    save.mutate(body)
  }
  const error = save.error instanceof BoApiError ? save.error : null
  const fieldError = (name: string) => error?.errors?.[name] ?? null
  const scoreInput = (name: 'home' | 'away' | 'htHome' | 'htAway' | 'regHome' | 'regAway', label: string) => (
    <div className="bo-field">
      <label htmlFor={ids[name]}>{label}</label>
      <input
        id={ids[name]}
        inputMode="numeric"
        pattern="[0-9]*"
        size={4}
        value={fields[name]}
        required={name === 'home' || name === 'away'}
        aria-invalid={fieldError(name) ? true : undefined}
        onChange={set(name)}
      />
      {fieldError(name) ? <span className="bo-error">{fieldError(name)}</span> : null}
    </div>
  )
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('event.resultTitle')}</h2>
      <p className="bo-hint">{t('event.resultHint')}</p>
      <div className="bo-filters">
        {scoreInput('home', `${t('event.home')} (${e.home})`)}
        {scoreInput('away', `${t('event.away')} (${e.away})`)}
        {e.sport === 'football' ? (
          <>
            {scoreInput('htHome', t('event.htHome'))}
            {scoreInput('htAway', t('event.htAway'))}
          </>
        ) : null}
        {e.sport === 'hockey' ? (
          <>
            {scoreInput('regHome', t('event.regHome'))}
            {scoreInput('regAway', t('event.regAway'))}
          </>
        ) : null}
        {e.sport === 'tennis' ? (
          <div className="bo-field">
            <label htmlFor={ids.sets}>{t('event.sets')}</label>
            <input id={ids.sets} value={fields.sets} onChange={set('sets')} />
          </div>
        ) : null}
        {e.sport === 'cs2' || e.sport === 'lol' ? (
          <div className="bo-field">
            <label htmlFor={ids.firstMap}>{t('event.firstMap')}</label>
            <select id={ids.firstMap} value={fields.firstMap} onChange={set('firstMap')}>
              <option value="">—</option>
              <option value="home">{e.home}</option>
              <option value="away">{e.away}</option>
            </select>
          </div>
        ) : null}
      </div>
      <label htmlFor={ids.note}>{t('event.note')}</label>
      <textarea id={ids.note} rows={2} maxLength={500} value={fields.note} onChange={set('note')} />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={save.isPending}>
          {t('event.saveResult')}
        </button>
      </div>
      {localError || error ? (
        <p className="bo-error" role="alert">
          {localError ?? error?.message}
        </p>
      ) : null}
    </form>
  )
}

function CorrectionsPanel({
  items,
  onPick,
}: {
  items: SportsCorrection[]
  onPick: (kind: 'approve' | 'reject', c: SportsCorrection) => void
}) {
  const { t, money, dateTime } = useI18n()
  const me = useStaff()
  const change = (c: SportsCorrection) =>
    c.kind === 'result'
      ? t('event.correction.result', { home: c.result?.home ?? '—', away: c.result?.away ?? '—' })
      : c.kind === 'void'
        ? t('event.correction.void')
        : t('event.correction.market_void', { id: c.marketId ?? '—' })
  return (
    <div className="bo-panel">
      <h2>{t('event.corrections')}</h2>
      {items.length === 0 ? <p className="bo-dim">{t('event.correctionsNone')}</p> : null}
      <ul className="bo-list">
        {items.map((c) => (
          <li key={c.id}>
            <p>
              {t('event.correction', {
                id: c.id,
                change: change(c),
                who: `#${c.requestedBy}`,
                at: dateTime(c.requestedAt),
                total: money(c.impact.total),
                tickets: c.impact.tickets,
              })}
              {c.note ? ` — ${c.note}` : ''}
            </p>
            <div className="bo-actions">
              {c.requestedBy !== me.id ? (
                <button type="button" className="bo-button" onClick={() => onPick('approve', c)}>
                  {t('event.approveOf', { id: c.id })}
                </button>
              ) : null}
              <button type="button" className="bo-button bo-ghost" onClick={() => onPick('reject', c)}>
                {t('event.rejectOf', { id: c.id })}
              </button>
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

function TicketsTable({
  name,
  eventId,
  liability,
}: {
  name: string
  eventId: number
  liability: SportsLiability
}) {
  const { t, money, dateTime, locale } = useI18n()
  const names = useMemo(() => {
    const map = new Map<number, string>()
    for (const m of liability.markets) for (const o of m.outcomes) map.set(o.id, `${m.name}: ${o.name}`)
    return map
  }, [liability])
  const columns = useMemo<ColumnDef<TradingTicket>[]>(
    () => [
      { accessorKey: 'id', header: t('event.ticket') },
      {
        id: 'player',
        accessorFn: (r) => `${r.username} (${r.playerId})`,
        header: t('col.player'),
        cell: ({ row }) => (
          <Link to={`/bo/players/${row.original.playerId}`}>
            {row.original.username} <span className="bo-dim">#{row.original.playerId}</span>
          </Link>
        ),
      },
      {
        id: 'kind',
        accessorFn: (r) =>
          `${t(`event.kind.${r.kind}`)}${r.legCount > 1 ? ` · ${t('event.legCount', { n: r.legCount })}` : ''}${
            r.status === 'pending' ? ` · ${t('event.ticketPending')}` : ''
          }`,
        header: t('event.kind'),
      },
      {
        id: 'legs',
        accessorFn: (r) =>
          r.legs
            .map(
              (l) =>
                `${names.get(l.outcomeId) ?? `#${l.outcomeId}`} @ ${formatOdds(l.odds, 'decimal', locale)}`,
            )
            .join('; '),
        header: t('event.legs'),
      },
      { id: 'stake', accessorFn: (r) => money(r.stake), header: t('event.stake') },
      { id: 'potential', accessorFn: (r) => money(r.potentialPayout), header: t('event.potential') },
      { id: 'placed', accessorFn: (r) => dateTime(r.placedAt), header: t('event.placed') },
    ],
    [t, money, dateTime, names, locale],
  )
  return (
    <DataTable<TradingTicket>
      name={name}
      caption={t('event.tickets')}
      columns={columns}
      fetchPage={({ skip, take }) =>
        boCall('backoffice/sports/events/:id/tickets', { params: { id: eventId }, query: { skip, take } })
      }
      pageSizes={[20, 50, 100]}
      maxTake={100}
      rowId={(r) => String(r.id)}
      csvName={`event-${eventId}-tickets`}
    />
  )
}
