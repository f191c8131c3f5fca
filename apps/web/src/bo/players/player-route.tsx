import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useParams } from 'react-router'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { PLAYER_STATUSES, RG_TIMEOUT_PERIODS, type BackofficePlayer } from '@galata/contract'
import { boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { BonusGrantForm, CorrectionForm } from './four-eyes-forms'

/*
 * One player (docs/backoffice.md "The player page"): what GET backoffice/players/:id answers, the
 * responsible-gaming state when the role reads it, and the acts the API offers: the account's
 * status and a time-out on the player's request. Each act asks for a reason, which the audit log keeps.
 */
export default function PlayerRoute() {
  const { id = '' } = useParams()
  const { t, dateTime, money } = useI18n()
  const can = useCan()
  const player = useQuery({
    queryKey: ['bo', 'player', id],
    queryFn: () => boCall('backoffice/players/:id', { params: { id } }),
    staleTime: 0,
  })
  const rg = useQuery({
    queryKey: ['bo', 'player', id, 'rg'],
    queryFn: () => boCall('backoffice/players/:id/rg', { params: { id } }),
    enabled: can('rg.view'),
  })

  if (player.isPending)
    return (
      <p role="status" className="bo-page">
        {t('app.loading')}
      </p>
    )
  if (player.isError)
    return (
      <section className="bo-page">
        <h1>{t('players.title')}</h1>
        <p className="bo-error" role="alert">
          {player.error.message}
        </p>
        <Link to="/bo/players">{t('player.back')}</Link>
      </section>
    )

  const { profile, balances, ledger, sessions, duplicates } = player.data
  const timeout = rg.data?.state.timeout ?? null
  const exclusion = rg.data?.state.selfExclusion ?? null
  return (
    <section className="bo-page">
      <p>
        <Link to="/bo/players">{t('player.back')}</Link>
      </p>
      <h1>{t('player.title', { name: `${profile.username} (#${profile.id})` })}</h1>
      <div className="bo-grid">
        <Panel title={t('player.profile')}>
          <dl className="bo-dl">
            <Item label={t('col.name')}>{`${profile.name} ${profile.surname}`}</Item>
            <Item label={t('col.usercode')}>{profile.usercode}</Item>
            <Item label={t('col.email')}>{profile.email ?? '—'}</Item>
            <Item label={t('col.phone')}>{profile.phone}</Item>
            <Item label={t('player.phoneVerified')}>
              {t(profile.phoneVerified ? 'player.yes' : 'player.no')}
            </Item>
            <Item label={t('player.birthDate')}>{profile.birthDate ?? '—'}</Item>
            <Item label={t('col.status')}>
              <span className={`bo-status bo-status-${profile.status}`} data-testid="player-status">
                {t(`status.${profile.status}`)}
              </span>
            </Item>
            <Item label={t('player.marketing')}>
              {t(profile.marketingConsent ? 'player.yes' : 'player.no')}
            </Item>
            <Item label={t('col.created')}>{dateTime(profile.createdAt)}</Item>
          </dl>
        </Panel>
        <Panel title={t('player.balances')}>
          <dl className="bo-dl">
            <Item label={t('player.cash')}>{money(balances.cash)}</Item>
            <Item label={t('player.bonus')}>{money(balances.bonus)}</Item>
            <Item label={t('player.pendingWithdrawal')}>{money(balances.pendingWithdrawal)}</Item>
          </dl>
        </Panel>
        {can('rg.view') ? (
          <Panel title={t('player.rg')}>
            <p data-testid="rg-state">
              {rg.isPending
                ? t('app.loading')
                : timeout
                  ? t('player.rgUntil', { what: t('player.timeoutActive'), until: dateTime(timeout.until) })
                  : exclusion
                    ? t('player.rgUntil', {
                        what: t('player.exclusionActive'),
                        until: dateTime(exclusion.until),
                      })
                    : t('player.rgNone')}
            </p>
          </Panel>
        ) : null}
      </div>
      <div className="bo-grid">
        {can('players.status') ? <StatusForm player={player.data} /> : null}
        {can('rg.protect') ? <TimeoutForm playerId={profile.id} /> : null}
        {can('corrections.file') ? <CorrectionForm playerId={profile.id} /> : null}
        {can('bonuses.grant') ? <BonusGrantForm playerId={profile.id} /> : null}
      </div>

      <h2>{t('player.ledger')}</h2>
      <SmallTable
        caption={t('player.ledger')}
        head={[
          t('col.at'),
          t('col.account'),
          t('col.kind'),
          t('col.reference'),
          t('col.amount'),
          t('col.balanceAfter'),
        ]}
        rows={ledger.map((l) => [
          dateTime(l.at),
          t(`account.${l.account}`),
          l.kind,
          l.reference ?? '—',
          money(l.amount),
          l.balanceAfter === null ? '—' : money(l.balanceAfter),
        ])}
        numeric={[4, 5]}
      />
      <h2>{t('player.sessions')}</h2>
      <SmallTable
        caption={t('player.sessions')}
        head={[t('col.at'), t('col.ended'), t('col.ip'), t('col.browser'), t('col.device')]}
        rows={sessions.map((s) => [
          dateTime(s.createdAt),
          s.endedAt ? `${dateTime(s.endedAt)}${s.endReason ? ` (${s.endReason})` : ''}` : t('session.live'),
          s.ip ?? '—',
          s.userAgent ?? '—',
          s.fingerprint ?? '—',
        ])}
      />
      <h2>{t('player.duplicates')}</h2>
      <SmallTable
        caption={t('player.duplicates')}
        head={[t('col.id'), t('col.username'), t('col.status'), t('col.shares')]}
        rows={duplicates.map((d) => [
          <Link key="id" to={`/bo/players/${d.id}`}>
            {d.id}
          </Link>,
          d.username,
          t(`status.${d.status}`),
          d.shares.map((s) => t(`share.${s}`)).join(', '),
        ])}
      />
    </section>
  )
}

function Panel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId()
  return (
    <section className="bo-panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function SmallTable({
  caption,
  head,
  rows,
  numeric = [],
}: {
  caption: string
  head: string[]
  rows: ReactNode[][]
  numeric?: number[]
}) {
  const { t } = useI18n()
  const id = useId()
  if (rows.length === 0) return <p className="bo-dim">{t('player.none')}</p>
  return (
    <div className="bo-scroll" role="region" aria-labelledby={id} tabIndex={0}>
      <table className="bo-table">
        <caption id={id} className="bo-sr">
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h} scope="col">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (
                <td key={j} className={numeric.includes(j) ? 'bo-num' : undefined}>
                  {c}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** A form of one act: a choice, a reason, a button; the answer's message (or the refusal) below it. */
function useAct<T>(act: (choice: string, reason: string) => Promise<T>, done: (result: T) => string) {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null)
  const mutation = useMutation({
    mutationFn: ({ choice, reason }: { choice: string; reason: string }) => act(choice, reason),
    onSuccess: (result) => setMessage({ ok: true, text: done(result) }),
    onError: (error) =>
      setMessage({ ok: false, text: error instanceof BoApiError ? error.message : String(error) }),
  })
  return { mutation, message }
}

/**
 * A choice and the reason for the audit log, as both of the page's acts ask them: the form's markup
 * once, the act and its answer in the caller.
 */
function ChoiceForm(props: {
  title: string
  choiceLabel: string
  options: readonly { value: string; label: string }[]
  initial: string
  submitLabel: string
  act: ReturnType<typeof useAct>
}) {
  const { t } = useI18n()
  const [choice, setChoice] = useState(props.initial)
  const [reason, setReason] = useState('')
  const ids = { choice: useId(), reason: useId(), title: useId() }
  const { mutation, message } = props.act
  const submit = (e: FormEvent) => {
    e.preventDefault()
    mutation.mutate({ choice, reason: reason.trim() })
  }
  return (
    <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.title}>
      <h2 id={ids.title}>{props.title}</h2>
      <label htmlFor={ids.choice}>{props.choiceLabel}</label>
      <select id={ids.choice} value={choice} onChange={(e) => setChoice(e.target.value)}>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <label htmlFor={ids.reason}>{t('action.reason')}</label>
      <textarea
        id={ids.reason}
        value={reason}
        maxLength={500}
        rows={2}
        onChange={(e) => setReason(e.target.value)}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={mutation.isPending}>
          {props.submitLabel}
        </button>
      </div>
      <Outcome message={message} />
    </form>
  )
}

