import { useEffect, useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  FOOTER_LINKS_MAX,
  FOOTER_LISTS_MAX,
  FOOTER_TITLE_MAX,
  type BackofficeFooterList,
} from '@galata/contract'
import { boAnswer, boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import './content.css'

/*
 * The footer's link lists (docs/backoffice.md "Content": footer lists): each list's title and its
 * links in both languages, moved up and down, added and removed here, then saved whole (Save) or
 * dropped (Undo), so the site never shows half a reorder. A move keeps focus on the moved item's
 * button and says where it went in a live region.
 */

const KEY = ['bo', 'cms', 'footer'] as const
type Lists = BackofficeFooterList[]
const blank = () => ({ tr: '', en: '' })

function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items
  const next = [...items]
  const [item] = next.splice(from, 1)
  next.splice(to, 0, item!)
  return next
}

export default function FooterRoute() {
  const { t } = useI18n()
  const mayEdit = useCan()('content.edit')
  const queryClient = useQueryClient()
  const saved = useQuery({ queryKey: KEY, queryFn: () => boCall('backoffice/cms/footer') })
  const [lists, setLists] = useState<Lists | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [moved, setMoved] = useState('')
  useEffect(() => {
    if (saved.data && lists === null) setLists(structuredClone(saved.data))
  }, [saved.data, lists])
  const save = useMutation({
    mutationFn: (body: Lists) =>
      boAnswer('backoffice/cms/footer set', { method: 'PUT', body: { lists: body } }),
    onSuccess: ({ data, message }) => {
      queryClient.setQueryData(KEY, data)
      setLists(structuredClone(data))
      setNotice(message)
    },
  })
  const dirty = lists !== null && JSON.stringify(lists) !== JSON.stringify(saved.data)
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus())
  const update = (next: Lists) => {
    setNotice(null)
    setLists(next)
  }
  const setList = (i: number, list: BackofficeFooterList) =>
    update(lists!.map((l, j) => (j === i ? list : l)))

  return (
    <section className="bo-page">
      <h1>{t('cms.footer.title')}</h1>
      <p className="bo-dim">{t('cms.footer.intro')}</p>
      <p className="bo-sr" aria-live="polite">
        {moved}
      </p>
      {notice ? (
        <p className="bo-ok" role="status">
          {notice}
        </p>
      ) : null}
      {saved.isError ? (
        <p className="bo-error" role="alert">
          {saved.error.message}
        </p>
      ) : null}
      {save.error ? (
        <p className="bo-error" role="alert">
          {save.error.message}
        </p>
      ) : null}
      {lists
        ? lists.map((list, i) => (
            <fieldset key={i} className="bo-panel bo-form bo-cms-footer" disabled={!mayEdit}>
              <legend>{t('cms.footer.list', { n: i + 1, title: list.title.tr })}</legend>
              <TitleFields
                value={list.title}
                label={t('cms.footer.listTitle')}
                onChange={(title) => setList(i, { ...list, title })}
              />
              {mayEdit ? (
                <div className="bo-cms-buttons">
                  <button
                    id={`bo-footer-up-${i}`}
                    type="button"
                    className="bo-button bo-ghost"
                    disabled={i === 0}
                    onClick={() => {
                      update(move(lists, i, i - 1))
                      setMoved(t('cms.footer.movedTo', { title: list.title.tr, n: i }))
                      focusLater(`bo-footer-up-${i - 1}`)
                    }}
                  >
                    {t('cms.footer.listUp', { title: list.title.tr })}
                  </button>
                  <button
                    id={`bo-footer-down-${i}`}
                    type="button"
                    className="bo-button bo-ghost"
                    disabled={i === lists.length - 1}
                    onClick={() => {
                      update(move(lists, i, i + 1))
                      setMoved(t('cms.footer.movedTo', { title: list.title.tr, n: i + 2 }))
                      focusLater(`bo-footer-down-${i + 1}`)
                    }}
                  >
                    {t('cms.footer.listDown', { title: list.title.tr })}
                  </button>
                  <button
                    type="button"
                    className="bo-button bo-ghost"
                    onClick={() => update(lists.filter((_, j) => j !== i))}
                  >
                    {t('cms.footer.listRemove', { title: list.title.tr })}
                  </button>
                </div>
              ) : null}
              <ol className="bo-cms-links">
                {list.links.map((link, k) => (
                  <li key={k}>
                    <TitleFields
                      value={link.title}
                      label={t('cms.footer.linkTitle', { n: k + 1 })}
                      onChange={(title) =>
                        setList(i, {
                          ...list,
                          links: list.links.map((l, m) => (m === k ? { ...l, title } : l)),
                        })
                      }
                    />
                    <UrlField
                      value={link.url}
                      label={t('cms.footer.linkUrl', { n: k + 1 })}
                      onChange={(url) =>
                        setList(i, {
                          ...list,
                          links: list.links.map((l, m) => (m === k ? { ...l, url } : l)),
                        })
                      }
                    />
                    {mayEdit ? (
                      <div className="bo-cms-buttons">
                        <button
                          id={`bo-footer-${i}-up-${k}`}
                          type="button"
                          className="bo-button bo-ghost"
                          disabled={k === 0}
                          onClick={() => {
                            setList(i, { ...list, links: move(list.links, k, k - 1) })
                            setMoved(t('cms.footer.movedTo', { title: link.title.tr, n: k }))
                            focusLater(`bo-footer-${i}-up-${k - 1}`)
                          }}
                        >
                          {t('cms.footer.linkUp', { title: link.title.tr })}
                        </button>
                        <button
                          id={`bo-footer-${i}-down-${k}`}
                          type="button"
                          className="bo-button bo-ghost"
                          disabled={k === list.links.length - 1}
                          onClick={() => {
                            setList(i, { ...list, links: move(list.links, k, k + 1) })
                            setMoved(t('cms.footer.movedTo', { title: link.title.tr, n: k + 2 }))
                            focusLater(`bo-footer-${i}-down-${k + 1}`)
                          }}
                        >
                          {t('cms.footer.linkDown', { title: link.title.tr })}
                        </button>
                        <button
                          type="button"
                          className="bo-button bo-ghost"
                          onClick={() => setList(i, { ...list, links: list.links.filter((_, m) => m !== k) })}
                        >
                          {t('cms.footer.linkRemove', { title: link.title.tr })}
                        </button>
                      </div>
                    ) : null}
                  </li>
                ))}
              </ol>
              {mayEdit ? (
                <button
                  type="button"
                  className="bo-button bo-ghost"
                  disabled={list.links.length >= FOOTER_LINKS_MAX}
                  onClick={() => setList(i, { ...list, links: [...list.links, { title: blank(), url: '' }] })}
                >
                  {t('cms.footer.addLink', { title: list.title.tr })}
                </button>
              ) : null}
            </fieldset>
          ))
        : null}
      {mayEdit && lists ? (
        <div className="bo-actions">
          <button
            type="button"
            className="bo-button bo-ghost"
            disabled={lists.length >= FOOTER_LISTS_MAX}
            onClick={() => update([...lists, { title: blank(), links: [] }])}
          >
            {t('cms.footer.addList')}
          </button>
          <button
            type="button"
            className="bo-button"
            disabled={!dirty || save.isPending}
            onClick={() => save.mutate(lists)}
          >
            {t('cms.footer.save')}
          </button>
          <button
            type="button"
            className="bo-button bo-ghost"
            disabled={!dirty || save.isPending}
            onClick={() => update(structuredClone(saved.data!))}
          >
            {t('cms.footer.undo')}
          </button>
        </div>
      ) : null}
    </section>
  )
}

function TitleFields({
  value,
  label,
  onChange,
}: {
  value: { tr: string; en: string }
  label: string
  onChange: (value: { tr: string; en: string }) => void
}) {
  const { t } = useI18n()
  const id = useId()
  return (
    <div className="bo-cms-pair">
      {(['tr', 'en'] as const).map((l) => (
        <span key={l}>
          <label htmlFor={`${id}-${l}`}>{`${label} (${t(`lang.${l}`)})`}</label>
          <input
            id={`${id}-${l}`}
            value={value[l]}
            required
            maxLength={FOOTER_TITLE_MAX}
            onChange={(e) => onChange({ ...value, [l]: e.target.value })}
          />
        </span>
      ))}
    </div>
  )
}

function UrlField({
  value,
  label,
  onChange,
}: {
  value: string
  label: string
  onChange: (v: string) => void
}) {
  const id = useId()
  return (
    <span className="bo-cms-url">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        required
        placeholder="/casino"
        onChange={(e) => onChange(e.target.value)}
      />
    </span>
  )
}
