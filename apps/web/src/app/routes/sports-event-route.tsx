// The route module for React Router's lazy loading: one page of the sports feature.
import { SportsEventPage } from '../../features/sports/routes/event-page'

export default SportsEventPage