function StatusForm({ player }: { player: BackofficePlayer }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const id = player.profile.id
  const act = useAct(
    (choice, why) =>
      boCall('backoffice/players/:id/status', {
        params: { id },
        body: { status: choice as (typeof PLAYER_STATUSES)[number], reason: why },
      }),
    (result) => {
      void queryClient.invalidateQueries({ queryKey: ['bo', 'player', String(id)] })
      return t('status.done', { status: t(`status.${result.status}`) })
    },
  )
  return (
    <ChoiceForm
      title={t('status.change')}
      choiceLabel={t('status.new')}
      options={PLAYER_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))}
      initial={player.profile.status === 'active' ? 'suspended' : 'active'}
      submitLabel={t('status.submit')}
      act={act}
    />
  )
}

function TimeoutForm({ playerId }: { playerId: number }) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const act = useAct(
    (choice, why) =>
      boCall('backoffice/players/:id/rg/timeout', {
        params: { id: playerId },
        body: { period: choice as (typeof RG_TIMEOUT_PERIODS)[number], reason: why },
      }),
    (result) => {
      queryClient.setQueryData(['bo', 'player', String(playerId), 'rg'], result)
      return t('timeout.done')
    },
  )
  return (
    <ChoiceForm
      title={t('timeout.title')}
      choiceLabel={t('timeout.period')}
      options={RG_TIMEOUT_PERIODS.map((p) => ({ value: p, label: t(`period.${p}`) }))}
      initial={RG_TIMEOUT_PERIODS[0]}
      submitLabel={t('timeout.submit')}
      act={act}
    />
  )
}

function Outcome({ message }: { message: { ok: boolean; text: string } | null }) {
  return (
    <p role="status" className={message ? (message.ok ? 'bo-ok' : 'bo-error') : 'bo-sr'}>
      {message?.text ?? ''}
    </p>
  )
}
