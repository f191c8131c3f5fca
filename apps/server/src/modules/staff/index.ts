// What the app may use from staff (docs/backoffice.md): the plugin with the staff guard, the routes,
// the first administrator at boot.
export { staffPlugin, staffSocketFor, staffSocketRecheck } from './staff.session.js'
export { staffRoutes } from './staff.routes.js'
export { ensureAdminStaff } from './staff.service.js'
