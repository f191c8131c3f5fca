// The route module for React Router's lazy loading: the home feature's page, with the
// sportsbook's section in its slot (features never import each other; the app composes them).
import { HomePage } from '../../features/home/routes/home-page'
import { HomeSports } from '../../features/sports/components/home-sports'

export default function HomeRoute() {
  return <HomePage sports={<HomeSports />} />
}
