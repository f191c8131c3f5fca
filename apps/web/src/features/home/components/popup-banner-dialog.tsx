import type { Bootstrap } from '../../../shared/bootstrap/bootstrap'
import { useT } from '../../../shared/i18n/i18n'
import { useUi } from '../../../shared/store/ui-store'
import { Dialog } from '../../../shared/ui/dialog'
import { PopupPicture } from './popup-picture'
import { usePopupAction } from './use-popup-action'
import styles from './popup-dialogs.module.css'

type Popup = NonNullable<Bootstrap['popupImages']>

function asPopup(value: unknown): Popup | null {
  const p = value as Partial<Popup> | null | undefined
  return p && Array.isArray(p.images) && p.images[0]
    ? { images: p.images, url: p.url ?? '#', ...(typeof p.title === 'string' ? { title: p.title } : {}) }
    : null
}

/**
 * The popup banner (spec §2), opened by the home page with openDialog('popupBanner', bootstrap.popupImages)
 * once per browser session (docs/content-ui.md). The whole picture is one button.
 */
export function PopupBannerDialog({ data }: { data?: unknown }) {
  const t = useT()
  const stored = useUi((s) => (s.dialog?.name === 'popupBanner' ? s.dialog.data : undefined))
  const popup = asPopup(data ?? stored)
  const follow = usePopupAction(popup?.url)
  if (!popup) return null
  return (
    <Dialog title={t('home.popup.title')} size="auto" className={styles.dialog}>
      <button type="button" className={styles.banner} onClick={follow} aria-label={t('home.popup.open')}>
        {/* The back office's alternative text when the popup has one (docs/backoffice.md "Content"). */}
        <PopupPicture images={popup.images} alt={popup.title || t('home.popup.alt')} />
      </button>
    </Dialog>
  )
}
