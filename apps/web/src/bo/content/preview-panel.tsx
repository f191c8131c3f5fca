import { useEffect, useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { boCall } from '../api/client'
import { boLocale, useI18n } from '../i18n/i18n'

/*
 * "Preview" of a saved draft (docs/backoffice.md "Content"): asks the server for a short-lived
 * preview link to the player site's own page with the draft, and offers it to open in a new tab
 * (focus moves to the link). The player never sees a draft: only the token opens it.
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
  const [url, setUrl] = useState<string | null>(null)
  const linkRef = useRef<HTMLAnchorElement>(null)
  const open = useMutation({
    mutationFn: () => boCall('backoffice/cms/preview', { body: { kind, id, locale: boLocale } }),
    onSuccess: (link) => setUrl(link.url),
  })
  useEffect(() => {
    if (url) linkRef.current?.focus()
  }, [url])
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
          <a ref={linkRef} href={url} target="_blank" rel="noopener">
            {t('cmsx.previewTab')}
          </a>
        ) : null}
      </div>
      {url ? <p className="bo-hint">{t('cmsx.previewHint')}</p> : null}
      {open.error ? (
        <p className="bo-error" role="alert">
          {open.error.message}
        </p>
      ) : null}
    </div>
  )
}
