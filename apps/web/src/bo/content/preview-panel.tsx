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

/**
 * The foot of a draft's editor (promotions, pages): save the draft, publish the saved one, discard
 * it (after a confirmation; the published version stays), close; the refusal; and the preview once
 * the item exists.
 */
export function DraftFooter({
  kind,
  item,
  saving,
  publishing,
  discarding,
  onPublish,
  onDiscard,
  onClose,
  error,
}: {
  kind: 'promotion' | 'page'
  item: { id: number; draft: unknown } | null
  saving: boolean
  publishing: boolean
  discarding: boolean
  onPublish: (id: number) => void
  onDiscard: (id: number) => void
  onClose: () => void
  error: { message: string } | null
}) {
  const { t } = useI18n()
  return (
    <>
      <div className="bo-actions">
        <button type="submit" className="bo-button" disabled={saving}>
          {t('cmsx.saveDraft')}
        </button>
        {item ? (
          <button
            type="button"
            className="bo-button"
            disabled={!item.draft || publishing}
            onClick={() => onPublish(item.id)}
          >
            {t('cmsx.publish')}
          </button>
        ) : null}
        {item ? (
          <button
            type="button"
            className="bo-button bo-ghost"
            disabled={!item.draft || discarding}
            onClick={() => {
              if (window.confirm(t('cmsx.confirmDiscard'))) onDiscard(item.id)
            }}
          >
            {t('cmsx.discard')}
          </button>
        ) : null}
        <button type="button" className="bo-button bo-ghost" onClick={onClose}>
          {t('cmsx.close')}
        </button>
      </div>
      {error ? (
        <p className="bo-error" role="alert">
          {error.message}
        </p>
      ) : null}
      {item ? <PreviewPanel kind={kind} id={item.id} disabled={!item.draft} /> : null}
    </>
  )
}
