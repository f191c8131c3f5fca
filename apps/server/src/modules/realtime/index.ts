// What other modules (app, notifications) may use from the real-time hub.
export { realtimePlugin, type Realtime, type HubAuthenticator, type StaffSockets } from './realtime.plugin.js'
export type { HubIdentity } from './hub.js'
export type { Delivery, LocalizedPush } from './fanout.js'
