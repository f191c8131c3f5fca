// What the app may use from the back office.
export { backofficeRoutes } from './backoffice.routes.js'
