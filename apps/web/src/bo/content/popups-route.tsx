import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { POPUP_KINDS, type BackofficePopup } from '@galata/contract'
import { boAnswer, boCall, boUpload } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { PictureField, useImageUploadForm } from './image-upload'
import { EditScheduledForm, readScheduledFields, ScheduledContentFields } from './scheduled-content'
import './content.css'

/*
 * The site's popups (docs/backoffice.md "Content": popups and the first-visit popup): the upload
 * form with a preview, and every popup of both kinds with whether the site shows it now, edit (its
 * fields and picture, in place, as the banner edit form), switch on/off and delete. Per kind and
 * language the site shows the newest one that is on and in schedule.
 */

const KEY = ['bo', 'cms', 'popups'] as const

/** The row's Edit button, where focus returns when the edit form closes. */
const editButtonId = (id: number) => `bo-popup-edit-${id}`
const focusEditButton = (id: number) =>
  requestAnimationFrame(() => document.getElementById(editButtonId(id))?.focus())

export default function PopupsRoute() {
  const { t } = useI18n()
  const mayEdit = useCan()('content.edit')
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  const [editing, setEditing] = useState<BackofficePopup | null>(null)
  const list = useQuery({ queryKey: KEY, queryFn: () => boCall('backoffice/cms/popups') })
  return (
    <section className="bo-page">
      <h1>{t('cms.popups.title')}</h1>
      <p className="bo-dim">{t('cms.popups.intro')}</p>
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
      {editing && list.data?.some((p) => p.id === editing.id) ? (
        <EditPopupForm
          key={editing.id}
          popup={editing}
          onDone={(message) => {
            setEditing(null)
            setNotice(message)
            void queryClient.invalidateQueries({ queryKey: KEY })
            focusEditButton(editing.id)
          }}
          onCancel={() => {
            setEditing(null)
            focusEditButton(editing.id)
          }}
        />
      ) : null}
      {list.data ? (
        <PopupList
          popups={list.data}
          mayEdit={mayEdit}
          onEdit={setEditing}
          onChanged={(popups, message) => {
            queryClient.setQueryData(KEY, popups)
            setNotice(message)
          }}
        />
      ) : null}
    </section>
  )
}

function UploadForm({ onDone }: { onDone: (message: string) => void }) {
  const { t } = useI18n()
  const ids = { heading: useId(), kind: useId(), file: useId() }
  const { formRef, picture, upload, submit, error, fieldError } = useImageUploadForm(
    (form) => boUpload('backoffice/cms/popups add', form),
    ['kind', 'locale', 'title', 'link'],
    onDone,
  )
  return (
    <form
      ref={formRef}
      className="bo-panel bo-form bo-cms-upload"
      onSubmit={submit}
      aria-labelledby={ids.heading}
    >
      <h2 id={ids.heading}>{t('cms.popups.new')}</h2>
      <label htmlFor={ids.kind}>{t('cms.popups.kind')}</label>
      <select id={ids.kind} name="kind" defaultValue="banner">
        {POPUP_KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`cms.popups.kind.${k}`)}
          </option>
        ))}
      </select>
      <PictureField id={ids.file} picture={picture} />
      <ScheduledContentFields fieldError={fieldError} linkPlaceholder="/promotions" />
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

