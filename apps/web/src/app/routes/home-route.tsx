// The route module for React Router's lazy loading: the home feature's page, with the
// sportsbook's section in its slot (features never import each other; the app composes them).
import { lazy, Suspense } from 'react'
import { HomePage } from '../../features/home/routes/home-page'

// The sportsbook's section sits below the hero: its code (with the contract's sports schemas, which
// bring zod) and its stylesheet are a chunk of their own, asked for once the hero has painted, so the
// entry the hero waits for stays small (docs/content-ui.md "LCP").
const HomeSports = lazy(() =>
  import('../../features/sports/components/home-sports').then((m) => ({ default: m.HomeSports })),
)

export default function HomeRoute() {
  return (
    <HomePage
      sports={
        <Suspense fallback={null}>
          <HomeSports />
        </Suspense>
      }
    />
  )
}
