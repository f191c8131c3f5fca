import { z } from 'zod'
import { bonusCampaignSchema, bonusHistoryItemSchema, claimBonusSchema, claimedBonusSchema } from './bonus.js'
import {
  changePasswordWithCodeSchema,
  checkResetCodeSchema,
  loginSchema,
  registerFormDataSchema,
  registerSchema,
  sendResetPasswordSchema,
  sessionSchema,
} from './auth.js'
import {
  amusnetLaunchUrlSchema,
  categoryGamesQuerySchema,
  categoryGamesSchema,
  dtLaunchUrlSchema,
  egtLaunchUrlSchema,
  emLaunchUrlSchema,
  favoriteListSchema,
  gameSearchResultSchema,
  gamesQuerySchema,
  hub88LaunchUrlSchema,
  launchResultSchema,
  launchUrlSchema,
  softGamingsLaunchUrlSchema,
  toggleFavoriteSchema,
} from './casino.js'
import {
  bootstrapSchema,
  callMeSchema,
  cmsCategorySchema,
  contentListQuerySchema,
  staticContentSchema,
} from './cms.js'
import {
  balanceSchema,
  changePasswordSchema,
  notificationQuerySchema,
  notificationSchema,
  playerSessionSchema,
  profileSchema,
  readNotificationSchema,
  revokeOtherSessionsResultSchema,
  revokeOtherSessionsSchema,
  revokeSessionSchema,
  updatePhoneSchema,
} from './customer.js'
import {
  depositResultSchema,
  depositSchema,
  paymentDetailQuerySchema,
  paymentFieldListSchema,
  withdrawSchema,
} from './payment.js'
import {
  financialPageSchema,
  financialQuerySchema,
  gameHistoryPageSchema,
  gameHistoryQuerySchema,
  topWinnerSchema,
  topWinnersQuerySchema,
} from './transaction.js'

/** `data` of an answer that only carries `success` and `message`. */
const noData = z.null()

/**
 * Every call of spec §7 under `./api/`: method, the body schema (null for GET) and the schema of the
 * envelope's `data` on success. The server registers its routes against it and the web app types
 * its fetchers with it, so a path, a payload or an answer cannot drift between the two.
 */
export const apiRoutes = {
  'auth/login': { method: 'POST', body: loginSchema, data: sessionSchema },
  'auth/register': { method: 'POST', body: registerSchema, data: sessionSchema },
  'auth/form': { method: 'GET', body: null, data: registerFormDataSchema },
  'auth/sendresetpassword': { method: 'POST', body: sendResetPasswordSchema, data: noData },
  'auth/checkresetcode': { method: 'POST', body: checkResetCodeSchema, data: noData },
  'auth/changepasswordwithcode': { method: 'POST', body: changePasswordWithCodeSchema, data: noData },
  'auth/logout': { method: 'GET', body: null, data: noData },
  'customer/updatephone': { method: 'POST', body: updatePhoneSchema, data: noData },
  'customer/readnotification': { method: 'POST', body: readNotificationSchema, data: noData },
  'customer/notification': {
    method: 'POST',
    body: notificationQuerySchema,
    data: z.array(notificationSchema),
  },
  'customer/changepassword': { method: 'POST', body: changePasswordSchema, data: noData },
  'customer/profile': { method: 'GET', body: null, data: profileSchema },
  'customer/sessions': { method: 'GET', body: null, data: z.array(playerSessionSchema) },
  'customer/sessions/revoke': { method: 'POST', body: revokeSessionSchema, data: noData },
  'customer/sessions/revoke-others': {
    method: 'POST',
    body: revokeOtherSessionsSchema,
    data: revokeOtherSessionsResultSchema,
  },
  'bonus/definetrialbonus': { method: 'GET', body: null, data: noData },
  /** Campaigns on /dashboard/claim-bonus with their rules and whether the player may claim now. */
  'bonus/campaigns': { method: 'GET', body: null, data: z.array(bonusCampaignSchema) },
  'bonus/claim': { method: 'POST', body: claimBonusSchema, data: claimedBonusSchema },
  /** /dashboard/bonuses: the player's bonuses with wagering progress, newest first. */
  'bonus/history': { method: 'GET', body: null, data: z.array(bonusHistoryItemSchema) },
  'user/balance': { method: 'GET', body: null, data: balanceSchema },
  'cms/categorylist': { method: 'GET', body: null, data: z.array(cmsCategorySchema) },
  'cms/grouped': { method: 'GET', body: null, data: bootstrapSchema },
  'cms/contentlist': { method: 'POST', body: contentListQuerySchema, data: z.array(staticContentSchema) },
  'cms/callme': { method: 'POST', body: callMeSchema, data: noData },
  'payment/detail': { method: 'POST', body: paymentDetailQuerySchema, data: paymentFieldListSchema },
  'payment/deposit': { method: 'POST', body: depositSchema, data: depositResultSchema },
  'payment/withdraw': { method: 'POST', body: withdrawSchema, data: noData },
  'transaction/topwinners': { method: 'POST', body: topWinnersQuerySchema, data: z.array(topWinnerSchema) },
  'transaction/financial': { method: 'POST', body: financialQuerySchema, data: financialPageSchema },
  'transaction/games': { method: 'POST', body: gameHistoryQuerySchema, data: gameHistoryPageSchema },
  'casino/games': { method: 'POST', body: gamesQuerySchema, data: gameSearchResultSchema },
  'casino/categorygames': { method: 'POST', body: categoryGamesQuerySchema, data: categoryGamesSchema },
  'casino/togglefavorite': { method: 'POST', body: toggleFavoriteSchema, data: noData },
  /** The player's favourite game codes (spec §3 userFavoriteList; the spec leaves its call unshown). */
  'casino/favorites': { method: 'GET', body: null, data: favoriteListSchema },
  'casino/launchurl': { method: 'POST', body: launchUrlSchema, data: launchResultSchema },
  'casino/dtlaunchurl': { method: 'POST', body: dtLaunchUrlSchema, data: launchResultSchema },
  'casino/emlaunchurl': { method: 'POST', body: emLaunchUrlSchema, data: launchResultSchema },
  'casino/amusnetlaunchurl': { method: 'POST', body: amusnetLaunchUrlSchema, data: launchResultSchema },
  'casino/egtlaunchurl': { method: 'POST', body: egtLaunchUrlSchema, data: launchResultSchema },
  'casino/hub88launchurl': { method: 'POST', body: hub88LaunchUrlSchema, data: launchResultSchema },
  'casino/softgamingslaunchurl': {
    method: 'POST',
    body: softGamingsLaunchUrlSchema,
    data: launchResultSchema,
  },
} as const satisfies Record<string, { method: 'GET' | 'POST'; body: z.ZodType | null; data: z.ZodType }>

export type ApiPath = keyof typeof apiRoutes
type Route<P extends ApiPath> = (typeof apiRoutes)[P]
/** What the browser sends to `P` (before defaults); `never` for a GET. */
export type ApiBody<P extends ApiPath> = Route<P>['body'] extends z.ZodType
  ? z.input<Route<P>['body']>
  : never
/** The `data` of a successful answer from `P`. */
export type ApiData<P extends ApiPath> = z.output<Route<P>['data']>
