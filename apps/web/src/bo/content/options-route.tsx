import { useId, useState } from 'react'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SITE_OPTION_VALUE_MAX, type BackofficeSiteOption, type SiteOptionKey } from '@galata/contract'
import { boAnswer, BoApiError, boCall } from '../api/client'
import { useI18n } from '../i18n/i18n'
import type { MessageKey } from '../i18n/dictionary'
import { useCan } from '../shell/session'
import './content.css'

/*
 * Site options (docs/backoffice.md "Content": site options): the footer's social links and
 * contacts, the live-chat address and the Google Tag Manager id (docs/content.md "Tag manager"), each with its value and whether the site uses it; a saved
 * option reaches every visitor within seconds through the content version (no restart).
 */

const KEY = ['bo', 'cms', 'options'] as const
const GROUPS = ['social', 'contact', 'chat', 'tags'] as const

export default function OptionsRoute() {
  const { t } = useI18n()
  const mayEdit = useCan()('content.edit')
  const queryClient = useQueryClient()
  const [notice, setNotice] = useState<string | null>(null)
  const list = useQuery({ queryKey: KEY, queryFn: () => boCall('backoffice/cms/options') })
  return (
    <section className="bo-page">
      <h1>{t('cms.options.title')}</h1>
      <p className="bo-dim">{t('cms.options.intro')}</p>
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
      {list.data
        ? GROUPS.map((group) => (
            <OptionGroup
              key={group}
              group={group}
              options={list.data.filter((o) => o.group === group)}
              mayEdit={mayEdit}
              onSaved={(options, message) => {
                queryClient.setQueryData(KEY, options)
                setNotice(message)
              }}
            />
          ))
        : null}
    </section>
  )
}

function OptionGroup({
  group,
  options,
  mayEdit,
  onSaved,
}: {
  group: (typeof GROUPS)[number]
  options: BackofficeSiteOption[]
  mayEdit: boolean
  onSaved: (options: BackofficeSiteOption[], message: string) => void
}) {
  const { t } = useI18n()
  const caption = useId()
  return (
    <div className="bo-scroll" role="region" aria-labelledby={caption} tabIndex={0}>
      <table className="bo-table">
        <caption id={caption}>{t(`cms.options.group.${group}`)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('cms.options.option')}</th>
            <th scope="col">{t('cms.options.value')}</th>
            <th scope="col">{t('cms.options.used')}</th>
            {mayEdit ? <th scope="col">{t('cms.actions')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {options.map((o) => (
            <OptionRow key={o.key} option={o} mayEdit={mayEdit} onSaved={onSaved} />
          ))}
        </tbody>
      </table>
    </div>
  )
}

function OptionRow({
  option,
  mayEdit,
  onSaved,
}: {
  option: BackofficeSiteOption
  mayEdit: boolean
  onSaved: (options: BackofficeSiteOption[], message: string) => void
}) {
  const { t } = useI18n()
  const id = useId()
  const [value, setValue] = useState(option.value)
  const [status, setStatus] = useState(option.status)
  const label = t(`cms.options.key.${option.key}` as MessageKey)
  const save = useMutation({
    mutationFn: () =>
      boAnswer('backoffice/cms/options set', { body: { key: option.key as SiteOptionKey, value, status } }),
    onSuccess: ({ data, message }) => onSaved(data, message),
  })
  const error = save.error instanceof BoApiError ? save.error : null
  if (!mayEdit)
    return (
      <tr>
        <th scope="row">{label}</th>
        <td>{option.value}</td>
        <td>{option.status ? t('cms.options.on') : t('cms.options.off')}</td>
      </tr>
    )
  return (
    <tr>
      <th scope="row">
        <label htmlFor={`${id}-value`}>{label}</label>
      </th>
      <td>
        <input
          id={`${id}-value`}
          className="bo-cms-value"
          value={value}
          maxLength={SITE_OPTION_VALUE_MAX}
          inputMode={option.kind === 'email' ? 'email' : option.kind === 'url' ? 'url' : undefined}
          aria-invalid={error?.errors?.value ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') save.mutate()
          }}
        />
        {error ? (
          <p id={`${id}-error`} className="bo-error" role="alert">
            {error.message}
          </p>
        ) : null}
      </td>
      <td>
        <input
          id={`${id}-status`}
          type="checkbox"
          checked={status}
          onChange={(e) => setStatus(e.target.checked)}
        />{' '}
        <label htmlFor={`${id}-status`}>
          {t('cms.options.useIt')}
          <span className="bo-sr"> – {label}</span>
        </label>
      </td>
      <td>
        <button type="button" className="bo-button" disabled={save.isPending} onClick={() => save.mutate()}>
          {t('cms.strings.save')}
          <span className="bo-sr"> – {label}</span>
        </button>
      </td>
    </tr>
  )
}
