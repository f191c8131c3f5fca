import type { Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { useT } from '../../../shared/i18n/i18n'
import { useUi } from '../../../shared/store/ui-store'
import { Dialog } from '../../../shared/ui/dialog'
import { PopupPicture } from './popup-picture'
import { usePopupAction } from './use-popup-action'
import styles from './popup-dialogs.module.css'

type FirstPopup = NonNullable<Bootstrap['firstPopup']>

function asFirstPopup(value: unknown): FirstPopup | null {
  const p = value as Partial<FirstPopup> | null | undefined
  return p && Array.isArray(p.images) && p.images[0]
    ? {
        images: p.images,
        url: p.url ?? '#',
        hash: p.hash ?? '',
        ...(typeof p.title === 'string' ? { title: p.title } : {}),
      }
    : null
}

/**
 * The first-visit popup (spec §2): shown once per distinct content. The home page records
 * bootstrap.firstPopup.hash in localStorage (firstPopupHash) when it opens this dialog, so it shows
 * again only when the operator changes the content.
 */
export function FirstVisitPopupDialog({ data }: { data?: unknown }) {
  const t = useT()
  const stored = useUi((s) => (s.dialog?.name === 'firstVisitPopup' ? s.dialog.data : undefined))
  const popup = asFirstPopup(data ?? stored)
  const follow = usePopupAction(popup?.url)
  if (!popup) return null
  return (
    <Dialog title={t('home.firstVisit.title')} size="auto" className={styles.dialog}>
      <button type="button" className={styles.banner} onClick={follow} aria-label={t('home.popup.open')}>
        {/* The back office's alternative text when the popup has one (docs/backoffice.md "Content"). */}
        <PopupPicture images={popup.images} alt={popup.title || t('home.firstVisit.alt')} />
      </button>
    </Dialog>
  )
}
