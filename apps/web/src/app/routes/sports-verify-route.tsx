// The route module for React Router's lazy loading: one page of the sports feature.
import { SportsVerifyPage } from '../../features/sports/routes/verify-page'

export default SportsVerifyPage
