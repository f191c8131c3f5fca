import { useEffect, useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  LIMIT_SCOPES,
  SPORT_KEYS,
  type LimitScope,
  type LiveDelaysView,
  type SportKey,
  type SportsLimitView,
} from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { delaysQuery, limitsQuery, tradingKeys } from './trading-api'

/*
 * Risk settings (docs/backoffice.md "Trading", docs/sportsbook.md "Risk" and "live delays"): the
 * limit rows per scope and the live-bet delay per sport and competition, as editable tables. Only
 * `sports.trade` edits; `sports.view` (risk, auditor) reads the same tables without controls.
 */
export default function RiskRoute() {
  const { t } = useI18n()
  return (
    <section className="bo-page">
      <h1>{t('risk.title')}</h1>
      <LimitsSection />
      <DelaysSection />
    </section>
  )
}

const LIMIT_FIELDS = ['maxStake', 'maxPayout', 'maxLiability', 'stakeFactor'] as const
type LimitField = (typeof LIMIT_FIELDS)[number]
type Draft = Record<LimitField, string>

const draftOf = (row: SportsLimitView): Draft => ({
  maxStake: row.maxStake === null ? '' : String(row.maxStake),
  maxPayout: row.maxPayout === null ? '' : String(row.maxPayout),
  maxLiability: row.maxLiability === null ? '' : String(row.maxLiability),
  stakeFactor: row.stakeFactor === null ? '' : String(row.stakeFactor),
})

/** A typed amount ("1.500,50" or "1500.50") as a number; '' is no limit (null); NaN when unreadable. */
export function parseAmount(text: string): number | null {
  const v = text.trim().replace(/\s/g, '')
  if (v === '') return null
  const normal = v.includes(',') ? v.replace(/\./g, '').replace(',', '.') : v
  return /^\d+(\.\d+)?$/.test(normal) ? Number(normal) : NaN
}

function LimitsSection() {
  const { t, dateTime } = useI18n()
  const can = useCan()
  const mayTrade = can('sports.trade')
  const queryClient = useQueryClient()
  const limits = useQuery(limitsQuery())
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const save = useMutation({
    mutationFn: (
      body: { scope: LimitScope; key: string; live: boolean } & Record<LimitField, number | null>,
    ) => boCall('backoffice/sports/limits set', { body }),
    onSuccess: (row) => {
      setError(null)
      setMessage(t(row ? 'risk.saved' : 'risk.removed'))
      void queryClient.invalidateQueries({ queryKey: tradingKeys.limits })
    },
    onError: (e) => {
      setMessage(null)
      setError(
        e instanceof BoApiError && e.errors ? Object.values(e.errors).join(' ') || e.message : e.message,
      )
    },
  })
  const submit = (row: { scope: LimitScope; key: string; live: boolean }, draft: Draft | null) => {
    const values = {} as Record<LimitField, number | null>
    for (const f of LIMIT_FIELDS) {
      const v = draft ? parseAmount(draft[f]) : null
      if (Number.isNaN(v)) {
        setMessage(null)
        setError(`${t(`risk.${f}`)}: ${t('risk.badNumber')}`)
        return
      }
      values[f] = v
    }
    // Only the row's identity and its figures: the strict body refuses any other key (updatedAt).
    save.mutate({ scope: row.scope, key: row.key, live: row.live, ...values })
  }
  const captionId = useId()
  return (
    <div className="bo-panel">
      <h2 id={captionId}>{t('risk.limits')}</h2>
      <p className="bo-dim">{t('risk.limitsIntro')}</p>
      <p className="bo-dim">{t('risk.stakeFactorHint')}</p>
      {message ? (
        <p className="bo-ok" role="status">
          {message}
        </p>
      ) : null}
      {error ? (
        <p className="bo-error" role="alert">
          {error}
        </p>
      ) : null}
      {limits.isError ? (
        <p className="bo-error" role="alert">
          {limits.error.message}
        </p>
      ) : null}
      <div className="bo-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className="bo-table">
          <thead>
            <tr>
              <th scope="col">{t('risk.scope')}</th>
              <th scope="col">{t('risk.key')}</th>
              <th scope="col">{t('risk.live')}</th>
              {LIMIT_FIELDS.map((f) => (
                <th scope="col" key={f}>
                  {t(`risk.${f}`)}
                </th>
              ))}
              <th scope="col">{t('risk.updated')}</th>
              {mayTrade ? <th scope="col">{t('col.manage')}</th> : null}
            </tr>
          </thead>
          <tbody>
            {(limits.data ?? []).map((row) => (
              <LimitRow
                key={`${row.scope}:${row.key}:${row.live}`}
                row={row}
                mayTrade={mayTrade}
                busy={save.isPending}
                updated={dateTime(row.updatedAt)}
                onSave={(draft) => submit(row, draft)}
                onRemove={() => submit(row, null)}
              />
            ))}
          </tbody>
        </table>
      </div>
      {mayTrade ? <NewLimit busy={save.isPending} onSave={submit} /> : null}
    </div>
  )
}

