import { useMemo } from 'react'
import { Link } from 'react-router'
import type { Promotion } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { paths } from '../../../shared/paths'
import { useSession } from '../../../shared/session/session-store'
import { closeAllDialogs, openDialog, useUi } from '../../../shared/store/ui-store'
import { buttonClass } from '../../../shared/ui/button'
import { Dialog } from '../../../shared/ui/dialog'
import { sanitizeHtml } from '../../../shared/html/sanitize'
import styles from './promotion-dialog.module.css'

function asPromotion(value: unknown): Promotion | null {
  const p = value as Partial<Promotion> | null | undefined
  return p && typeof p.title === 'string' ? (p as Promotion) : null
}

/**
 * The promotion detail dialog (spec §2): image, title and the HTML description, sanitised again in
 * the browser. Opened with openDialog('promotion', promotion).
 */
export function PromotionDialog({ data }: { data?: unknown }) {
  const t = useT()
  const hasLogin = useSession((s) => s.hasLogin)
  const stored = useUi((s) => (s.dialog?.name === 'promotion' ? s.dialog.data : undefined))
  const promotion = asPromotion(data ?? stored)
  const html = useMemo(() => sanitizeHtml(promotion?.description ?? ''), [promotion?.description])
  if (!promotion) return null

  const footer = hasLogin ? (
    <Link
      to={paths.dashboard.claimBonus}
      className={buttonClass('gold', 'lg', { block: true })}
      onClick={closeAllDialogs}
    >
      {t('promotions.dialog.claim')}
    </Link>
  ) : (
    <button
      type="button"
      className={buttonClass('gold', 'lg', { block: true })}
      onClick={() => openDialog('register')}
    >
      {t('promotions.dialog.join')}
    </button>
  )

  return (
    <Dialog title={promotion.title} size="auto" className={styles.dialog} footer={footer}>
      {promotion.image && (
        <img
          className={styles.image}
          src={promotion.image}
          alt=""
          width={720}
          height={405}
          decoding="async"
        />
      )}
      <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
    </Dialog>
  )
}
