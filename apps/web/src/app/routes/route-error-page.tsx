import { useEffect, useState } from 'react'
import { isRouteErrorResponse, useRouteError } from 'react-router'
import { useT } from '../../shared/i18n/i18n'
import { Button } from '../../shared/ui/button'
import { EmptyState } from '../../shared/ui/empty-state'
import { Icon } from '../../shared/ui/icon'
import { isChunkLoadError, pageReload, reloadOnceForChunk } from '../chunk-reload'
import { NotFoundPage } from './not-found-page'

/**
 * Every route's error element (router.tsx), so no failure ever shows React Router's developer page
 * (docs/web.md "Releases"). A chunk of an earlier build that cannot be loaded reloads the page once
 * (chunk-reload.ts); otherwise, and for any other error, the player reads what happened in their
 * language and has a button to reload. An unknown path keeps its "page not found".
 */
export function RouteErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError()
  const t = useT()
  const isChunk = isChunkLoadError(error)
  // Decided once per error: a reload on its way shows nothing rather than flash the page.
  const [isReloading] = useState(() => isChunk && reloadOnceForChunk())
  useEffect(() => {
    if (!isChunk) console.error(error)
  }, [error, isChunk])

  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  if (isReloading) return null
  const page = (
    <section style={{ padding: '48px 16px', maxWidth: 560, margin: '0 auto' }}>
      <EmptyState
        icon={isChunk ? 'reload' : 'support'}
        titleAs="h1"
        title={t(isChunk ? 'routeError.updatedTitle' : 'routeError.title')}
      >
        <p>{t(isChunk ? 'routeError.updatedText' : 'routeError.text')}</p>
        <Button variant="gold" onClick={() => pageReload.reload()}>
          <Icon name="reload" size={16} />
          {t('routeError.reload')}
        </Button>
      </EmptyState>
    </section>
  )
  return standalone ? <main id="main">{page}</main> : page
}
