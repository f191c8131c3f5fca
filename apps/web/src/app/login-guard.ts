import { useEffect, useRef } from 'react'
import { useBlocker, useNavigate } from 'react-router'
import { isDesktopNow } from '../shared/hooks/use-media-query'
import { paths } from '../shared/paths'
import { sessionStore, useSession } from '../shared/session/session-store'
import { openDialog, toggleProfilePanel, useUi } from '../shared/store/ui-store'

/**
 * Where a visitor was heading when the login form stopped them; after logging in they continue
 * there (docs/web.md). Forgotten when they close the form without logging in.
 */
let intended: string | null = null

export function rememberIntendedPath(path: string) {
  intended = path
}

/**
 * The login guard of spec §2 for in-app navigation: a visitor's move to a protected route is
 * blocked before it happens and the login form opens, so the visitor stays where they were. On
 * mobile a player's move to /dashboard toggles the profile side panel instead (spec §2). A direct
 * load of a protected url goes through RequireAuth.
 */
export function useLoginGuard(isProtected: (pathname: string) => boolean) {
  const hasLogin = useSession((s) => s.hasLogin)
  const dialog = useUi((s) => s.dialog?.name ?? null)
  const navigate = useNavigate()

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (currentLocation.pathname === nextLocation.pathname) return false
    const { hasLogin: loggedIn, ending } = sessionStore.get()
    if (ending) return false
    if (!loggedIn) return isProtected(nextLocation.pathname)
    return nextLocation.pathname === paths.dashboard.root && !isDesktopNow()
  })

  useEffect(() => {
    if (blocker.state !== 'blocked') return
    const { pathname, search } = blocker.location
    blocker.reset()
    if (sessionStore.get().hasLogin) {
      toggleProfilePanel()
      return
    }
    rememberIntendedPath(pathname + search)
    openDialog('login')
  }, [blocker])

  useEffect(() => {
    if (!hasLogin || !intended) return
    const to = intended
    intended = null
    void navigate(to)
  }, [hasLogin, navigate])

  // The login form can hand over to sign-up or recovery; closing all of them gives up the detour.
  const previousDialog = useRef(dialog)
  useEffect(() => {
    const closed = previousDialog.current !== null && dialog === null
    previousDialog.current = dialog
    if (closed && !sessionStore.get().hasLogin) intended = null
  }, [dialog])
}
