import { useNavigate } from 'react-router'
import { closeAllDialogs } from '../../../shared/store/ui-store'
import { linkKind } from '../lib/slides'

/**
 * A click on a popup closes it and follows its url: an in-app path navigates, an external address
 * opens in a new tab, '#' or empty just closes (spec §2).
 */
export function usePopupAction(url: string | null | undefined) {
  const navigate = useNavigate()
  return () => {
    closeAllDialogs()
    const target = (url ?? '').trim()
    switch (linkKind(target)) {
      case 'internal':
        void navigate(target)
        break
      case 'external':
        window.open(target, '_blank', 'noopener,noreferrer')
        break
      case 'none':
        break
    }
  }
}
