import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { BANNER_SORT_MAX, type BackofficeBanner } from '@galata/contract'
import { boAnswer, boCall, boUpload } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { PictureField, useImageUploadForm } from './image-upload'
import { EditScheduledForm, readScheduledFields, ScheduledContentFields } from './scheduled-content'
import './content.css'

/*
 * The home carousel's banners (docs/backoffice.md "Content"): the upload form with a preview, and
 * the list in carousel order with move up / move down buttons (keyboard: Tab to a button, Enter),
 * switch on/off and remove. The server checks the file by its bytes; the picker's `accept` is a hint.
 */

const KEY = ['bo', 'cms', 'banners'] as const

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
  const ids = { heading: useId(), file: useId(), sort: useId() }
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
      <ScheduledContentFields fieldError={fieldError} linkPlaceholder="/casino">
        <label htmlFor={ids.sort}>{t('cms.banners.sort')}</label>
        <input id={ids.sort} name="sort" type="number" min={0} max={BANNER_SORT_MAX} defaultValue={0} />
      </ScheduledContentFields>
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
  const sortId = useId()
  return (
    <EditScheduledForm
      heading={t('cms.banners.editHeading', { title: banner.title })}
      image={banner.image}
      currentAlt={t('cms.banners.current')}
      values={banner}
      status={banner.status}
      save={async (source, file) => {
        const params = { id: banner.id }
        const { message } = await boAnswer('backoffice/cms/banners/:id', {
          method: 'PUT',
          params,
          body: {
            ...readScheduledFields(source),
            sort: Number(source.get('sort') ?? 0),
            status: source.get('status') === 'on',
          },
        })
        if (!file) return message
        const form = new FormData()
        form.set('file', file)
        return (await boUpload('backoffice/cms/banners/:id/image', form, params)).message
      }}
      onDone={onDone}
      onCancel={onCancel}
    >
      <>
        <label htmlFor={sortId}>{t('cms.banners.sort')}</label>
        <input
          id={sortId}
          name="sort"
          type="number"
          min={0}
          max={BANNER_SORT_MAX}
          defaultValue={banner.sort}
        />
      </>
    </EditScheduledForm>
  )
}
