import { createContext, useContext } from 'react'
import { staffCan, type StaffMe, type StaffPermission } from '@galata/contract'

/*
 * The signed-in staff member, read from auth/me by the shell. What the console shows follows the
 * permission matrix (STAFF_PERMISSIONS through `staffCan`); it only hides: the server checks every
 * call (docs/backoffice.md "Permissions").
 */
export const SessionContext = createContext<StaffMe | null>(null)

export function useStaff(): StaffMe {
  const me = useContext(SessionContext)
  if (!me) throw new Error('useStaff outside the shell')
  return me
}

export function useCan(): (permission: StaffPermission) => boolean {
  const me = useStaff()
  return (permission) => staffCan(me.roles, permission)
}
