// The route module for React Router's lazy loading: one page of the sports feature.
import { SportsPage } from '../../features/sports/routes/sports-page'

export default SportsPage
