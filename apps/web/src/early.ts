// The page's first script (index.html): starts the bootstrap call before the app's code has been
// evaluated (docs/content-ui.md "LCP"). Keep it small: it runs before everything else.
import { startBootstrapEarly } from './shared/bootstrap/early'

startBootstrapEarly()
