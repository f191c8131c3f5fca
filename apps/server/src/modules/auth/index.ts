// What other modules (account, callback, the hub, the back office, staff, boot) may use from auth.
// Routes guard through the route table's auth kind (lib/route.ts and authGuard), never by hand.
export { authRoutes } from './auth.routes.js'
export {
  authPlugin,
  revokeSessions,
  announceRevoked,
  clientMeta,
  sessionEnd,
  sessionForToken,
  createSession,
  markPasswordConfirmed,
  type AuthPlayer,
  type ClientMeta,
} from './auth.session.js'
export { canPlay, liveSession, type LiveSession, type PlayVerdict } from './auth.play.js'
export { changePlayerStatus, type StatusActor, type StatusChangeResult } from './auth.status.js'
export { purgeThrottles, sendResetCodeFor, type AuthDeps } from './auth.service.js'
export { hashPassword, verifyPassword, verifyDummyPassword, PASSWORD_HASH_OPTIONS } from './auth.password.js'
export {
  issueCode,
  issueCodeIfDue,
  discardCode,
  checkCode,
  consumeCode,
  type CodeCheck,
} from './auth.codes.js'
export { activeLock, countFailure, clearFailures, secondsUntil } from './auth.throttle.js'
export { phoneCodeSms } from './auth.mail.js'
export {
  CODE_POLICY,
  SESSION_POLICY,
  LOGIN_THROTTLE,
  OLD_PASSWORD_THROTTLE,
  PHONE_CODE_CAPS,
  RECOVERY_CAPS,
} from './auth.policy.js'
export { lockPlayer, revokeLiveSessions as endSessions, takeQuota } from './auth.queries.js'
export { bearerToken, hashSessionToken, newSessionToken } from './auth.tokens.js'
export { readConsents, setMarketingConsent, listMarketingConsentChanges } from './auth.consents.js'
