// The route module for React Router's lazy loading: one page of the sports feature.
import { LivePage } from '../../features/sports/routes/live-page'

export default LivePage
