// What other parts of the server (the app's CSP) may use from chat.
export { chatRoutes } from './chat.routes.js'
export { chatOrigins, chatIdentifier, identifierHash } from './chat.service.js'
