import { useId, useState, type FormEvent } from 'react'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { UI_STRING_VALUE_MAX, type UiStringRow } from '@galata/contract'
import { boAnswer, BoApiError, boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import { useCan } from '../shell/session'
import './content.css'

/*
 * The site's UI strings in both languages (docs/backoffice.md "Content"): searched by key or text,
 * each language edited in place; a saved text reaches every visitor within seconds through the
 * content version (docs/content.md "Caching"), no restart.
 */

const TAKE = 50

export default function StringsRoute() {
  const { t } = useI18n()
  const mayEdit = useCan()('content.edit')
  const ids = { search: useId(), caption: useId() }
  const [draft, setDraft] = useState('')
  const [q, setQ] = useState('')
  const [skip, setSkip] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  const list = useQuery({
    queryKey: ['bo', 'cms', 'strings', q, skip],
    queryFn: () => boCall('backoffice/cms/strings', { query: { q, skip, take: TAKE } }),
    placeholderData: keepPreviousData,
  })
  const search = (e: FormEvent) => {
    e.preventDefault()
    setSkip(0)
    setQ(draft.trim())
  }
  const total = list.data?.total ?? 0
  return (
    <section className="bo-page">
      <h1>{t('cms.strings.title')}</h1>
      <p className="bo-dim">{t('cms.strings.intro')}</p>
      <form className="bo-search" role="search" onSubmit={search}>
        <label htmlFor={ids.search}>{t('cms.strings.search')}</label>
        <div className="bo-search-row">
          <input
            id={ids.search}
            type="search"
            value={draft}
            maxLength={100}
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="bo-button">
            {t('cms.strings.find')}
          </button>
        </div>
      </form>
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
      {list.data ? (
        <>
          <p className="bo-dim" aria-live="polite">
            {t('cms.strings.count', { total, from: total ? skip + 1 : 0, to: Math.min(skip + TAKE, total) })}
          </p>
          <div className="bo-scroll" role="region" aria-labelledby={ids.caption} tabIndex={0}>
            <table className="bo-table">
              <caption id={ids.caption}>{t('cms.strings.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cms.strings.key')}</th>
                  <th scope="col">{t('lang.tr')}</th>
                  <th scope="col">{t('lang.en')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.items.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">
                      <code>{row.key}</code>
                    </th>
                    {(['tr', 'en'] as const).map((locale) => (
                      <td key={locale}>
                        {mayEdit ? <Cell row={row} locale={locale} onSaved={setNotice} /> : row[locale]}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="bo-pager">
            <button
              type="button"
              className="bo-button bo-ghost"
              disabled={skip === 0}
              onClick={() => setSkip(Math.max(0, skip - TAKE))}
            >
              {t('cms.strings.previous')}
            </button>
            <button
              type="button"
              className="bo-button bo-ghost"
              disabled={skip + TAKE >= total}
              onClick={() => setSkip(skip + TAKE)}
            >
              {t('cms.strings.next')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  )
}

/** One language of one string: the text in a field, saved with its button (or Enter). */
function Cell({
  row,
  locale,
  onSaved,
}: {
  row: UiStringRow
  locale: 'tr' | 'en'
  onSaved: (message: string) => void
}) {
  const { t } = useI18n()
  const queryClient = useQueryClient()
  const id = useId()
  const [value, setValue] = useState(row[locale])
  const save = useMutation({
    mutationFn: () => boAnswer('backoffice/cms/strings set', { body: { key: row.key, locale, value } }),
    onSuccess: ({ message }) => {
      onSaved(message)
      void queryClient.invalidateQueries({ queryKey: ['bo', 'cms', 'strings'] })
    },
  })
  const changed = value !== row[locale]
  const error = save.error instanceof BoApiError ? save.error : null
  return (
    <form
      className="bo-inline"
      onSubmit={(e) => {
        e.preventDefault()
        if (changed) save.mutate()
      }}
    >
      <label className="bo-sr" htmlFor={id}>
        {t('cms.strings.valueLabel', { key: row.key, lang: t(`lang.${locale}`) })}
      </label>
      <input
        id={id}
        className="bo-cms-value"
        value={value}
        maxLength={UI_STRING_VALUE_MAX}
        required
        aria-invalid={error ? true : undefined}
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="bo-button bo-ghost" disabled={!changed || save.isPending}>
        {t('cms.strings.save')}
        <span className="bo-sr">
          {' '}
          {t('cms.strings.valueLabel', { key: row.key, lang: t(`lang.${locale}`) })}
        </span>
      </button>
      {error ? (
        <p className="bo-error" role="alert">
          {error.message}
        </p>
      ) : null}
    </form>
  )
}
