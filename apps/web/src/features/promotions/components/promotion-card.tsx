import { useMemo } from 'react'
import type { Promotion } from '@galata/contract'
import { useT } from '../../../shared/i18n/i18n'
import { htmlToText } from '../../../shared/html/sanitize'
import styles from './promotion-card.module.css'

const TEASER_CHARS = 160

export function PromotionCard({
  promotion,
  onOpen,
}: {
  promotion: Promotion
  onOpen: (p: Promotion) => void
}) {
  const t = useT()
  const teaser = useMemo(() => {
    const text = htmlToText(promotion.description)
    return text.length > TEASER_CHARS ? `${text.slice(0, TEASER_CHARS).replace(/\s+\S*$/, '')}…` : text
  }, [promotion.description])
  return (
    <article className={styles.card}>
      <button
        type="button"
        className={styles.hit}
        onClick={() => onOpen(promotion)}
        aria-label={promotion.title}
        tabIndex={-1}
      >
        <img
          className={styles.image}
          src={promotion.image}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
        />
      </button>
      <div className={styles.body}>
        <h2 className={styles.title}>{promotion.title}</h2>
        {teaser && <p className={styles.teaser}>{teaser}</p>}
        <button type="button" className={styles.more} onClick={() => onOpen(promotion)}>
          {t('promotions.card.details')}
          <span className="visually-hidden">: {promotion.title}</span>
        </button>
      </div>
    </article>
  )
}
