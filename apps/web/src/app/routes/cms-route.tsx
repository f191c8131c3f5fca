// The route module for React Router's lazy loading: one page of the cms feature.
import { CmsPage } from '../../features/cms/routes/cms-page'

export default CmsPage
