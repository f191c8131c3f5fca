// What the app may use from health.
export { healthRoutes } from './health.routes.js'
