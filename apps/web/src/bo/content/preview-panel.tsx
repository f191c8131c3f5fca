import { useId, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { boCall } from '../api/client'
import { boLocale, useI18n } from '../i18n/i18n'

/*
 * "Preview" of a saved draft (docs/backoffice.md "Content"): asks the server for a short-lived
 * preview link and shows the player site's own page for it in a frame, with the link to open it in
 * a tab of its own. The player never sees a draft: only the token opens it.
 */
export function PreviewPanel({
  kind,
  id,
  disabled,
}: {
  kind: 'promotion' | 'page'
  id: number
  disabled: boolean
}) {
  const { t } = useI18n()
  const heading = useId()
  const [url, setUrl] = useState<string | null>(null)
  const open = useMutation({
    mutationFn: () => boCall('backoffice/cms/preview', { body: { kind, id, locale: boLocale } }),
    onSuccess: (link) => setUrl(link.url),
  })
  return (
    <div className="bo-cms-previewer">
      <div className="bo-actions">
        <button
          type="button"
          className="bo-button bo-ghost"
          disabled={disabled || open.isPending}
          onClick={() => open.mutate()}
        >
          {t('cmsx.preview')}
        </button>
        {url ? (
          <a href={url} target="_blank" rel="noopener">
            {t('cmsx.previewTab')}
          </a>
        ) : null}
      </div>
      {open.error ? (
        <p className="bo-error" role="alert">
          {open.error.message}
        </p>
      ) : null}
      {url ? (
        <section aria-labelledby={heading}>
          <h3 id={heading}>{t('cmsx.previewTitle')}</h3>
          <p className="bo-hint">{t('cmsx.previewHint')}</p>
          <iframe className="bo-cms-frame" src={url} title={t('cmsx.previewFrame')} />
        </section>
      ) : null}
    </div>
  )
}
