import type { ReactNode } from 'react'
import { Button } from './button'
import { EmptyState } from './empty-state'
import { Icon, type IconName } from './icon'
import { Spinner } from './spinner'

interface QueryLike {
  isPending: boolean
  isError: boolean
  refetch: () => unknown
}

/**
 * The four faces of a list loaded from the server, the same on every history page: the spinner,
 * the error with a retry button, the empty text, then the list itself (only rendered with data).
 */
export function QueryState({
  query,
  icon,
  errorTitle,
  retryLabel,
  emptyTitle,
  isEmpty,
  children,
}: {
  query: QueryLike
  icon: IconName
  errorTitle: string
  retryLabel: string
  emptyTitle: string
  isEmpty: () => boolean
  children: () => ReactNode
}) {
  if (query.isPending) return <Spinner size={48} />
  if (query.isError)
    return (
      <EmptyState icon={icon} title={errorTitle}>
        <Button variant="subtle" onClick={() => void query.refetch()}>
          <Icon name="reload" size={16} />
          {retryLabel}
        </Button>
      </EmptyState>
    )
  if (isEmpty()) return <EmptyState icon={icon} title={emptyTitle} />
  return <>{children()}</>
}
