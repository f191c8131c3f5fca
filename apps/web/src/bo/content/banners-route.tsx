import { useEffect, useId, useRef, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BANNER_LOCALES, BANNER_SORT_MAX, BANNER_TITLE_MAX, type BackofficeBanner } from '@galata/contract'
import { boAnswer, BoApiError, boCall, boUpload } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import {
  PictureField,
  ReplacePictureField,
  toInstant,
  toLocalInput,
  useImageUploadForm,
  usePicturePreview,
} from './image-upload'
import './content.css'

/*
 * The home carousel's banners (docs/backoffice.md "Content"): the upload form with a preview, and
 * the list in carousel order with move up / move down buttons (keyboard: Tab to a button, Enter),
 * switch on/off and remove. The server checks the file by its bytes; the picker's `accept` is a hint.
 */

const KEY = ['bo', 'cms', 'banners'] as const

/** A `datetime-local` value as an instant in the browser's zone; empty stays empty. */

export default function BannersRoute() {
  const { t } = useI18n()
  const can = useCan()
  const mayEdit = can('content.edit')
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  const [editing, setEditing] = useState<BackofficeBanner | null>(null)
  const list = useQuery({ queryKey: KEY, queryFn: () => boCall('backoffice/cms/banners') })
  const setList = (banners: BackofficeBanner[], message: string) => {
    queryClient.setQueryData(KEY, banners)
    setNotice(message)
  }

  return (
    <section className="bo-page">
      <h1>{t('cms.banners.title')}</h1>
      <p className="bo-dim">{t('cms.banners.intro')}</p>
      {mayEdit ? (
        <UploadForm
          onDone={(message) => {
            setNotice(message)
            void queryClient.invalidateQueries({ queryKey: KEY })
          }}
        />
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
      {editing && list.data?.some((b) => b.id === editing.id) ? (
        <EditBannerForm
          key={editing.id}
          banner={editing}
          onDone={(message) => {
            const id = editing.id
            setEditing(null)
            setNotice(message)
            void queryClient.invalidateQueries({ queryKey: KEY })
            requestAnimationFrame(() => document.getElementById(`bo-banner-edit-${id}`)?.focus())
          }}
          onCancel={() => {
            const id = editing.id
            setEditing(null)
            requestAnimationFrame(() => document.getElementById(`bo-banner-edit-${id}`)?.focus())
          }}
        />
      ) : null}
      {list.data ? (
        <BannerList banners={list.data} mayEdit={mayEdit} onChanged={setList} onEdit={setEditing} />
      ) : null}
    </section>
  )
}

function UploadForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useI18n()
  const ids = {
    title: useId(),
    file: useId(),
    heading: useId(),
    locale: useId(),
    alt: useId(),
    link: useId(),
    sort: useId(),
    from: useId(),
    to: useId(),
  }
  const { formRef, picture, upload, submit, error, fieldError } = useImageUploadForm(
    (form) => boUpload('backoffice/cms/banners add', form),
    ['locale', 'title', 'link', 'sort'],
    onDone,
  )
  return (
    <form
      ref={formRef}
      className="bo-panel bo-form bo-cms-upload"
      onSubmit={submit}
      aria-labelledby={ids.heading}
    >
      <h2 id={ids.heading}>{t('cms.banners.new')}</h2>
      <PictureField id={ids.file} picture={picture} />
      <label htmlFor={ids.locale}>{t('cms.banners.locale')}</label>
      <select id={ids.locale} name="locale" defaultValue="tr">
        {BANNER_LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.alt}>{t('cms.banners.titleField')}</label>
      <input
        id={ids.alt}
        name="title"
        required
        maxLength={BANNER_TITLE_MAX}
        aria-invalid={fieldError('title') ? true : undefined}
      />
      <label htmlFor={ids.link}>{t('cms.banners.link')}</label>
      <input
        id={ids.link}
        name="link"
        placeholder="/casino"
        aria-invalid={fieldError('link') ? true : undefined}
      />
      <label htmlFor={ids.sort}>{t('cms.banners.sort')}</label>
      <input id={ids.sort} name="sort" type="number" min={0} max={BANNER_SORT_MAX} defaultValue={0} />
      <label htmlFor={ids.from}>{t('cms.banners.from')}</label>
      <input id={ids.from} name="startsAt" type="datetime-local" />
      <label htmlFor={ids.to}>{t('cms.banners.to')}</label>
      <input
        id={ids.to}
        name="endsAt"
        type="datetime-local"
        aria-invalid={fieldError('endsAt') ? true : undefined}
      />
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={upload.isPending}>
          {upload.isPending ? t('cms.banners.uploading') : t('cms.banners.upload')}
        </button>
      </div>
      {error ? (
        <p className="bo-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </form>
  )
}

function BannerList({
  banners,
  mayEdit,
  onChanged,
  onEdit,
}: {
  banners: BackofficeBanner[]
  mayEdit: boolean
  onChanged: (banners: BackofficeBanner[], message: string) => void
  onEdit: (banner: BackofficeBanner) => void
}) {
  const { t, dateTime } = useI18n()
  const caption = useId()
  const act = useMutation({
    mutationFn: async (a: { kind: 'up' | 'down' | 'delete' | 'toggle'; banner: BackofficeBanner }) => {
      const params = { id: a.banner.id }
      if (a.kind === 'delete') return boAnswer('backoffice/cms/banners/:id/delete', { params, body: {} })
      if (a.kind === 'toggle') {
        const b = a.banner
        await boCall('backoffice/cms/banners/:id', {
          method: 'PUT',
          params,
          body: {
            locale: b.locale ?? 'tr',
            title: b.title,
            link: b.link,
            sort: b.sort,
            startsAt: b.startsAt,
            endsAt: b.endsAt,
            status: !b.status,
          },
        })
        return { data: await boCall('backoffice/cms/banners'), message: t('cms.saved') }
      }
      return boAnswer('backoffice/cms/banners/:id/move', { params, body: { direction: a.kind } })
    },
    onSuccess: ({ data, message }, a) => {
      onChanged(data, message)
      // Keyboard focus stays on the moved banner's button (docs/backoffice.md "Content").
      if (a.kind === 'up' || a.kind === 'down')
        requestAnimationFrame(() => document.getElementById(`bo-banner-${a.kind}-${a.banner.id}`)?.focus())
    },
  })
  const state = (b: BackofficeBanner) =>
    !b.status ? t('cms.banners.off') : b.live ? t('cms.banners.live') : t('cms.banners.scheduled')
  return (
    <div className="bo-scroll" role="region" aria-labelledby={caption} tabIndex={0}>
      <table className="bo-table">
        <caption id={caption}>{t('cms.banners.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cms.banners.order')}</th>
            <th scope="col">{t('cms.banners.image')}</th>
            <th scope="col">{t('cms.banners.titleField')}</th>
            <th scope="col">{t('cms.banners.locale')}</th>
            <th scope="col">{t('cms.banners.link')}</th>
            <th scope="col">{t('cms.banners.schedule')}</th>
            <th scope="col">{t('cms.banners.state')}</th>
            {mayEdit ? <th scope="col">{t('cms.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {banners.map((b, i) => (
            <tr key={b.id}>
              <td>{i + 1}</td>
              <td>
                <img className="bo-cms-thumb" src={b.image} alt={b.title} loading="lazy" />
              </td>
              <td>{b.title}</td>
              <td>{b.locale ? t(`lang.${b.locale}`) : t('cms.banners.allLocales')}</td>
              <td>{b.link}</td>
              <td>
                {b.startsAt || b.endsAt
                  ? `${dateTime(b.startsAt)} – ${dateTime(b.endsAt)}`
                  : t('cms.banners.always')}
              </td>
              <td>{state(b)}</td>
              {mayEdit ? (
                <td className="bo-cms-buttons">
                  <button
                    id={`bo-banner-edit-${b.id}`}
                    type="button"
                    className="bo-button bo-ghost"
                    onClick={() => onEdit(b)}
                  >
                    {t('cms.banners.edit')}
                    <span className="bo-sr"> – {b.title}</span>
                  </button>
                  <button
                    id={`bo-banner-up-${b.id}`}
                    type="button"
                    className="bo-button bo-ghost"
                    disabled={i === 0 || act.isPending}
                    aria-label={t('cms.banners.moveUp', { title: b.title })}
                    onClick={() => act.mutate({ kind: 'up', banner: b })}
                  >
                    ↑
                  </button>
                  <button
                    id={`bo-banner-down-${b.id}`}
                    type="button"
                    className="bo-button bo-ghost"
                    disabled={i === banners.length - 1 || act.isPending}
                    aria-label={t('cms.banners.moveDown', { title: b.title })}
                    onClick={() => act.mutate({ kind: 'down', banner: b })}
                  >
                    ↓
                  </button>
                  <button
                    type="button"
                    className="bo-button bo-ghost"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ kind: 'toggle', banner: b })}
                  >
                    {b.status ? t('cms.banners.disable') : t('cms.banners.enable')}
                    <span className="bo-sr"> – {b.title}</span>
                  </button>
                  <button
                    type="button"
                    className="bo-button bo-ghost"
                    disabled={act.isPending}
                    onClick={() => {
                      if (window.confirm(t('cms.banners.confirmDelete', { title: b.title })))
                        act.mutate({ kind: 'delete', banner: b })
                    }}
                  >
                    {t('cms.banners.delete')}
                    <span className="bo-sr"> – {b.title}</span>
                  </button>
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {act.error ? (
        <p className="bo-error" role="alert">
          {act.error.message}
        </p>
      ) : null}
    </div>
  )
}

/**
 * A banner's fields edited without a new upload (docs/backoffice.md "Content": the banner edit
 * form), and optionally its artwork replaced. Focus moves to the form's heading when it opens and
 * back to the row's Edit button when it closes.
 */
export function EditBannerForm({
  banner,
  onDone,
  onCancel,
}: {
  banner: BackofficeBanner
  onDone: (message: string) => void
  onCancel: () => void
}) {
  const { t } = useI18n()
  const ids = {
    heading: useId(),
    file: useId(),
    locale: useId(),
    alt: useId(),
    link: useId(),
    sort: useId(),
    from: useId(),
    to: useId(),
    status: useId(),
  }
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => headingRef.current?.focus(), [])
  const picture = usePicturePreview()
  const save = useMutation({
    mutationFn: async (source: FormData) => {
      const { message } = await boAnswer('backoffice/cms/banners/:id', {
        method: 'PUT',
        params: { id: banner.id },
        body: {
          locale: String(source.get('locale')) as 'tr' | 'en',
          title: String(source.get('title') ?? ''),
          link: String(source.get('link') ?? ''),
          sort: Number(source.get('sort') ?? 0),
          startsAt: toInstant(String(source.get('startsAt') ?? '')) || null,
          endsAt: toInstant(String(source.get('endsAt') ?? '')) || null,
          status: source.get('status') === 'on',
        },
      })
      const file = source.get('file')
      if (file instanceof File && file.size > 0) {
        const form = new FormData()
        form.set('file', file)
        return (await boUpload('backoffice/cms/banners/:id/image', form, { id: banner.id })).message
      }
      return message
    },
    onSuccess: onDone,
  })
  const error = save.error instanceof BoApiError ? save.error : null
  const fieldError = (name: string) => Boolean(error?.errors?.[name])
  return (
    <form
      className="bo-panel bo-form bo-cms-upload"
      aria-labelledby={ids.heading}
      onSubmit={(e) => {
        e.preventDefault()
        save.mutate(new FormData(e.currentTarget))
      }}
      onKeyDown={(e) => {
        if (e.key === 'Escape') onCancel()
      }}
    >
      <h2 id={ids.heading} ref={headingRef} tabIndex={-1}>
        {t('cms.banners.editHeading', { title: banner.title })}
      </h2>
      <ReplacePictureField
        id={ids.file}
        picture={picture}
        current={banner.image}
        currentAlt={t('cms.banners.current')}
      />
      <label htmlFor={ids.locale}>{t('cms.banners.locale')}</label>
      <select id={ids.locale} name="locale" defaultValue={banner.locale ?? 'tr'}>
        {BANNER_LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(`lang.${l}`)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.alt}>{t('cms.banners.titleField')}</label>
      <input
        id={ids.alt}
        name="title"
        required
        maxLength={BANNER_TITLE_MAX}
        defaultValue={banner.title}
        aria-invalid={fieldError('title') ? true : undefined}
      />
      <label htmlFor={ids.link}>{t('cms.banners.link')}</label>
      <input
        id={ids.link}
        name="link"
        defaultValue={banner.link === '#' ? '' : banner.link}
        aria-invalid={fieldError('link') ? true : undefined}
      />
      <label htmlFor={ids.sort}>{t('cms.banners.sort')}</label>
      <input
        id={ids.sort}
        name="sort"
        type="number"
        min={0}
        max={BANNER_SORT_MAX}
        defaultValue={banner.sort}
      />
      <label htmlFor={ids.from}>{t('cms.banners.from')}</label>
      <input
        id={ids.from}
        name="startsAt"
        type="datetime-local"
        defaultValue={toLocalInput(banner.startsAt)}
      />
      <label htmlFor={ids.to}>{t('cms.banners.to')}</label>
      <input
        id={ids.to}
        name="endsAt"
        type="datetime-local"
        defaultValue={toLocalInput(banner.endsAt)}
        aria-invalid={fieldError('endsAt') ? true : undefined}
      />
      <div>
        <input id={ids.status} name="status" type="checkbox" defaultChecked={banner.status} />{' '}
        <label htmlFor={ids.status}>{t('cms.banners.shown')}</label>
      </div>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={save.isPending}>
          {t('cms.banners.save')}
        </button>
        <button type="button" className="bo-button bo-ghost" onClick={onCancel}>
          {t('cms.banners.cancel')}
        </button>
      </div>
      {error ? (
        <p className="bo-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </form>
  )
}
