import { slideSources } from '../lib/slides'
import styles from './popup-dialogs.module.css'

/** Spec §3/§9 popup images: [0] default, [1] from 1200 px, [2] from 992 px. */
export function PopupPicture({ images, alt }: { images: readonly string[]; alt: string }) {
  const { base, large, medium } = slideSources(images)
  return (
    <picture>
      <source media="(min-width: 1200px)" srcSet={large} />
      <source media="(min-width: 992px)" srcSet={medium} />
      <img className={styles.image} src={base} alt={alt} width={720} height={540} decoding="async" />
    </picture>
  )
}