function LimitRow({
  row,
  mayTrade,
  busy,
  updated,
  onSave,
  onRemove,
}: {
  row: SportsLimitView
  mayTrade: boolean
  busy: boolean
  updated: string
  onSave: (draft: Draft) => void
  onRemove: () => void
}) {
  const { t } = useI18n()
  const [draft, setDraft] = useState<Draft>(() => draftOf(row))
  useEffect(() => setDraft(draftOf(row)), [row])
  const scope = t(`risk.scope.${row.scope}`)
  const label = { scope, key: row.key || '—' }
  return (
    <tr>
      <th scope="row">{scope}</th>
      <td>{row.key || '—'}</td>
      <td>{t(row.live ? 'risk.yes' : 'risk.no')}</td>
      {LIMIT_FIELDS.map((f) => (
        <td key={f}>
          {mayTrade ? (
            <input
              aria-label={`${t(`risk.${f}`)} (${scope} ${row.key || '—'}${row.live ? `, ${t('risk.live')}` : ''})`}
              inputMode="decimal"
              size={10}
              value={draft[f]}
              onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
            />
          ) : (
            draft[f] || '—'
          )}
        </td>
      ))}
      <td>{updated}</td>
      {mayTrade ? (
        <td>
          <div className="bo-actions">
            <button type="button" className="bo-button" disabled={busy} onClick={() => onSave(draft)}>
              {t('risk.save')} <span className="bo-sr">{t('risk.saveRow', label)}</span>
            </button>
            <button type="button" className="bo-button bo-ghost" disabled={busy} onClick={onRemove}>
              {t('risk.remove')} <span className="bo-sr">{t('risk.removeRow', label)}</span>
            </button>
          </div>
        </td>
      ) : null}
    </tr>
  )
}

