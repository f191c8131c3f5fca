// The route module for React Router's lazy loading: one page of the casino feature.
import { CasinoPlayPage } from '../../features/casino/routes/casino-play-page'

export default CasinoPlayPage
