// The route module for React Router's lazy loading: one page of the promotions feature.
import { PromotionsPage } from '../../features/promotions/routes/promotions-page'

export default PromotionsPage
