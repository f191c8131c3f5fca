import { useId, useState, type FormEvent } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { CMS_EDITOR_LIMITS, type BackofficePage, type PageContentDraft } from '@galata/contract'
import { BoApiError, boAnswer, boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import { DraftFooter } from './preview-panel'
import { RichText } from './rich-text'
import './content.css'

/*
 * The site's CMS pages (general terms, responsible gaming, …; docs/backoffice.md "Content"): the list
 * by footer group, and an editor with a rich-text area per language. Saving keeps a draft that
 * players never see; "Preview" shows the player site's page for the draft; "Publish" makes it live.
 * A draft may be discarded (the published page stays) and a page deleted, both after a confirmation.
 */

const KEY = ['bo', 'cms', 'pages'] as const
/** `reset` remounts the editor with the page's text (after a discarded draft). */
type Editing = { page: BackofficePage | null; reset?: number }

export default function PagesRoute() {
  const { t, locale, dateTime } = useI18n()
  const can = useCan()
  const mayEdit = can('content.edit')
  const queryClient = useQueryClient()
  const list = useQuery({ queryKey: KEY, queryFn: () => boCall('backoffice/cms/pages') })
  const [editing, setEditing] = useState<Editing | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const caption = useId()
  const status = useMutation({
    mutationFn: (p: BackofficePage) =>
      boAnswer('backoffice/cms/pages/:id/status', { params: { id: p.id }, body: { status: !p.status } }),
    onSuccess: ({ message }) => {
      setNotice(message)
      void queryClient.invalidateQueries({ queryKey: KEY })
    },
  })
  const remove = useMutation({
    mutationFn: (p: BackofficePage) =>
      boAnswer('backoffice/cms/pages/:id/delete', { params: { id: p.id }, body: {} }),
    onSuccess: ({ data, message }, p) => {
      queryClient.setQueryData(KEY, data)
      setEditing((e) => (e?.page?.id === p.id ? null : e))
      setNotice(message)
    },
  })
  const groups = list.data?.categories ?? []
  const groupName = (id: number) => groups.find((g) => g.id === id)?.name[locale] ?? String(id)
  const state = (p: BackofficePage) =>
    p.publishedAt === null ? t('cmsx.unpublished') : p.status ? t('cmsx.live') : t('cmsx.off')

  return (
    <section className="bo-page">
      <h1>{t('cmsx.pages.title')}</h1>
      <p className="bo-dim">{t('cmsx.pages.intro')}</p>
      {mayEdit ? (
        <div className="bo-actions">
          <button type="button" className="bo-button" onClick={() => setEditing({ page: null })}>
            {t('cmsx.pages.new')}
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
      {editing ? (
        <PageEditor
          key={`${editing.page?.id ?? 'new'}:${editing.reset ?? 0}`}
          page={editing.page}
          groups={groups}
          onSaved={(page, message, reset) => {
            setNotice(message)
            setEditing((e) => ({ page, reset: (e?.reset ?? 0) + (reset ? 1 : 0) }))
            void queryClient.invalidateQueries({ queryKey: KEY })
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {list.data ? (
        <div className="bo-scroll" role="region" aria-labelledby={caption} tabIndex={0}>
          <table className="bo-table">
            <caption id={caption}>{t('cmsx.pages.list')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('cmsx.pages.group')}</th>
                <th scope="col">{t('cmsx.titleCol')}</th>
                <th scope="col">{t('cmsx.state')}</th>
                <th scope="col">{t('cmsx.draft')}</th>
                <th scope="col">{t('cmsx.address')}</th>
                {mayEdit ? <th scope="col">{t('cms.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((p) => (
                <tr key={p.id}>
                  <td>{groupName(p.categoryId)}</td>
                  <td>{p.published.title[locale]}</td>
                  <td>{state(p)}</td>
                  <td>{p.draft ? t('cmsx.draftSaved', { at: dateTime(p.draftAt) }) : '—'}</td>
                  <td>
                    <code>/pages/{p.id}</code>
                  </td>
                  {mayEdit ? (
                    <td className="bo-cms-buttons">
                      <button
                        type="button"
                        className="bo-button bo-ghost"
                        onClick={() => setEditing({ page: p })}
                      >
                        {t('cmsx.edit')}
                        <span className="bo-sr"> – {p.published.title[locale]}</span>
                      </button>
                      {p.publishedAt !== null ? (
                        <button
                          type="button"
                          className="bo-button bo-ghost"
                          disabled={status.isPending}
                          onClick={() => status.mutate(p)}
                        >
                          {p.status ? t('cms.banners.disable') : t('cms.banners.enable')}
                          <span className="bo-sr"> – {p.published.title[locale]}</span>
                        </button>
                      ) : null}
                      <button
                        type="button"
                        className="bo-button bo-ghost"
                        disabled={remove.isPending}
                        onClick={() => {
                          const title = p.published.title[locale]
                          if (window.confirm(t('cmsx.pages.confirmDelete', { title }))) remove.mutate(p)
                        }}
                      >
                        {t('cmsx.delete')}
                        <span className="bo-sr"> – {p.published.title[locale]}</span>
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
          {status.error || remove.error ? (
            <p className="bo-error" role="alert">
              {(status.error ?? remove.error)?.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}

function PageEditor({
  page,
  groups,
  onSaved,
  onClose,
}: {
  page: BackofficePage | null
  groups: { id: number; name: { tr: string; en: string } }[]
  /** `reset`: the editor starts again from the answer (a discarded draft). */
  onSaved: (page: BackofficePage, message: string, reset?: boolean) => void
  onClose: () => void
}) {
  const { t, locale } = useI18n()
  const ids = {
    heading: useId(),
    group: useId(),
    titleTr: useId(),
    titleEn: useId(),
    bodyTr: useId(),
    bodyEn: useId(),
    bodyTrLabel: useId(),
    bodyEnLabel: useId(),
  }
  const start: PageContentDraft = page?.draft ??
    page?.published ?? { title: { tr: '', en: '' }, content: { tr: '', en: '' } }
  const [title, setTitle] = useState(start.title)
  const [content, setContent] = useState(start.content)
  const [categoryId, setCategoryId] = useState(groups[0]?.id ?? 1)
  const save = useMutation({
    mutationFn: () =>
      page
        ? boAnswer('backoffice/cms/pages/:id', {
            method: 'PUT',
            params: { id: page.id },
            body: { title, content },
          })
        : boAnswer('backoffice/cms/pages create', { body: { categoryId, title, content } }),
    onSuccess: ({ data, message }) => onSaved(data, message),
  })
  const publish = useMutation({
    mutationFn: (id: number) => boAnswer('backoffice/cms/pages/:id/publish', { params: { id }, body: {} }),
    onSuccess: ({ data, message }) => onSaved(data, message),
  })
  const discard = useMutation({
    mutationFn: (id: number) => boAnswer('backoffice/cms/pages/:id/discard', { params: { id }, body: {} }),
    onSuccess: ({ data, message }) => onSaved(data, message, true),
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
        {page ? t('cmsx.pages.editing', { title: page.published.title[locale] }) : t('cmsx.pages.new')}
      </h2>
      {page ? (
        <p className="bo-hint">
          {page.draft ? t('cmsx.hasDraft') : t('cmsx.noDraft')} <code>/pages/{page.id}</code>
        </p>
      ) : (
        <>
          <label htmlFor={ids.group}>{t('cmsx.pages.group')}</label>
          <select id={ids.group} value={categoryId} onChange={(e) => setCategoryId(Number(e.target.value))}>
            {groups.map((g) => (
              <option key={g.id} value={g.id}>
                {g.name[locale]}
              </option>
            ))}
          </select>
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
      <p id={ids.bodyTrLabel} className="bo-label">
        {t('cmsx.bodyTr')}
      </p>
      <RichText
        id={ids.bodyTr}
        labelId={ids.bodyTrLabel}
        value={start.content.tr}
        onChange={(html) => setContent((c) => ({ ...c, tr: html }))}
      />
      <p id={ids.bodyEnLabel} className="bo-label">
        {t('cmsx.bodyEn')}
      </p>
      <RichText
        id={ids.bodyEn}
        labelId={ids.bodyEnLabel}
        value={start.content.en}
        onChange={(html) => setContent((c) => ({ ...c, en: html }))}
      />
      <p className="bo-hint">{t('cmsx.sanitised')}</p>
      <DraftFooter
        kind="page"
        item={page ?? null}
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
