import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  BANNER_UPLOAD,
  CMS_EDITOR_LIMITS,
  type BackofficePromotion,
  type PromotionCampaignState,
  type PromotionContent,
} from '@galata/contract'
import { BoApiError, boAnswer, boCall, boUpload } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { DraftFooter } from './preview-panel'
import { RichText } from './rich-text'
import { toInstant } from './image-upload'
import './content.css'

/*
 * The promotions page's cards (docs/backoffice.md "Content"): the list in page order with move
 * up/down and on/off (at once), and an editor whose save is a draft; "Preview" shows the player's
 * promotions page with the draft, "Publish" makes it live. A promotion may advertise a bonus
 * campaign: its terms are then written from the campaign, and it shows only while the campaign runs.
 * A draft may be discarded (the published text stays), a promotion deleted (both after a
 * confirmation), and its picture uploaded as a banner's: the upload's address goes into the draft.
 */

const KEY = ['bo', 'cms', 'promotions'] as const
/** `reset` remounts the editor with the item's text (after a discarded draft). */
type Editing = { promotion: BackofficePromotion | null; reset?: number }

/** An instant as a `datetime-local` value in the browser's zone. */
const toLocal = (iso: string | null) => {
  if (!iso) return ''
  const d = new Date(iso)
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

export default function PromotionsRoute() {
  const { t, locale, dateTime } = useI18n()
  const can = useCan()
  const mayEdit = can('content.edit')
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: KEY, queryFn: () => boCall('backoffice/cms/promotions') })
  const [editing, setEditing] = useState<Editing | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const caption = useId()
  const act = useMutation({
    mutationFn: async (a: { kind: 'up' | 'down' | 'toggle' | 'delete'; p: BackofficePromotion }) => {
      const params = { id: a.p.id }
      if (a.kind === 'delete') {
        const { data, message } = await boAnswer('backoffice/cms/promotions/:id/delete', {
          params,
          body: {},
        })
        queryClient.setQueryData(KEY, data)
        setEditing((e) => (e?.promotion?.id === a.p.id ? null : e))
        return message
      }
      if (a.kind === 'toggle') {
        const { message } = await boAnswer('backoffice/cms/promotions/:id/status', {
          params,
          body: { status: !a.p.status },
        })
        return message
      }
      return (await boAnswer('backoffice/cms/promotions/:id/move', { params, body: { direction: a.kind } }))
        .message
    },
    onSuccess: (message, a) => {
      setNotice(message)
      void queryClient.invalidateQueries({ queryKey: KEY }).then(() => {
        // Keyboard focus stays on the moved promotion's button, as on the banners screen.
        if (a.kind === 'up' || a.kind === 'down')
          document.getElementById(`bo-promo-${a.kind}-${a.p.id}`)?.focus()
      })
    },
  })
  const campaignWord = (s: PromotionCampaignState) => t(`cmsx.campaign.${s}`)
  const state = (p: BackofficePromotion) => {
    if (p.publishedAt === null) return t('cmsx.unpublished')
    if (!p.status) return t('cmsx.off')
    if (p.live) return t('cmsx.live')
    if (p.campaignState && p.campaignState !== 'runs') return t('cmsx.waitsForCampaign')
    return t('cms.banners.scheduled')
  }
  const items = list.data?.items ?? []

  return (
    <section className="bo-page">
      <h1>{t('cmsx.promos.title')}</h1>
      <p className="bo-dim">{t('cmsx.promos.intro')}</p>
      {mayEdit ? (
        <div className="bo-actions">
          <button type="button" className="bo-button" onClick={() => setEditing({ promotion: null })}>
            {t('cmsx.promos.new')}
          </button>
        </div>
      ) : null}
      {notice ? (
        <p className="bo-ok" role="status">
          {notice}
        </p>
      ) : null}
      {list.isError ? (
        <p className="bo-error" role="alert">
          {list.error.message}
        </p>
      ) : null}
      {editing && list.data ? (
        <PromotionEditor
          key={`${editing.promotion?.id ?? 'new'}:${editing.reset ?? 0}`}
          promotion={editing.promotion}
          campaigns={list.data.campaigns}
          onSaved={(promotion, message, reset) => {
            setNotice(message)
            setEditing((e) => ({ promotion, reset: (e?.reset ?? 0) + (reset ? 1 : 0) }))
            void queryClient.invalidateQueries({ queryKey: KEY })
          }}
          onNotice={setNotice}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {list.data ? (
        <div className="bo-scroll" role="region" aria-labelledby={caption} tabIndex={0}>
          <table className="bo-table">
            <caption id={caption}>{t('cmsx.promos.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cms.banners.order')}</th>
                <th scope="col">{t('cms.banners.image')}</th>
                <th scope="col">{t('cmsx.titleCol')}</th>
                <th scope="col">{t('cmsx.promos.campaign')}</th>
                <th scope="col">{t('cms.banners.schedule')}</th>
                <th scope="col">{t('cmsx.state')}</th>
                <th scope="col">{t('cmsx.draft')}</th>
                {mayEdit ? <th scope="col">{t('cms.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {items.map((p, i) => {
                const name = p.published.title[locale]
                return (
                  <tr key={p.id}>
                    <td>{i + 1}</td>
                    <td>
                      <img className="bo-cms-thumb" src={p.published.image} alt="" loading="lazy" />
                    </td>
                    <td>
                      {name}
                      <br />
                      <code>{p.slug}</code>
                    </td>
                    <td>
                      {p.published.campaign
                        ? `${p.published.campaign} (${campaignWord(p.campaignState ?? 'missing')})`
                        : '—'}
                    </td>
                    <td>
                      {p.published.startsAt || p.published.endsAt
                        ? `${dateTime(p.published.startsAt)} – ${dateTime(p.published.endsAt)}`
                        : t('cms.banners.always')}
                    </td>
                    <td>{state(p)}</td>
                    <td>{p.draft ? t('cmsx.draftSaved', { at: dateTime(p.draftAt) }) : '—'}</td>
                    {mayEdit ? (
                      <td className="bo-cms-buttons">
                        <button
                          id={`bo-promo-up-${p.id}`}
                          type="button"
                          className="bo-button bo-ghost"
                          disabled={i === 0 || act.isPending}
                          aria-label={t('cmsx.moveUp', { title: name })}
                          onClick={() => act.mutate({ kind: 'up', p })}
                        >
                          ↑
                        </button>
                        <button
                          id={`bo-promo-down-${p.id}`}
                          type="button"
                          className="bo-button bo-ghost"
                          disabled={i === items.length - 1 || act.isPending}
                          aria-label={t('cmsx.moveDown', { title: name })}
                          onClick={() => act.mutate({ kind: 'down', p })}
                        >
                          ↓
                        </button>
                        <button
                          type="button"
                          className="bo-button bo-ghost"
                          onClick={() => setEditing({ promotion: p })}
                        >
                          {t('cmsx.edit')}
                          <span className="bo-sr"> – {name}</span>
                        </button>
                        <button
                          type="button"
                          className="bo-button bo-ghost"
                          disabled={act.isPending}
                          onClick={() => act.mutate({ kind: 'toggle', p })}
                        >
                          {p.status ? t('cms.banners.disable') : t('cms.banners.enable')}
                          <span className="bo-sr"> – {name}</span>
                        </button>
                        <button
                          type="button"
                          className="bo-button bo-ghost"
                          disabled={act.isPending}
                          onClick={() => {
                            if (window.confirm(t('cmsx.promos.confirmDelete', { title: name })))
                              act.mutate({ kind: 'delete', p })
                          }}
                        >
                          {t('cmsx.delete')}
                          <span className="bo-sr"> – {name}</span>
                        </button>
                      </td>
                    ) : null}
                  </tr>
                )
              })}
            </tbody>
          </table>
          {act.error ? (
            <p className="bo-error" role="alert">
              {act.error.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

const EMPTY: PromotionContent = {
  title: { tr: '', en: '' },
  description: { tr: '', en: '' },
  campaign: null,
  image: '',
  startsAt: null,
  endsAt: null,
}

function PromotionEditor({
  promotion,
  campaigns,
  onSaved,
  onNotice,
  onClose,
}: {
  promotion: BackofficePromotion | null
  campaigns: { code: string; title: string; state: PromotionCampaignState }[]
  /** `reset`: the editor starts again from the answer (a discarded draft). */
  onSaved: (promotion: BackofficePromotion, message: string, reset?: boolean) => void
  onNotice: (message: string) => void
  onClose: () => void
}) {
  const { t, locale } = useI18n()
  const ids = {
    heading: useId(),
    slug: useId(),
    titleTr: useId(),
    titleEn: useId(),
    bodyTr: useId(),
    bodyEn: useId(),
    bodyTrLabel: useId(),
    bodyEnLabel: useId(),
    campaign: useId(),
    image: useId(),
    upload: useId(),
    from: useId(),
    to: useId(),
  }
  const start = promotion?.draft ?? promotion?.published ?? EMPTY
  const [slug, setSlug] = useState('')
  const [title, setTitle] = useState(start.title)
  const [description, setDescription] = useState(start.description)
  const [campaign, setCampaign] = useState(start.campaign ?? '')
  const [image, setImage] = useState(start.image)
  const [from, setFrom] = useState(toLocal(start.startsAt))
  const [to, setTo] = useState(toLocal(start.endsAt))
  const save = useMutation({
    mutationFn: () => {
      const body = {
        title,
        description,
        campaign,
        image,
        startsAt: toInstant(from),
        endsAt: toInstant(to),
      }
      return promotion
        ? boAnswer('backoffice/cms/promotions/:id', { method: 'PUT', params: { id: promotion.id }, body })
        : boAnswer('backoffice/cms/promotions create', { body: { slug, ...body } })
    },
    onSuccess: ({ data, message }) => onSaved(data, message),
  })
  const publish = useMutation({
    mutationFn: (id: number) =>
      boAnswer('backoffice/cms/promotions/:id/publish', { params: { id }, body: {} }),
    onSuccess: ({ data, message }) => onSaved(data, message),
  })
  const discard = useMutation({
    mutationFn: (id: number) =>
      boAnswer('backoffice/cms/promotions/:id/discard', { params: { id }, body: {} }),
    onSuccess: ({ data, message }) => onSaved(data, message, true),
  })
  // The picture is stored at once; its address goes into the draft's image field (saved with it).
  const upload = useMutation({
    mutationFn: (file: File) => {
      const form = new FormData()
      form.set('file', file)
      return boUpload('backoffice/cms/promotions/image', form)
    },
    onSuccess: ({ data, message }) => {
      setImage(data.image)
      onNotice(message)
    },
  })
  const submit = (e: FormEvent) => {
    e.preventDefault()
    save.mutate()
  }
  const error = save.error ?? publish.error ?? discard.error
  const fieldErrors = save.error instanceof BoApiError ? (save.error.errors ?? {}) : {}
  const invalid = (name: string) => (fieldErrors[name] ? true : undefined)
  return (
    <form className="bo-panel bo-form bo-cms-editor" onSubmit={submit} aria-labelledby={ids.heading}>
      <h2 id={ids.heading}>
        {promotion
          ? t('cmsx.promos.editing', { title: promotion.published.title[locale] })
          : t('cmsx.promos.new')}
      </h2>
      {promotion ? (
        <p className="bo-hint">
          {promotion.draft ? t('cmsx.hasDraft') : t('cmsx.noDraft')} <code>{promotion.slug}</code>
        </p>
      ) : (
        <>
          <label htmlFor={ids.slug}>{t('cmsx.promos.slug')}</label>
          <input
            id={ids.slug}
            value={slug}
            required
            pattern="[a-z0-9][a-z0-9\-]*"
            maxLength={CMS_EDITOR_LIMITS.slugMax}
            aria-describedby={`${ids.slug}-hint`}
            aria-invalid={invalid('slug')}
            onChange={(e) => setSlug(e.target.value)}
          />
          <p id={`${ids.slug}-hint`} className="bo-hint">
            {t('cmsx.promos.slugHint')}
          </p>
        </>
      )}
      <label htmlFor={ids.titleTr}>{t('cmsx.titleTr')}</label>
      <input
        id={ids.titleTr}
        value={title.tr}
        required
        maxLength={CMS_EDITOR_LIMITS.titleMax}
        aria-invalid={invalid('title.tr')}
        onChange={(e) => setTitle({ ...title, tr: e.target.value })}
      />
      <label htmlFor={ids.titleEn}>{t('cmsx.titleEn')}</label>
      <input
        id={ids.titleEn}
        value={title.en}
        required
        maxLength={CMS_EDITOR_LIMITS.titleMax}
        aria-invalid={invalid('title.en')}
        onChange={(e) => setTitle({ ...title, en: e.target.value })}
      />
      <label htmlFor={ids.campaign}>{t('cmsx.promos.campaign')}</label>
      <select
        id={ids.campaign}
        value={campaign}
        aria-describedby={`${ids.campaign}-hint`}
        aria-invalid={invalid('campaign')}
        onChange={(e) => setCampaign(e.target.value)}
      >
        <option value="">{t('cmsx.promos.noCampaign')}</option>
        {campaigns.map((c) => (
          <option key={c.code} value={c.code}>
            {`${c.title} (${c.code}) – ${t(`cmsx.campaign.${c.state}`)}`}
          </option>
        ))}
      </select>
      <p id={`${ids.campaign}-hint`} className="bo-hint">
        {t('cmsx.promos.campaignHint')}
      </p>
      <p id={ids.bodyTrLabel} className="bo-label">
        {t('cmsx.promos.bodyTr')}
      </p>
      <RichText
        id={ids.bodyTr}
        labelId={ids.bodyTrLabel}
        value={start.description.tr}
        onChange={(html) => setDescription((d) => ({ ...d, tr: html }))}
      />
      <p id={ids.bodyEnLabel} className="bo-label">
        {t('cmsx.promos.bodyEn')}
      </p>
      <RichText
        id={ids.bodyEn}
        labelId={ids.bodyEnLabel}
        value={start.description.en}
        onChange={(html) => setDescription((d) => ({ ...d, en: html }))}
      />
      <label htmlFor={ids.image}>{t('cmsx.promos.image')}</label>
      <input
        id={ids.image}
        value={image}
        required
        placeholder="/media/promotions/welcome.webp"
        maxLength={CMS_EDITOR_LIMITS.imageMax}
        aria-invalid={invalid('image')}
        onChange={(e) => setImage(e.target.value)}
      />
      {image ? <img className="bo-cms-preview" src={image} alt={t('cmsx.promos.imagePreview')} /> : null}
      <label htmlFor={ids.upload}>{t('cmsx.promos.upload')}</label>
      <input
        id={ids.upload}
        type="file"
        accept={BANNER_UPLOAD.accept}
        disabled={upload.isPending}
        aria-describedby={`${ids.upload}-hint`}
        aria-invalid={upload.isError ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) upload.mutate(file)
        }}
      />
      <p id={`${ids.upload}-hint`} className="bo-hint">
        {upload.isPending
          ? t('cmsx.promos.uploading')
          : t('cmsx.promos.uploadHint', { mb: BANNER_UPLOAD.maxBytes / 1024 / 1024 })}
      </p>
      {upload.error ? (
        <p className="bo-error" role="alert">
          {upload.error.message}
        </p>
      ) : null}
      <label htmlFor={ids.from}>{t('cms.banners.from')}</label>
      <input id={ids.from} type="datetime-local" value={from} onChange={(e) => setFrom(e.target.value)} />
      <label htmlFor={ids.to}>{t('cms.banners.to')}</label>
      <input
        id={ids.to}
        type="datetime-local"
        value={to}
        aria-invalid={invalid('endsAt')}
        onChange={(e) => setTo(e.target.value)}
      />
      <p className="bo-hint">{t('cmsx.sanitised')}</p>
      <DraftFooter
        kind="promotion"
        item={promotion ?? null}
        saving={save.isPending}
        publishing={publish.isPending}
        discarding={discard.isPending}
        onPublish={(id) => publish.mutate(id)}
        onDiscard={(id) => discard.mutate(id)}
        onClose={onClose}
        error={error}
      />
    </form>
  )
}
