import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { formatDate, formatNumber, type StaffFeatured } from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'

/*
 * Featured (docs/backoffice.md "Featured"): the operator's Günün Maçları, odds boosts (made for a
 * window, a stake per bet and a liability cap; ended at once) and ready coupons (made and retired).
 * Everyone with sports.view reads it; sports.trade changes it. Every change is audited by the server.
 */

const KEY = ['bo', 'featured'] as const

/** "12, 14 ,15" → [12, 14, 15]; anything not a whole number stays as NaN for the server to refuse. */
const idsOf = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map(Number)

/** A datetime-local value (the desk's own clock) as an instant. */
const instantOf = (local: string) => (local ? new Date(local).toISOString() : '')

export default function FeaturedRoute() {
  const { t } = useI18n()
  const query = useQuery({ queryKey: KEY, queryFn: () => boCall('backoffice/sports/featured') })
  const mayTrade = useCan()('sports.trade')
  return (
    <section className="bo-page">
      <h1>{t('featured.title')}</h1>
      <p className="bo-dim">{t('featured.intro')}</p>
      {query.isError && (
        <p className="bo-error" role="alert">
          {query.error.message}
        </p>
      )}
      {query.data && (
        <>
          <Picks data={query.data} mayTrade={mayTrade} />
          <Boosts data={query.data} mayTrade={mayTrade} />
          <Coupons data={query.data} mayTrade={mayTrade} />
        </>
      )}
    </section>
  )
}

/** A change through the server, then the screen read again; the server's refusal shown as it is. */
function useChange<A>(act: (a: A) => Promise<unknown>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: act,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }),
  })
}

function Outcome({ error, ok }: { error: Error | null; ok: boolean }) {
  const { t } = useI18n()
  if (error)
    return (
      <p className="bo-error" role="alert">
        {error instanceof BoApiError ? error.message : String(error)}
      </p>
    )
  return ok ? (
    <p className="bo-ok" role="status">
      {t('featured.saved')}
    </p>
  ) : null
}

/** An operator's "add" form: its fields, one submit, the server's answer under it. */
function AddForm({
  title,
  change,
  children,
}: {
  title: string
  change: { mutate: (a: undefined) => void; isPending: boolean; error: Error | null; isSuccess: boolean }
  children: ReactNode
}) {
  const id = useId()
  return (
    <form
      className="bo-form"
      aria-labelledby={id}
      onSubmit={(e) => {
        e.preventDefault()
        change.mutate(undefined)
      }}
    >
      <h3 id={id}>{title}</h3>
      <div className="bo-filters">{children}</div>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={change.isPending}>
          {title}
        </button>
      </div>
      <Outcome error={change.error} ok={change.isSuccess} />
    </form>
  )
}

function Picks({ data, mayTrade }: { data: StaffFeatured; mayTrade: boolean }) {
  const { t } = useI18n()
  const ids = { title: useId(), field: useId(), hint: useId() }
  const [text, setText] = useState(data.picks.map((p) => p.eventId).join(', '))
  const save = useChange((eventIds: number[]) =>
    boCall('backoffice/sports/featured/picks', { body: { eventIds } }),
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate(idsOf(text))
  }
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('featured.picks')}</h2>
      <ul>
        {data.picks.map((p) => (
          <li key={p.eventId}>
            #{p.eventId} {p.event}
          </li>
        ))}
      </ul>
      <div className="bo-field">
        <label htmlFor={ids.field}>{t('featured.picks')}</label>
        <input
          id={ids.field}
          value={text}
          disabled={!mayTrade}
          aria-describedby={ids.hint}
          onChange={(e) => setText(e.target.value)}
        />
      </div>
      <p id={ids.hint} className="bo-hint">
        {t('featured.picksHint')}
      </p>
      {mayTrade && (
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={save.isPending}>
            {t('featured.picksSave')}
          </button>
        </div>
      )}
      <Outcome error={save.error} ok={save.isSuccess} />
    </form>
  )
}