function PopupList({
  popups,
  mayEdit,
  onEdit,
  onChanged,
}: {
  popups: BackofficePopup[]
  mayEdit: boolean
  onEdit: (popup: BackofficePopup) => void
  onChanged: (popups: BackofficePopup[], message: string) => void
}) {
  const { t, dateTime } = useI18n()
  const caption = useId()
  const act = useMutation({
    mutationFn: async (a: { kind: 'delete' | 'toggle'; popup: BackofficePopup }) => {
      const params = { id: a.popup.id }
      if (a.kind === 'delete') return boAnswer('backoffice/cms/popups/:id/delete', { params, body: {} })
      const p = a.popup
      const { message } = await boAnswer('backoffice/cms/popups/:id', {
        method: 'PUT',
        params,
        body: {
          locale: p.locale ?? 'tr',
          title: p.title || t(`cms.popups.kind.${p.kind}`),
          link: p.link,
          startsAt: p.startsAt,
          endsAt: p.endsAt,
          status: !p.status,
        },
      })
      return { data: await boCall('backoffice/cms/popups'), message }
    },
    onSuccess: ({ data, message }) => onChanged(data, message),
  })
  const state = (p: BackofficePopup) =>
    !p.status ? t('cms.banners.off') : p.showing ? t('cms.banners.live') : t('cms.popups.waiting')
  const name = (p: BackofficePopup) => p.title || t(`cms.popups.kind.${p.kind}`)
  return (
    <div className="bo-scroll" role="region" aria-labelledby={caption} tabIndex={0}>
      <table className="bo-table">
        <caption id={caption}>{t('cms.popups.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cms.popups.kind')}</th>
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
          {popups.map((p) => (
            <tr key={p.id}>
              <td>{t(`cms.popups.kind.${p.kind}`)}</td>
              <td>
                <img className="bo-cms-thumb" src={p.image} alt={name(p)} loading="lazy" />
              </td>
              <td>{p.title}</td>
              <td>{p.locale ? t(`lang.${p.locale}`) : t('cms.banners.allLocales')}</td>
              <td>{p.link}</td>
              <td>
                {p.startsAt || p.endsAt
                  ? `${dateTime(p.startsAt)} – ${dateTime(p.endsAt)}`
                  : t('cms.banners.always')}
              </td>
              <td>{state(p)}</td>
              {mayEdit ? (
                <td className="bo-cms-buttons">
                  <button
                    id={editButtonId(p.id)}
                    type="button"
                    className="bo-button bo-ghost"
                    onClick={() => onEdit(p)}
                  >
                    {t('cms.banners.edit')}
                    <span className="bo-sr"> – {name(p)}</span>
                  </button>
                  <button
                    type="button"
                    className="bo-button bo-ghost"
                    disabled={act.isPending}
                    onClick={() => act.mutate({ kind: 'toggle', popup: p })}
                  >
                    {p.status ? t('cms.banners.disable') : t('cms.banners.enable')}
                    <span className="bo-sr"> – {name(p)}</span>
                  </button>
                  <button
                    type="button"
                    className="bo-button bo-ghost"
                    disabled={act.isPending}
                    onClick={() => {
                      if (window.confirm(t('cms.popups.confirmDelete', { title: name(p) })))
                        act.mutate({ kind: 'delete', popup: p })
                    }}
                  >
                    {t('cms.banners.delete')}
                    <span className="bo-sr"> – {name(p)}</span>
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
 * A popup's fields edited in place (docs/backoffice.md "Content": the popup edit form) through
 * `PUT cms/popups/{id}`, and optionally its picture replaced through `POST cms/popups/{id}/image`.
 * Its kind is fixed (a new kind is a new popup). Focus moves to the form's heading when it opens
 * and back to the row's Edit button when it closes (Escape or Cancel), as on the banners screen.
 */
function EditPopupForm({
  popup,
  onDone,
  onCancel,
}: {
  popup: BackofficePopup
  onDone: (message: string) => void
  onCancel: () => void
}) {
  const { t } = useI18n()
  const name = popup.title || t(`cms.popups.kind.${popup.kind}`)
  return (
    <EditScheduledForm
      heading={t('cms.popups.editHeading', { title: name })}
      hint={t(`cms.popups.kind.${popup.kind}`)}
      image={popup.image}
      currentAlt={t('cms.popups.current')}
      values={popup}
      status={popup.status}
      save={async (source, file) => {
        const params = { id: popup.id }
        const { message } = await boAnswer('backoffice/cms/popups/:id', {
          method: 'PUT',
          params,
          body: { ...readScheduledFields(source), status: source.get('status') === 'on' },
        })
        if (!file) return message
        const form = new FormData()
        form.set('file', file)
        return (await boUpload('backoffice/cms/popups/:id/image', form, params)).message
      }}
      onDone={onDone}
      onCancel={onCancel}
    />
  )
}
