import { useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { useSession } from '../shared/session/session-store'
import { openDialog } from '../shared/store/ui-store'
import { rememberIntendedPath } from './login-guard'

/**
 * The login guard for a protected route reached directly (a typed URL or a reload): the visitor gets
 * the login form on the home page, and after logging in continues to the page they asked for.
 * In-app navigation to a protected route is blocked before it happens (login-guard.ts).
 */
export function RequireAuth() {
  const hasLogin = useSession((s) => s.hasLogin)
  const ending = useSession((s) => s.ending)
  const location = useLocation()
  const shouldAsk = !hasLogin && !ending
  useEffect(() => {
    if (!shouldAsk) return
    rememberIntendedPath(location.pathname + location.search)
    openDialog('login')
  }, [shouldAsk, location.pathname, location.search])
  if (ending) return null
  if (!hasLogin) return <Navigate to="/" replace />
  return <Outlet />
}
