import { useQuery } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import type { CmsPreview } from '@galata/contract'
import { call } from '../api/http'
import { useT } from '../i18n/i18n'
import { currentLocale } from '../i18n/locale'
import styles from './preview.module.css'

/*
 * A draft opened from the back office (docs/backoffice.md "Content": drafts, preview, publish): the
 * console hands the editor `/promotions?preview=…` or `/pages/{id}?preview=…`, and the page renders
 * the draft from `cms/preview/{token}` in place of the published text, under a ribbon that says so.
 * Without the token nothing changes; the token alone opens one draft, read-only, for 15 minutes.
 */

const TOKEN = /^[A-Za-z0-9_-]{43}$/

/** The preview token of the address, when it has a well-formed one. */
export function usePreviewToken(): string | null {
  const [params] = useSearchParams()
  const token = params.get('preview')
  return token && TOKEN.test(token) ? token : null
}

export function usePreview(token: string | null) {
  return useQuery({
    queryKey: ['cms', 'preview', token, currentLocale],
    queryFn: async (): Promise<CmsPreview> =>
      (await call('cms/preview/:token', { params: { token: token ?? '' } })).data,
    enabled: token !== null,
    retry: false,
    // A draft changes under the editor's hands: never reuse an answer.
    staleTime: 0,
    gcTime: 0,
  })
}

/** The strip over a previewed draft (or, when the link has run out, the reason nothing is shown). */
export function PreviewRibbon({ expired }: { expired: boolean }) {
  const t = useT()
  return (
    <p className={styles.ribbon} role="status" data-testid="preview-ribbon">
      {expired ? t('preview.expired') : t('preview.ribbon')}
    </p>
  )
}