const inAnHour = () => {
  const d = new Date(Date.now() + 3_600_000)
  d.setSeconds(0, 0)
  // datetime-local wants the desk's local time without an offset.
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

function Boosts({ data, mayTrade }: { data: StaffFeatured; mayTrade: boolean }) {
  const { t, locale, money } = useI18n()
  const ids = {
    title: useId(),
    caption: useId(),
    outcomeId: useId(),
    builderEventId: useId(),
    builderOutcomeIds: useId(),
    odds: useId(),
    endsAt: useId(),
    maxStake: useId(),
    liabilityCap: useId(),
  }
  const [draft, setDraft] = useState({
    outcomeId: '',
    builderEventId: '',
    builderOutcomeIds: '',
    odds: '',
    endsAt: inAnHour(),
    maxStake: '',
    liabilityCap: '',
  })
  const make = useChange(() =>
    boCall('backoffice/sports/boosts', {
      body: {
        // A bet builder combination when its selections are given, else the one selection
        // (docs/sportsbook.md "Boosted odds").
        ...(draft.builderOutcomeIds.trim()
          ? {
              builder: {
                eventId: Number(draft.builderEventId),
                outcomeIds: idsOf(draft.builderOutcomeIds),
              },
            }
          : { outcomeId: Number(draft.outcomeId) }),
        odds: Number(draft.odds.replace(',', '.')),
        endsAt: instantOf(draft.endsAt),
        maxStake: Number(draft.maxStake.replace(',', '.')),
        liabilityCap: Number(draft.liabilityCap.replace(',', '.')),
      },
    }),
  )
  const end = useChange((id: number) =>
    boCall('backoffice/sports/boosts/:id/end', { params: { id }, body: {} }),
  )
  // A boost names one selection or a builder combination: either pair of fields may stay empty.
  const builderGiven = draft.builderOutcomeIds.trim() !== ''
  const optional = (f: keyof typeof draft) =>
    f === 'outcomeId'
      ? builderGiven
      : f === 'builderEventId' || f === 'builderOutcomeIds'
        ? !builderGiven
        : false
  const field = (f: keyof typeof draft, type = 'text') => (
    <div className="bo-field" key={f}>
      <label htmlFor={ids[f]}>{t(`featured.${f}`)}</label>
      <input
        id={ids[f]}
        type={type}
        inputMode={type === 'text' && f !== 'builderOutcomeIds' ? 'decimal' : undefined}
        size={f === 'builderOutcomeIds' ? 20 : 10}
        required={!optional(f)}
        value={draft[f]}
        onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
      />
    </div>
  )
  return (
    <div className="bo-panel">
      <h2 id={ids.title}>{t('featured.boosts')}</h2>
      <div className="bo-scroll" role="region" aria-labelledby={ids.caption} tabIndex={0}>
        <table className="bo-table" data-testid="bo-boosts">
          <caption id={ids.caption} className="bo-sr">
            {t('featured.boosts')}
          </caption>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('featured.selection')}</th>
              <th scope="col">{t('featured.price')}</th>
              <th scope="col">{t('featured.endsAt')}</th>
              <th scope="col">{t('featured.maxStake')}</th>
              <th scope="col">{t('featured.liability')}</th>
              <th scope="col">{t('featured.bets')}</th>
              <th scope="col">{t('featured.state')}</th>
              {mayTrade && <th scope="col">{t('featured.end')}</th>}
            </tr>
          </thead>
          <tbody>
            {data.boosts.length === 0 && (
              <tr>
                <td colSpan={mayTrade ? 9 : 8}>{t('featured.none')}</td>
              </tr>
            )}
            {data.boosts.map((b) => (
              <tr key={b.id}>
                <td>{b.id}</td>
                <td>
                  {b.event}: {b.market} {b.outcome}
                  {b.builder && <span className="bo-dim"> (#{b.builder.outcomeIds.join(', #')})</span>}
                </td>
                <td>
                  <s>{formatNumber(b.was, locale, { decimals: 2 })}</s> →{' '}
                  <strong>{formatNumber(b.odds, locale, { decimals: 2 })}</strong>
                </td>
                <td>{formatDate(b.endedAt ?? b.endsAt, locale)}</td>
                <td>{money(b.maxStake)}</td>
                <td>
                  {money(b.liability)} / {money(b.liabilityCap)}
                </td>
                <td>{b.bets}</td>
                <td>{t(`featured.state.${b.state}`)}</td>
                {mayTrade && (
                  <td>
                    {b.state !== 'ended' && (
                      <button
                        type="button"
                        className="bo-button bo-ghost"
                        disabled={end.isPending}
                        onClick={() => end.mutate(b.id)}
                      >
                        {t('featured.end')}{' '}
                        <span className="bo-sr">{t('featured.endRow', { id: b.id })}</span>
                      </button>
                    )}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Outcome error={end.error} ok={false} />
      {mayTrade && (
        <AddForm title={t('featured.boostAdd')} change={make}>
          {field('outcomeId')}
          {field('builderEventId')}
          {field('builderOutcomeIds')}
          {field('odds')}
          {field('endsAt', 'datetime-local')}
          {field('maxStake')}
          {field('liabilityCap')}
        </AddForm>
      )}
    </div>
  )
}

function Coupons({ data, mayTrade }: { data: StaffFeatured; mayTrade: boolean }) {
  const { t } = useI18n()
  const ids = { title: useId(), titleTr: useId(), titleEn: useId(), outcomeIds: useId() }
  const [draft, setDraft] = useState({ titleTr: '', titleEn: '', outcomeIds: '' })
  const make = useChange(() =>
    boCall('backoffice/sports/coupons', {
      body: { titleTr: draft.titleTr, titleEn: draft.titleEn, outcomeIds: idsOf(draft.outcomeIds) },
    }),
  )
  const retire = useChange((id: number) =>
    boCall('backoffice/sports/coupons/:id/retire', { params: { id }, body: {} }),
  )
  return (
    <div className="bo-panel">
      <h2 id={ids.title}>{t('featured.coupons')}</h2>
      {data.coupons.length === 0 && <p className="bo-dim">{t('featured.none')}</p>}
      <ul data-testid="bo-coupons">
        {data.coupons.map((c) => (
          <li key={c.id}>
            <strong>
              {c.titleTr} / {c.titleEn}
            </strong>{' '}
            {c.retiredAt ? `(${t('featured.retired')})` : null}
            <ul>
              {c.legs.map((l) => (
                <li key={l.outcomeId}>
                  #{l.outcomeId} {l.label} {l.available ? '' : `(${t('featured.gone')})`}
                </li>
              ))}
            </ul>
            {mayTrade && !c.retiredAt && (
              <button
                type="button"
                className="bo-button bo-ghost"
                disabled={retire.isPending}
                onClick={() => retire.mutate(c.id)}
              >
                {t('featured.retire')}{' '}
                <span className="bo-sr">{t('featured.retireRow', { title: c.titleTr })}</span>
              </button>
            )}
          </li>
        ))}
      </ul>
      <Outcome error={retire.error} ok={false} />
      {mayTrade && (
        <AddForm title={t('featured.couponAdd')} change={make}>
          {(['titleTr', 'titleEn', 'outcomeIds'] as const).map((f) => (
            <div className="bo-field" key={f}>
              <label htmlFor={ids[f]}>{t(`featured.${f}`)}</label>
              <input
                id={ids[f]}
                required
                value={draft[f]}
                onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
              />
            </div>
          ))}
        </AddForm>
      )}
    </div>
  )
}
