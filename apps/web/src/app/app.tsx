import { useState } from 'react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from 'react-router'
import { bootstrapQuery } from '../shared/bootstrap/bootstrap'
import { currentLocale, I18nProvider } from '../shared/i18n/i18n'
import { captureReferral } from '../shared/referral'
import { ToastHost } from '../shared/ui/toast'
import { createRouter } from './router'
import { startSession } from './session'
import './styles/global.css'

startSession()
// A referral link (?ref= / ?refId=) is remembered for sign-up before the router reads the URL.
captureReferral()
// Screen readers and hyphenation follow the page's language (spec §4: the stored language, else tr).
document.documentElement.lang = currentLocale

function createQueryClient() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 } },
  })
  // The bootstrap (translations, options, slides) is asked for before React renders anything.
  void client.prefetchQuery(bootstrapQuery)
  return client
}

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(createRouter)
  return (
    <QueryClientProvider client={queryClient}>
      <I18nProvider>
        <RouterProvider router={router} />
        <ToastHost />
      </I18nProvider>
    </QueryClientProvider>
  )
}
