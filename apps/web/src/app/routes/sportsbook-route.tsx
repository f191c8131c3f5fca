// The route module for React Router's lazy loading: one page of the sports feature.
import { SportsbookPage } from '../../features/sports/routes/sportsbook-page'

export default SportsbookPage
