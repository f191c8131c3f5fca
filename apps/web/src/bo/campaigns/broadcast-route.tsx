import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery } from '@tanstack/react-query'
import {
  BROADCAST_SEGMENTS,
  broadcastSegmentLabels,
  issueCode,
  notificationBroadcastSchema,
  PLAYER_TAGS,
  playerTagLabels,
  validationMessage,
  type BroadcastSegment,
  type PlayerTag,
} from '@galata/contract'
import { boAnswer, boCall, BoApiError } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'

/*
 * /bo/campaigns/broadcasts (docs/backoffice.md "Segment broadcasts"): a marketing notification in
 * Turkish and English to every player, to the depositors of the last 30 days or to the players with
 * a tag. The audience is counted by the server as the segment is chosen (consent, time-outs and
 * self-exclusions applied, as the send applies them); sending is audited on the server.
 */

type Field = 'titleTr' | 'titleEn' | 'noteTr' | 'noteEn'

export default function BroadcastRoute() {
  const { t, locale } = useI18n()
  const can = useCan()
  const ids = {
    segment: useId(),
    tag: useId(),
    titleTr: useId(),
    titleEn: useId(),
    noteTr: useId(),
    noteEn: useId(),
    form: useId(),
  }
  const [segment, setSegment] = useState<BroadcastSegment>('all')
  const [tag, setTag] = useState<PlayerTag>('vip')
  const [text, setText] = useState<Record<Field, string>>({
    titleTr: '',
    titleEn: '',
    noteTr: '',
    noteEn: '',
  })
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [sent, setSent] = useState<string | null>(null)
  const allowed = can('notifications.audience')
  const audience = useQuery({
    queryKey: ['bo', 'broadcast-audience', segment, segment === 'tag' ? tag : null],
    queryFn: () =>
      boCall('backoffice/notifications/audience', {
        query: { segment, tag: segment === 'tag' ? tag : undefined },
      }),
    enabled: allowed,
    staleTime: 0,
  })
  const send = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      boAnswer('backoffice/notifications', { body: body as never }),
    onSuccess: (answer) => {
      setSent(t('bcast.sent', { message: answer.message, n: answer.data.recipients }))
      void audience.refetch()
    },
  })

  if (!allowed)
    return (
      <section className="bo-page">
        <h1>{t('bcast.title')}</h1>
        <p className="bo-dim">{t('bcast.notAllowed')}</p>
      </section>
    )

  const submit = (e: FormEvent) => {
    e.preventDefault()
    setSent(null)
    const body = {
      to: segment === 'tag' ? { tag } : segment,
      title: { tr: text.titleTr, en: text.titleEn },
      note: { tr: text.noteTr, en: text.noteEn },
    }
    const parsed = notificationBroadcastSchema.safeParse(body)
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {}
      for (const issue of parsed.error.issues) {
        const [head, lang] = issue.path.map(String)
        const field = `${head}${lang === 'en' ? 'En' : 'Tr'}` as Field
        next[field] ??= validationMessage(issueCode(issue), locale)
      }
      setErrors(next)
      return
    }
    setErrors({})
    send.mutate(body)
  }

  const input = (f: Field, label: Parameters<typeof t>[0], multiline = false) => {
    const id = ids[f]
    const props = {
      id,
      value: text[f],
      onChange: (e: { target: { value: string } }) => setText({ ...text, [f]: e.target.value }),
      ...(errors[f] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-err` } : {}),
    }
    return (
      <div className="bo-field">
        <label htmlFor={id}>{t(label)}</label>
        {multiline ? <textarea rows={3} maxLength={1000} {...props} /> : <input maxLength={120} {...props} />}
        {errors[f] ? (
          <span id={`${id}-err`} className="bo-error">
            {errors[f]}
          </span>
        ) : null}
      </div>
    )
  }

  return (
    <section className="bo-page">
      <h1>{t('bcast.title')}</h1>
      <p className="bo-dim">{t('bcast.intro')}</p>
      <form className="bo-panel bo-form" onSubmit={submit} aria-labelledby={ids.form} noValidate>
        <h2 id={ids.form}>{t('bcast.formTitle')}</h2>
        <div className="bo-field">
          <label htmlFor={ids.segment}>{t('bcast.segment')}</label>
          <select
            id={ids.segment}
            value={segment}
            onChange={(e) => setSegment(e.target.value as BroadcastSegment)}
          >
            {BROADCAST_SEGMENTS.map((s) => (
              <option key={s} value={s}>
                {broadcastSegmentLabels[s][locale]}
              </option>
            ))}
          </select>
        </div>
        {segment === 'tag' ? (
          <div className="bo-field">
            <label htmlFor={ids.tag}>{t('bcast.tag')}</label>
            <select id={ids.tag} value={tag} onChange={(e) => setTag(e.target.value as PlayerTag)}>
              {PLAYER_TAGS.map((g) => (
                <option key={g} value={g}>
                  {playerTagLabels[g][locale]}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <p role="status" aria-live="polite" data-testid="bcast-audience">
          {audience.isFetching
            ? t('bcast.counting')
            : audience.data
              ? t('bcast.audience', { n: audience.data.count, segment: audience.data.segment })
              : audience.error instanceof BoApiError
                ? audience.error.message
                : ''}
        </p>
        {input('titleTr', 'bcast.titleTr')}
        {input('titleEn', 'bcast.titleEn')}
        {input('noteTr', 'bcast.noteTr', true)}
        {input('noteEn', 'bcast.noteEn', true)}
        <div className="bo-actions">
          <button type="submit" className="bo-button" disabled={send.isPending}>
            {t('bcast.send')}
          </button>
        </div>
        {send.error instanceof BoApiError ? (
          <p className="bo-error" role="alert">
            {send.error.message}
          </p>
        ) : null}
        {sent ? (
          <p className="bo-ok" role="alert" data-testid="bcast-sent">
            {sent}
          </p>
        ) : null}
      </form>
    </section>
  )
}
