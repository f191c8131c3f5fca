import { useEffect, useRef } from 'react'
import { useSearchParams } from 'react-router'
import type { Promotion } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { openDialog } from '../../../shared/store/ui-store'
import { PreviewRibbon, usePreview, usePreviewToken } from '../../../shared/preview/preview'
import { EmptyState } from '../../../shared/ui/empty-state'
import { toast } from '../../../shared/ui/toast'
import { usePromotion } from '../api/get-promotion'
import { usePromotions } from '../api/get-promotions'
import { PromotionCard } from '../components/promotion-card'
import styles from './promotions-page.module.css'

/** /promotions, and /promotions?slug=… which opens that promotion's dialog (shareable links). */
export function PromotionsPage() {
  const t = useT()
  const promotions = usePromotions()
  const [params, setParams] = useSearchParams()
  const slug = params.get('slug')
  const fromList = slug ? promotions.data?.find((p) => p.slug === slug) : undefined
  // Only ask for the single promotion when the list has loaded without it.
  const single = usePromotion(slug, !promotions.isPending && !fromList)

  useEffect(() => {
    if (!slug) return
    const promotion = fromList ?? single.data
    if (!promotion && !single.isError) return
    if (promotion) openDialog('promotion', promotion)
    else toast.warning(t('promotions.notFound'))
    // The link has done its job: closing the dialog must not reopen it.
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.delete('slug')
        return next
      },
      { replace: true },
    )
  }, [slug, fromList, single.data, single.isError, setParams, t])

  // A draft opened from the back office: shown in its place (or first, when new) and opened once.
  const previewToken = usePreviewToken()
  const preview = usePreview(previewToken)
  const draft = preview.data?.kind === 'promotion' ? preview.data.promotion : null
  const openedDraft = useRef<number | null>(null)
  useEffect(() => {
    if (!draft || openedDraft.current === draft.id) return
    openedDraft.current = draft.id
    openDialog('promotion', draft)
  }, [draft])

  const open = (promotion: Promotion) => openDialog('promotion', promotion)
  const published = promotions.data ?? []
  const list = draft
    ? published.some((p) => p.id === draft.id)
      ? published.map((p) => (p.id === draft.id ? draft : p))
      : [draft, ...published]
    : published

  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <span className={styles.kicker}>{t('promotions.kicker')}</span>
        <h1 className={styles.title}>{t('promotions.title')}</h1>
        <p className={styles.lead}>{t('promotions.lead')}</p>
      </header>

      {previewToken ? <PreviewRibbon expired={preview.isError} /> : null}

      {promotions.isPending ? (
        <ul className={styles.grid} aria-busy="true" aria-label={t('common.loading')}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <li key={i} className={styles.skeleton} aria-hidden />
          ))}
        </ul>
      ) : promotions.isError ? (
        <EmptyState icon="promotions" title={t('promotions.errorTitle')}>
          <p>{t('promotions.errorText')}</p>
          <button type="button" className={styles.retry} onClick={() => void promotions.refetch()}>
            {t('promotions.retry')}
          </button>
        </EmptyState>
      ) : list.length === 0 ? (
        <EmptyState icon="gift" title={t('promotions.emptyTitle')}>
          <p>{t('promotions.emptyText')}</p>
        </EmptyState>
      ) : (
        <ul className={styles.grid}>
          {list.map((p) => (
            <li key={p.id}>
              <PromotionCard promotion={p} onOpen={open} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
