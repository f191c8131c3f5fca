// The route module for React Router's lazy loading: the casino lobby, with the Top Winners card of
// the home feature composed in beside its video banner (features do not import each other).
import { CasinoLobbyPage } from '../../features/casino/routes/casino-lobby-page'
import { TopWinners } from '../../features/home/components/top-winners'

export default function CasinoLobbyRoute() {
  return <CasinoLobbyPage aside={<TopWinners />} />
}
