// The route module for React Router's lazy loading: one page of the home feature.
import { HomePage } from '../../features/home/routes/home-page'

export default HomePage