function NewLimit({
  busy,
  onSave,
}: {
  busy: boolean
  onSave: (row: { scope: LimitScope; key: string; live: boolean }, draft: Draft) => void
}) {
  const { t } = useI18n()
  const [scope, setScope] = useState<LimitScope>('market')
  const [key, setKey] = useState('')
  const [live, setLive] = useState(false)
  const [draft, setDraft] = useState<Draft>({
    maxStake: '',
    maxPayout: '',
    maxLiability: '',
    stakeFactor: '',
  })
  const ids = {
    title: useId(),
    scope: useId(),
    key: useId(),
    keyHint: useId(),
    live: useId(),
    maxStake: useId(),
    maxPayout: useId(),
    maxLiability: useId(),
    stakeFactor: useId(),
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    onSave({ scope, key: scope === 'platform' ? '' : key.trim(), live }, draft)
  }
  return (
    <form className="bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h3 id={ids.title}>{t('risk.add')}</h3>
      <div className="bo-filters">
        <div className="bo-field">
          <label htmlFor={ids.scope}>{t('risk.scope')}</label>
          <select id={ids.scope} value={scope} onChange={(e) => setScope(e.target.value as LimitScope)}>
            {LIMIT_SCOPES.map((s) => (
              <option key={s} value={s}>
                {t(`risk.scope.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="bo-field">
          <label htmlFor={ids.key}>{t('risk.key')}</label>
          <input
            id={ids.key}
            value={scope === 'platform' ? '' : key}
            disabled={scope === 'platform'}
            aria-describedby={ids.keyHint}
            onChange={(e) => setKey(e.target.value)}
          />
        </div>
        <div className="bo-field">
          <label htmlFor={ids.live}>{t('risk.live')}</label>
          <input id={ids.live} type="checkbox" checked={live} onChange={(e) => setLive(e.target.checked)} />
        </div>
        {LIMIT_FIELDS.map((f) => (
          <div className="bo-field" key={f}>
            <label htmlFor={ids[f]}>{t(`risk.${f}`)}</label>
            <input
              id={ids[f]}
              inputMode="decimal"
              size={10}
              value={draft[f]}
              onChange={(e) => setDraft((d) => ({ ...d, [f]: e.target.value }))}
            />
          </div>
        ))}
      </div>
      <p id={ids.keyHint} className="bo-hint">
        {t('risk.keyHint')}
      </p>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={busy}>
          {t('risk.add')}
        </button>
      </div>
    </form>
  )
}

type DelayDraft = {
  sports: Record<SportKey, string>
  competitions: { competitionId: string; seconds: string }[]
}

const seconds = (ms: number) => String(ms / 1000)

function delayDraftOf(view: LiveDelaysView): DelayDraft {
  const sports = {} as Record<SportKey, string>
  for (const s of view.sports) sports[s.sport] = s.isDefault ? '' : seconds(s.delayMs)
  return {
    sports,
    competitions: view.competitions.map((c) => ({
      competitionId: String(c.competitionId),
      seconds: seconds(c.delayMs),
    })),
  }
}

function DelaysSection() {
  const { t } = useI18n()
  const can = useCan()
  const mayTrade = can('sports.trade')
  const queryClient = useQueryClient()
  const delays = useQuery(delaysQuery())
  const [draft, setDraft] = useState<DelayDraft | null>(null)
  const [note, setNote] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    if (delays.data) setDraft(delayDraftOf(delays.data))
  }, [delays.data])
  const ids = { title: useId(), note: useId() }
  const save = useMutation({
    mutationFn: (body: {
      sports: { sport: SportKey; delayMs: number }[]
      competitions: { competitionId: number; delayMs: number }[]
      note?: string
    }) => boCall('backoffice/sports/delays set', { method: 'PUT', body }),
    onSuccess: (view) => {
      setError(null)
      setMessage(t('risk.delaysSaved'))
      queryClient.setQueryData(tradingKeys.delays, view)
    },
    onError: (e) => {
      setMessage(null)
      setError(
        e instanceof BoApiError && e.errors ? Object.values(e.errors).join(' ') || e.message : e.message,
      )
    },
  })
  const view = delays.data
  if (!view || !draft)
    return delays.isError ? (
      <p className="bo-error" role="alert">
        {delays.error.message}
      </p>
    ) : null
  const toMs = (text: string) => {
    const v = parseAmount(text)
    return v === null || Number.isNaN(v) ? v : Math.round(v * 1000)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const sports: { sport: SportKey; delayMs: number }[] = []
    for (const sport of SPORT_KEYS) {
      const ms = toMs(draft.sports[sport] ?? '')
      if (ms === null) continue
      if (Number.isNaN(ms)) return setError(`${t(`sport.${sport}`)}: ${t('risk.badNumber')}`)
      sports.push({ sport, delayMs: ms })
    }
    const competitions: { competitionId: number; delayMs: number }[] = []
    for (const c of draft.competitions) {
      if (!c.competitionId.trim() && !c.seconds.trim()) continue
      const ms = toMs(c.seconds)
      const id = Number(c.competitionId)
      if (ms === null || Number.isNaN(ms) || !Number.isInteger(id) || id < 1)
        return setError(`${t('risk.competitionId')} ${c.competitionId}: ${t('risk.badNumber')}`)
      competitions.push({ competitionId: id, delayMs: ms })
    }
    save.mutate({ sports, competitions, ...(note.trim() ? { note: note.trim() } : {}) })
  }
  const bounds = { min: view.bounds.minMs / 1000, max: view.bounds.maxMs / 1000 }
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{t('risk.delays')}</h2>
      <p className="bo-dim">{t('risk.delaysIntro', bounds)}</p>
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">{t('trading.sport')}</th>
            <th scope="col">{t('risk.delay')}</th>
          </tr>
        </thead>
        <tbody>
          {view.sports.map((s) => (
            <tr key={s.sport}>
              <th scope="row">{t(`sport.${s.sport}`)}</th>
              <td>
                {mayTrade ? (
                  <input
                    aria-label={t('risk.delayOf', { name: t(`sport.${s.sport}`) })}
                    inputMode="decimal"
                    size={6}
                    placeholder={`${seconds(s.delayMs)} (${t('risk.default')})`}
                    value={draft.sports[s.sport] ?? ''}
                    onChange={(e) =>
                      setDraft((d) => d && { ...d, sports: { ...d.sports, [s.sport]: e.target.value } })
                    }
                  />
                ) : (
                  `${seconds(s.delayMs)}${s.isDefault ? ` (${t('risk.default')})` : ''}`
                )}
              </td>
            </tr>
          ))}
          {draft.competitions.map((c, i) => (
            <tr key={i}>
              <th scope="row">
                {mayTrade ? (
                  <input
                    aria-label={`${t('risk.competitionId')} ${i + 1}`}
                    inputMode="numeric"
                    size={8}
                    value={c.competitionId}
                    onChange={(e) =>
                      setDraft(
                        (d) =>
                          d && {
                            ...d,
                            competitions: d.competitions.map((x, j) =>
                              j === i ? { ...x, competitionId: e.target.value } : x,
                            ),
                          },
                      )
                    }
                  />
                ) : (
                  `${t('trading.competition')} #${c.competitionId}`
                )}
              </th>
              <td>
                {mayTrade ? (
                  <input
                    aria-label={t('risk.delayOf', {
                      name: `${t('trading.competition')} ${c.competitionId || i + 1}`,
                    })}
                    inputMode="decimal"
                    size={6}
                    value={c.seconds}
                    onChange={(e) =>
                      setDraft(
                        (d) =>
                          d && {
                            ...d,
                            competitions: d.competitions.map((x, j) =>
                              j === i ? { ...x, seconds: e.target.value } : x,
                            ),
                          },
                      )
                    }
                  />
                ) : (
                  c.seconds
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {mayTrade ? (
        <>
          <div className="bo-actions">
            <button
              type="button"
              className="bo-button bo-ghost"
              onClick={() =>
                setDraft(
                  (d) => d && { ...d, competitions: [...d.competitions, { competitionId: '', seconds: '' }] },
                )
              }
            >
              {t('risk.addCompetition')}
            </button>
          </div>
          <label htmlFor={ids.note}>{t('event.note')}</label>
          <textarea
            id={ids.note}
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <div className="bo-actions">
            <button type="submit" className="bo-button" disabled={save.isPending}>
              {t('risk.saveDelays')}
            </button>
          </div>
        </>
      ) : null}
      {message ? (
        <p className="bo-ok" role="status">
          {message}
        </p>
      ) : null}
      {error ? (
        <p className="bo-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  )
}
