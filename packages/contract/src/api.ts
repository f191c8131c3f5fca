import { z } from 'zod'
import {
  backofficeBannerSchema,
  bannerEditSchema,
  bannerDeleteSchema,
  bannerMoveSchema,
  uiStringEditSchema,
  uiStringPageSchema,
  uiStringRowSchema,
  uiStringsQuerySchema,
} from './content.js'
import {
  backofficeFooterListSchema,
  backofficePopupSchema,
  backofficeSiteOptionSchema,
  footerListsEditSchema,
  popupEditSchema,
  siteOptionEditSchema,
} from './content.js'
import {
  actionDecisionSchema,
  auditPageSchema,
  auditQuerySchema,
  auditVerifySchema,
  bonusGrantRequestSchema,
  correctionRequestSchema,
  pendingActionPageSchema,
  pendingActionSchema,
  pendingActionsQuerySchema,
  backofficePaymentPageSchema,
  PAYMENT_FILTER_AGE_MAX_MINUTES,
  PAYMENT_QUEUE_SORTS,
  paymentFreezeResultSchema,
  paymentFreezeSchema,
  paymentMethodChoicesSchema,
  paymentMethodCodeSchema,
  paymentUnfreezeSchema,
  queryAmount,
  backofficePlayerPageSchema,
  backofficePlayerSchema,
  backofficePlayerListQuerySchema,
  backofficeLedgerPageSchema,
  backofficeSessionPageSchema,
  playerNotePageSchema,
  playerNoteRequestSchema,
  playerNoteSchema,
  playerTagsRequestSchema,
  playerTagsSchema,
  playerBlocksRequestSchema,
  playerBlocksSchema,
  playerSessionsEndedSchema,
  backofficeDuplicatePageSchema,
  backofficeConsentsSchema,
  healthSchema,
  notificationBroadcastResultSchema,
  paymentDecisionResultSchema,
  paymentPayoutStateSchema,
  playerStatusChangeResultSchema,
  pspCallbackResultSchema,
  readySchema,
} from './backoffice.js'
import { chatSettingsSchema } from './chat.js'
import { dashboardSchema } from './dashboard.js'
import {
  backofficePagesSchema,
  backofficePageSchema,
  backofficePromotionsSchema,
  backofficePromotionSchema,
  cmsMoveSchema,
  cmsPreviewLinkSchema,
  cmsPreviewParamsSchema,
  cmsPreviewRequestSchema,
  cmsPreviewSchema,
  cmsPublishSchema,
  cmsDiscardSchema,
  promotionImageSchema,
  cmsStatusSchema,
  pageCreateSchema,
  pageDraftSchema,
  promotionCreateSchema,
  promotionDraftSchema,
} from './cms-editor.js'
import { ggrQuerySchema, ggrReportSchema } from './reports.js'
import {
  firstDepositsReportSchema,
  liabilitiesReportSchema,
  marginReportSchema,
  paymentsReportSchema,
  pnlQuerySchema,
  pnlReportSchema,
  reportRangeQuerySchema,
} from './reports.js'
import {
  campaignCreateSchema,
  campaignVersionSchema,
  sportsCampaignRulesSchema,
  staffCampaignSchema,
} from './campaigns.js'
import { rgFlagPageSchema, rgFlagReviewSchema, rgFlagSchema, rgFlagsQuerySchema } from './rg-flags.js'
import {
  reconDifferencePageSchema,
  reconDifferenceSchema,
  reconDifferencesQuerySchema,
  reconExplainSchema,
  reconRunPageSchema,
  reconRunRequestSchema,
  reconRunSchema,
  reconRunsQuerySchema,
} from './reconciliation.js'
import {
  catalogCategorySchema,
  catalogCodeParamsSchema,
  catalogGamePageSchema,
  catalogGamesQuerySchema,
  catalogOrderResultSchema,
  catalogOrderSchema,
  catalogProviderSchema,
  catalogSwitchSchema,
  catalogGameEditSchema,
  catalogGameEditedSchema,
} from './catalog.js'
import {
  bonusCampaignSchema,
  bonusHistoryItemSchema,
  claimBonusSchema,
  claimedBonusSchema,
  sportsCampaignTermsSchema,
} from './bonus.js'
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
  casinoProvidersSchema,
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
  pageContentSchema,
  promotionSchema,
  staticContentSchema,
} from './cms.js'
import {
  changePasswordSchema,
  confirmPasswordSchema,
  consentsSchema,
  updateMarketingConsentSchema,
  notificationQuerySchema,
  notificationSchema,
  playerSessionSchema,
  playerStatusChangeSchema,
  profileSchema,
  readNotificationSchema,
  revokeOtherSessionsResultSchema,
  revokeOtherSessionsSchema,
  revokeSessionSchema,
  updatePhoneSchema,
} from './customer.js'
import {
  continueDepositResultSchema,
  depositResultSchema,
  depositSchema,
  pendingDepositSchema,
  paymentDecisionSchema,
  paymentDetailQuerySchema,
  paymentFieldListSchema,
  paymentMethodSchema,
  paymentMethodsQuerySchema,
  walletBalanceSchema,
  withdrawSchema,
  cryptoIpnResultSchema,
  cryptoPaymentParamsSchema,
  cryptoPaymentStatusSchema,
} from './payment.js'
import {
  roundActionAnswerSchema,
  roundActionSchema,
  roundBetAnswerSchema,
  roundBetSchema,
  roundCurrentSchema,
  roundGameParamsSchema,
  roundHistoryQuerySchema,
  roundHistorySchema,
  roundIdParamsSchema,
  roundStateSchema,
  roundVerifySchema,
} from './rounds.js'
import {
  bingoBuyAnswerSchema,
  bingoBuySchema,
  bingoGameParamsSchema,
  bingoGameSchema,
  bingoRoomParamsSchema,
  bingoRoomsSchema,
  bingoStateSchema,
} from './bingo.js'
import {
  aviatorBetAnswerSchema,
  aviatorBetSchema,
  aviatorCashoutAnswerSchema,
  aviatorCashoutSchema,
  aviatorStateSchema,
  aviatorVerifyAnswerSchema,
  aviatorVerifySchema,
  blackjackActionSchema,
  blackjackStartSchema,
  clientSeedSchema,
  diceBetSchema,
  hiloActionSchema,
  hiloStartSchema,
  kenoBetSchema,
  limboBetSchema,
  coinflipBetSchema,
  gameSessionExchangeSchema,
  gameSessionTokenSchema,
  scratchBuySchema,
  towerActionSchema,
  towerStartSchema,
  minesRevealSchema,
  minesStartSchema,
  originalsPlaySchema,
  originalsSeedRotationSchema,
  originalsStateSchema,
  originalsVerifySchema,
  plinkoDropSchema,
  rouletteBetSchema,
  roundIdSchema,
  slotSpinSchema,
  verifySchema,
} from './originals.js'
import {
  rgBackofficeLiftSchema,
  rgBackofficeLimitSchema,
  rgBackofficeSelfExclusionSchema,
  rgBackofficeStateSchema,
  exclusionMatchQuerySchema,
  exclusionMatchSchema,
  rgBackofficeTimeoutSchema,
  rgCloseResultSchema,
  rgCloseSchema,
  rgLiftRequestSchema,
  rgLimitConfirmSchema,
  rgLimitSchema,
  rgRealityCheckSchema,
  rgSelfExclusionSchema,
  rgSessionSchema,
  rgStateSchema,
  rgTimeoutSchema,
} from './protection.js'
import { notificationBroadcastSchema } from './realtime.js'
import {
  broadcastAudienceQuerySchema,
  broadcastAudienceSchema,
  grantListCheckSchema,
  grantListFileSchema,
  grantListSchema,
} from './grant-lists.js'
import {
  betPlacementSchema,
  builderPriceBodySchema,
  builderPriceSchema,
  eventResultSchema,
  myBetsQuerySchema,
  operatorNoteSchema,
  sportsEventDetailSchema,
  sportsEventPageSchema,
  sportsEventsQuerySchema,
  sportsFavoriteBodySchema,
  sportsFavoritesSchema,
  sportsCorrectionListSchema,
  sportsOperatorResultSchema,
  sportsFreebetListSchema,
  sportsTicketPageSchema,
  sportsTicketSchema,
  sportsTreeSchema,
  sportsVerifySchema,
  autoCashoutSchema,
  cashoutQuoteSchema,
  cashoutRequestSchema,
  cashoutResultSchema,
  sportsLiabilitySchema,
  sportsLimitListSchema,
  sportsLimitSchema,
  liveDelaysSchema,
  liveDelaysViewSchema,
  sportsLimitViewSchema,
} from './sports.js'
import {
  tradingEventsQuerySchema,
  tradingTicketPageSchema,
  tradingTicketsQuerySchema,
  tradingLiveQuerySchema,
  tradingLiveSchema,
  tradingWinnerPageSchema,
  tradingWinnersQuerySchema,
} from './sports-trading.js'
import {
  boostCreateSchema,
  featuredPicksSchema,
  readyCouponCreateSchema,
  sportsFeaturedSchema,
  staffBoostSchema,
  staffFeaturedSchema,
  staffReadyCouponSchema,
} from './sports-featured.js'
import {
  couponCodeParamsSchema,
  couponSchema,
  couponShareBodySchema,
  couponSharedSchema,
  eventStatsSchema,
  sportsSettingsBodySchema,
  sportsSettingsSchema,
} from './sports-share.js'
import { statementQuerySchema, statementRequestSchema, statementSchema } from './statement.js'
import {
  backofficeKycDocumentSchema,
  backofficeKycQuerySchema,
  kycApproveSchema,
  kycDecisionSchema,
  kycRejectSchema,
  kycStatusSchema,
} from './kyc.js'
import * as rules from './rules.js'
import {
  financialPageSchema,
  financialQuerySchema,
  gameHistoryPageSchema,
  gameHistoryQuerySchema,
  topWinnerSchema,
  topWinnersQuerySchema,
} from './transaction.js'
import {
  staffCreateSchema,
  staffEmptySchema,
  staffEnrolResultSchema,
  staffEnrolSchema,
  staffActiveSchema,
  staffListSchema,
  staffLoginSchema,
  staffMemberSchema,
  staffMeSchema,
  staffRolesSchema,
  staffSessionSchema,
  type StaffPermission,
} from './staff.js'
import {
  boRoundListSchema,
  boRoundTablesSchema,
  boRoundVerifySchema,
  boRoundsQuerySchema,
  boRoundVerifyQuerySchema,
  roundTableSwitchSchema,
  roundTableSwitchedSchema,
} from './rounds-backoffice.js'

/** `data` of an answer that only carries `success` and `message`. */
const noData = z.null()

/**
 * GET backoffice/payments: status and type are query strings, as the back office page sends them.
 * The queue's filters sit beside them (docs/backoffice.md "Payment and document queues"): the
 * method's code, an amount range in lira (`min` ≤ `max`), `olderThan` minutes of waiting, a player
 * and a sort from PAYMENT_QUEUE_SORTS (newest first when none is given, as the route answered before
 * it took a sort; the console asks for oldest first); `frozen` 1 or 0 keeps
 * only held or only free payments.
 */
export const backofficePaymentsQuerySchema = z
  .strictObject({
    status: z.enum(['0', '1', '2', '3', '4', '5', '6']).default('2').transform(Number),
    type: z
      .enum(['1', '2'])
      .optional()
      .transform((v) => (v === undefined ? undefined : (Number(v) as 1 | 2))),
    ...rules.queryPagingShape(50),
    method: paymentMethodCodeSchema.optional(),
    min: queryAmount().optional(),
    max: queryAmount().optional(),
    olderThan: z
      .string({ error: rules.typeError() })
      .regex(/^\d{1,15}$/, rules.code('not_integer'))
      .transform(Number)
      .pipe(
        rules
          .integer()
          .min(1, rules.code('too_small'))
          .max(PAYMENT_FILTER_AGE_MAX_MINUTES, rules.code('too_big')),
      )
      .optional(),
    player: z
      .string({ error: rules.typeError() })
      .regex(/^\d{1,15}$/, rules.code('invalid_number'))
      .transform(Number)
      .pipe(rules.id())
      .optional(),
    frozen: z.enum(['0', '1'], { error: rules.typeError('invalid_option') }).optional(),
    sort: rules.oneOfList(PAYMENT_QUEUE_SORTS).default('-created'),
  })
  .superRefine(
    (value, ctx) => {
      if (value.min !== undefined && value.max !== undefined && value.min > value.max)
        ctx.addIssue({ code: 'custom', message: 'min_above_max', path: ['max'], input: value.max })
    },
    { when: rules.whenValid('min', 'max') },
  )
export type BackofficePaymentsQuery = z.output<typeof backofficePaymentsQuerySchema>

/**
 * GET backoffice/players: one search box for every identifier (docs/backoffice.md "Finding a player"):
 * an id, a user code, a user name (its start), an e-mail, a phone number (any usual way of writing a
 * Turkish number), an IP address or a device fingerprint.
 */
export const backofficePlayersQuerySchema = z.strictObject({
  q: z.string().trim().min(1).max(100),
  ...rules.queryPagingShape(20, 10_000),
})

/** `/…/{id}` of the back office: plain digits. */
export const idParamsSchema = z.strictObject({
  id: z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number)
    .pipe(rules.id()),
})

/** `/pages/{id}`: a positive integer written in plain digits (no signs, exponents or spaces). */
export const contentParamsSchema = z
  .object({ id: z.string().regex(/^[1-9]\d{0,8}$/) })
  .transform(({ id }) => ({ id: Number(id) }))

/** `/promotions/{slug}`: lower-case letters, digits and dashes. */
export const promotionParamsSchema = z.object({ slug: z.string().regex(/^[a-z0-9][a-z0-9-]{0,99}$/) })

/**
 * Who may call a route; the server's route helper applies it (apps/server/src/lib/route.ts).
 * - `public`: anyone (rate-limited per route where it costs something);
 * - `optional`: anyone; a valid bearer token attaches the player;
 * - `player`: a live session, else 401 UNAUTHORIZED;
 * - `playing`: a live session of a player, not an operator (403 OPERATOR_CANNOT_PLAY): money in play;
 * - `{ staff: permission }`: a live staff session (a player's token is 401 UNAUTHORIZED) holding a
 *   role that has `permission` in STAFF_PERMISSIONS (staff.ts), else 403 FORBIDDEN
 *   (docs/backoffice.md "Permissions"); every /api/backoffice/* route but sign-in has this kind;
 * - `game`: the studio's game token (`x-game-token`), checked by the route's preHandler (it knows
 *   the game) before the body is parsed;
 * - `signed`: a provider's or PSP's signature over the raw body, or the scraper's bearer token
 *   (`/metrics`), checked by the handler.
 */
export type RouteAuth =
  'public' | 'optional' | 'player' | 'playing' | 'game' | 'signed' | { readonly staff: StaffPermission }

/**
 * The request body: a contract schema, `null` for none (every GET), `'raw'` for signed webhooks,
 * whose bytes are checked before anything is parsed, `'form'` for a page's HTML form post, which
 * the page reads itself and answers with a page (never the JSON envelope), or `'multipart'` for a
 * file upload (multipart/form-data, read by the handler within the limits of its area: KYC_UPLOAD).
 */
type RouteBody = z.ZodType | null | 'raw' | 'form' | 'multipart'
/**
 * The answer: the schema of the envelope's `data`, or what else is sent: `'html'` (a page, outside
 * /api, its key starting `page:`), `'asset'` (a static file), `'provider'` (a provider's own
 * wallet answer, shaped by the provider's protocol), `'file'` (a stored file's bytes, sent to an
 * operator only: an identity document under review). Every JSON route under /api has a schema.
 */
type RouteData = z.ZodType | 'html' | 'asset' | 'provider' | 'file'

export interface RouteSpec {
  readonly method: 'GET' | 'POST' | 'PUT'
  /** Full path as served, with Fastify's `:param` placeholders. */
  readonly path: string
  readonly auth: RouteAuth
  readonly body: RouteBody
  /** A body the client may leave out is parsed as `{}` (list filters with defaults). */
  readonly optionalBody?: true
  readonly query?: z.ZodType
  readonly params?: z.ZodType
  readonly data: RouteData
  /**
   * A remembered session must have given its password within the normal session lifetime
   * (docs/accounts.md "Remembered sessions"); otherwise 403 PASSWORD_CONFIRMATION_REQUIRED before
   * anything is read or written. The server's route() adds the guard from this flag: the list of
   * such actions is the set of entries that carry it.
   */
  readonly recentPassword?: true
}

const staff = (permission: StaffPermission) => ({ staff: permission }) as const

/**
 * THE table of every route the server serves (docs/api.md): method, path, who may call it, the
 * request's schemas and the schema of the envelope's `data` on success. The server registers each
 * route from its entry (`route(app, apiRoutes['auth/login'], handler)`) and a test fails when a
 * served route is missing here or an entry is not served; the web's `call('auth/login', …)` is typed
 * from it (types only: the web shell must not pull zod, docs/web.md).
 *
 * Every entry is checked against `RouteSpec` in api-table.check.ts, a file only the contract's own
 * program holds: relating the whole table to `Record<string, RouteSpec>` is the costliest check in
 * the repository, and a `satisfies` here made every program that imports the contract (the web, the
 * games, the scripts) pay it again (docs/testing.md "CI's time budget").
 */
export const apiRoutes = {
  health: { method: 'GET', path: '/api/health', auth: 'public', body: null, data: healthSchema },
  /** A 503 with `data: { status: 'unavailable' }` while not ready (not a success: not checked). */
  ready: { method: 'GET', path: '/api/ready', auth: 'public', body: null, data: readySchema },
  /**
   * Prometheus's text format for the scraper (docs/operations.md "Metrics"): the route checks its
   * `Authorization: Bearer METRICS_TOKEN` itself; without METRICS_TOKEN it answers 404.
   */
  'page:metrics': { method: 'GET', path: '/metrics', auth: 'signed', body: null, data: 'asset' },

  'auth/login': {
    method: 'POST',
    path: '/api/auth/login',
    auth: 'public',
    body: loginSchema,
    data: sessionSchema,
  },
  'auth/register': {
    method: 'POST',
    path: '/api/auth/register',
    auth: 'public',
    body: registerSchema,
    data: sessionSchema,
  },
  'auth/form': {
    method: 'GET',
    path: '/api/auth/form',
    auth: 'public',
    body: null,
    data: registerFormDataSchema,
  },
  'auth/sendresetpassword': {
    method: 'POST',
    path: '/api/auth/sendresetpassword',
    auth: 'public',
    body: sendResetPasswordSchema,
    data: noData,
  },
  'auth/checkresetcode': {
    method: 'POST',
    path: '/api/auth/checkresetcode',
    auth: 'public',
    body: checkResetCodeSchema,
    data: noData,
  },
  'auth/changepasswordwithcode': {
    method: 'POST',
    path: '/api/auth/changepasswordwithcode',
    auth: 'public',
    body: changePasswordWithCodeSchema,
    data: noData,
  },
  /** Public: it ends the session named by the bearer token when there is one. */
  'auth/logout': { method: 'GET', path: '/api/auth/logout', auth: 'public', body: null, data: noData },

  'customer/updatephone': {
    method: 'POST',
    path: '/api/customer/updatephone',
    auth: 'player',
    body: updatePhoneSchema,
    data: noData,
  },
  'customer/readnotification': {
    method: 'POST',
    path: '/api/customer/readnotification',
    auth: 'player',
    body: readNotificationSchema,
    data: noData,
  },
  'customer/notification': {
    method: 'POST',
    path: '/api/customer/notification',
    auth: 'player',
    body: notificationQuerySchema,
    optionalBody: true,
    data: z.array(notificationSchema),
  },
  'customer/changepassword': {
    method: 'POST',
    path: '/api/customer/changepassword',
    auth: 'player',
    body: changePasswordSchema,
    data: noData,
  },
  /**
   * The password again, for a remembered session's protected actions (docs/accounts.md "Remembered
   * sessions"): right, it counts as a fresh login for them; wrong, OLD_PASSWORD_WRONG, counted with
   * the change-password failures.
   */
  'customer/confirmpassword': {
    method: 'POST',
    path: '/api/customer/confirmpassword',
    auth: 'player',
    body: confirmPasswordSchema,
    data: noData,
  },
  'customer/profile': {
    method: 'GET',
    path: '/api/customer/profile',
    auth: 'player',
    body: null,
    data: profileSchema,
  },
  'customer/sessions': {
    method: 'GET',
    path: '/api/customer/sessions',
    auth: 'player',
    body: null,
    data: z.array(playerSessionSchema),
  },
  'customer/sessions/revoke': {
    method: 'POST',
    path: '/api/customer/sessions/revoke',
    auth: 'player',
    body: revokeSessionSchema,
    data: noData,
  },
  /** The sign-up declarations and the marketing consent (docs/accounts.md). */
  'customer/consents': {
    method: 'GET',
    path: '/api/customer/consents',
    auth: 'player',
    body: null,
    data: consentsSchema,
  },
  /** Changes the marketing consent; every change is kept (time, old → new, source `account`). */
  'customer/consents/marketing': {
    method: 'POST',
    path: '/api/customer/consents/marketing',
    auth: 'player',
    body: updateMarketingConsentSchema,
    data: consentsSchema,
  },
  'customer/sessions/revoke-others': {
    method: 'POST',
    path: '/api/customer/sessions/revoke-others',
    auth: 'player',
    body: revokeOtherSessionsSchema,
    optionalBody: true,
    data: revokeOtherSessionsResultSchema,
  },
  /**
   * The live-chat widget's settings and the player's identity to it (docs/live-chat.md); `null`
   * when no chat is configured.
   */
  'customer/chat': {
    method: 'GET',
    path: '/api/customer/chat',
    auth: 'player',
    body: null,
    data: chatSettingsSchema,
  },

  'bonus/definetrialbonus': {
    method: 'GET',
    path: '/api/bonus/definetrialbonus',
    auth: 'playing',
    body: null,
    data: noData,
  },
  /** Campaigns on /dashboard/claim-bonus with their rules and whether the player may claim now. */
  'bonus/campaigns': {
    method: 'GET',
    path: '/api/bonus/campaigns',
    auth: 'player',
    body: null,
    data: z.array(bonusCampaignSchema),
  },
  /**
   * The running sports campaigns' public terms, for anyone (docs/sportsbook.md "Sports promotions"):
   * what a visitor's slip previews. Nothing of a player.
   */
  'bonus/sports-campaigns': {
    method: 'GET',
    path: '/api/bonus/sports-campaigns',
    auth: 'public',
    body: null,
    data: z.array(sportsCampaignTermsSchema),
  },
  'bonus/claim': {
    method: 'POST',
    path: '/api/bonus/claim',
    auth: 'playing',
    body: claimBonusSchema,
    data: claimedBonusSchema,
  },
  /** /dashboard/bonuses: the player's bonuses with wagering progress, newest first. */
  'bonus/history': {
    method: 'GET',
    path: '/api/bonus/history',
    auth: 'player',
    body: null,
    data: z.array(bonusHistoryItemSchema),
  },
  'user/balance': {
    method: 'GET',
    path: '/api/user/balance',
    auth: 'player',
    body: null,
    data: walletBalanceSchema,
  },

  'cms/categorylist': {
    method: 'GET',
    path: '/api/cms/categorylist',
    auth: 'public',
    body: null,
    data: z.array(cmsCategorySchema),
  },
  'cms/grouped': {
    method: 'GET',
    path: '/api/cms/grouped',
    auth: 'public',
    body: null,
    data: bootstrapSchema,
  },
  'cms/contentlist': {
    method: 'POST',
    path: '/api/cms/contentlist',
    auth: 'public',
    body: contentListQuerySchema,
    data: z.array(staticContentSchema),
  },
  'cms/content/:id': {
    method: 'GET',
    path: '/api/cms/content/:id',
    auth: 'public',
    body: null,
    params: contentParamsSchema,
    data: pageContentSchema,
  },
  'cms/promotions': {
    method: 'GET',
    path: '/api/cms/promotions',
    auth: 'public',
    body: null,
    data: z.array(promotionSchema),
  },
  'cms/promotions/:slug': {
    method: 'GET',
    path: '/api/cms/promotions/:slug',
    auth: 'public',
    body: null,
    params: promotionParamsSchema,
    data: promotionSchema,
  },
  'cms/callme': {
    method: 'POST',
    path: '/api/cms/callme',
    auth: 'optional',
    body: callMeSchema,
    data: noData,
  },

  'payment/methods': {
    method: 'GET',
    path: '/api/payment/methods',
    auth: 'player',
    body: null,
    query: paymentMethodsQuerySchema,
    data: z.array(paymentMethodSchema),
  },
  'payment/detail': {
    method: 'POST',
    path: '/api/payment/detail',
    auth: 'player',
    body: paymentDetailQuerySchema,
    data: paymentFieldListSchema,
  },
  'payment/deposit': {
    method: 'POST',
    path: '/api/payment/deposit',
    auth: 'playing',
    body: depositSchema,
    data: depositResultSchema,
  },
  'payment/withdraw': {
    method: 'POST',
    path: '/api/payment/withdraw',
    auth: 'player',
    recentPassword: true,
    body: withdrawSchema,
    data: noData,
  },
  /** The player gives up a pending deposit of their own (docs/wallet.md "Pending deposits"). */
  'payment/cancel': {
    method: 'POST',
    path: '/api/payment/cancel',
    auth: 'player',
    body: pendingDepositSchema,
    data: noData,
  },
  /** The payment page of a pending gateway deposit of the player's own, to pay it now. */
  'payment/continue': {
    method: 'POST',
    path: '/api/payment/continue',
    auth: 'playing',
    body: pendingDepositSchema,
    data: continueDepositResultSchema,
  },
  /** The demo PSP's webhook (docs/wallet.md): signed raw body. */
  'payment/callback/demo': {
    method: 'POST',
    path: '/api/payment/callback/demo',
    auth: 'signed',
    body: 'raw',
    data: pspCallbackResultSchema,
  },
  /** The crypto processor's IPN (docs/payments.md): raw body, `x-nowpayments-sig`. */
  'payments/crypto/ipn': {
    method: 'POST',
    path: '/api/payments/crypto/ipn',
    auth: 'signed',
    body: 'raw',
    data: cryptoIpnResultSchema,
  },
  /** A crypto deposit of the player's own, for the waiting dialog (docs/payments.md). */
  'payments/crypto/:paymentId': {
    method: 'GET',
    path: '/api/payments/crypto/:paymentId',
    auth: 'player',
    body: null,
    params: cryptoPaymentParamsSchema,
    data: cryptoPaymentStatusSchema,
  },
  'transaction/topwinners': {
    method: 'POST',
    path: '/api/transaction/topwinners',
    auth: 'public',
    body: topWinnersQuerySchema,
    optionalBody: true,
    data: z.array(topWinnerSchema),
  },
  'transaction/financial': {
    method: 'POST',
    path: '/api/transaction/financial',
    auth: 'player',
    body: financialQuerySchema,
    optionalBody: true,
    data: financialPageSchema,
  },
  'transaction/games': {
    method: 'POST',
    path: '/api/transaction/games',
    auth: 'player',
    body: gameHistoryQuerySchema,
    optionalBody: true,
    data: gameHistoryPageSchema,
  },

  'casino/games': {
    method: 'POST',
    path: '/api/casino/games',
    auth: 'public',
    body: gamesQuerySchema,
    optionalBody: true,
    data: gameSearchResultSchema,
  },
  'casino/categorygames': {
    method: 'POST',
    path: '/api/casino/categorygames',
    auth: 'public',
    body: categoryGamesQuerySchema,
    optionalBody: true,
    data: categoryGamesSchema,
  },
  /** The studios of the catalogue's playable games (the footer's provider row, docs/casino.md). */
  'casino/providers': {
    method: 'GET',
    path: '/api/casino/providers',
    auth: 'public',
    body: null,
    data: casinoProvidersSchema,
  },
  'casino/togglefavorite': {
    method: 'POST',
    path: '/api/casino/togglefavorite',
    auth: 'player',
    body: toggleFavoriteSchema,
    data: noData,
  },
  /** The player's favourite game codes (spec §3 userFavoriteList; the spec leaves its call unshown). */
  'casino/favorites': {
    method: 'GET',
    path: '/api/casino/favorites',
    auth: 'player',
    body: null,
    data: favoriteListSchema,
  },
  'casino/launchurl': {
    method: 'POST',
    path: '/api/casino/launchurl',
    auth: 'player',
    body: launchUrlSchema,
    data: launchResultSchema,
  },
  'casino/dtlaunchurl': {
    method: 'POST',
    path: '/api/casino/dtlaunchurl',
    auth: 'player',
    body: dtLaunchUrlSchema,
    data: launchResultSchema,
  },
  'casino/emlaunchurl': {
    method: 'POST',
    path: '/api/casino/emlaunchurl',
    auth: 'player',
    body: emLaunchUrlSchema,
    data: launchResultSchema,
  },
  'casino/amusnetlaunchurl': {
    method: 'POST',
    path: '/api/casino/amusnetlaunchurl',
    auth: 'player',
    body: amusnetLaunchUrlSchema,
    data: launchResultSchema,
  },
  'casino/egtlaunchurl': {
    method: 'POST',
    path: '/api/casino/egtlaunchurl',
    auth: 'player',
    body: egtLaunchUrlSchema,
    data: launchResultSchema,
  },
  'casino/hub88launchurl': {
    method: 'POST',
    path: '/api/casino/hub88launchurl',
    auth: 'player',
    body: hub88LaunchUrlSchema,
    data: launchResultSchema,
  },
  'casino/softgamingslaunchurl': {
    method: 'POST',
    path: '/api/casino/softgamingslaunchurl',
    auth: 'player',
    body: softGamingsLaunchUrlSchema,
    data: launchResultSchema,
  },

  /** Seamless-wallet callbacks of the game providers (PROVIDERS.md): signed, provider-shaped answers. */
  'providers/:provider/:action': {
    method: 'POST',
    path: '/api/providers/:provider/:action',
    auth: 'signed',
    body: 'raw',
    data: 'provider',
  },
  /** The same callbacks two segments deep, as Hub88 calls them (`/transaction/bet`; docs/providers.md). */
  'providers/:provider/:group/:action': {
    method: 'POST',
    path: '/api/providers/:provider/:group/:action',
    auth: 'signed',
    body: 'raw',
    data: 'provider',
  },

  'backoffice/payments': {
    method: 'GET',
    path: '/api/backoffice/payments',
    auth: staff('payments.view'),
    body: null,
    query: backofficePaymentsQuerySchema,
    data: backofficePaymentPageSchema,
  },
  /** The queue's method filter: every method by its code (docs/backoffice.md "Payment and document queues"). */
  'backoffice/payments/methods': {
    method: 'GET',
    path: '/api/backoffice/payments/methods',
    auth: staff('payments.view'),
    body: null,
    data: paymentMethodChoicesSchema,
  },
  /** Who may send depends on the audience too (one player or all): the handler checks that after the body. */
  'backoffice/notifications': {
    method: 'POST',
    path: '/api/backoffice/notifications',
    auth: staff('notifications.send'),
    body: notificationBroadcastSchema,
    data: notificationBroadcastResultSchema,
  },
  /** Search by any identifier; e-mail and phone masked in the list. */
  'backoffice/players': {
    method: 'GET',
    path: '/api/backoffice/players',
    auth: staff('players.view'),
    body: null,
    query: backofficePlayersQuerySchema,
    data: backofficePlayerPageSchema,
  },
  /** One player's page: profile (personal data, so the read is audited), balances, ledger, sessions, duplicates. */
  'backoffice/players/:id': {
    method: 'GET',
    path: '/api/backoffice/players/:id',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    data: backofficePlayerSchema,
  },
  /**
   * The player page's lists, a page at a time (docs/backoffice.md "The player page"): the ledger's
   * legs, payments (the method's fields: the read is audited like the payment queue), game history,
   * sportsbook tickets, and sessions with their devices and addresses.
   */
  'backoffice/players/:id/ledger': {
    method: 'GET',
    path: '/api/backoffice/players/:id/ledger',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    query: backofficePlayerListQuerySchema,
    data: backofficeLedgerPageSchema,
  },
  'backoffice/players/:id/payments': {
    method: 'GET',
    path: '/api/backoffice/players/:id/payments',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    query: backofficePlayerListQuerySchema,
    data: backofficePaymentPageSchema,
  },
  'backoffice/players/:id/games': {
    method: 'GET',
    path: '/api/backoffice/players/:id/games',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    query: backofficePlayerListQuerySchema,
    data: gameHistoryPageSchema,
  },
  'backoffice/players/:id/tickets': {
    method: 'GET',
    path: '/api/backoffice/players/:id/tickets',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    query: backofficePlayerListQuerySchema,
    data: sportsTicketPageSchema,
  },
  'backoffice/players/:id/sessions': {
    method: 'GET',
    path: '/api/backoffice/players/:id/sessions',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    query: backofficePlayerListQuerySchema,
    data: backofficeSessionPageSchema,
  },
  /**
   * Possible duplicates: other players sharing the phone, a device fingerprint or a sign-in address
   * of this one's newest sessions, with what each shares (docs/backoffice.md "The player page").
   */
  'backoffice/players/:id/duplicates': {
    method: 'GET',
    path: '/api/backoffice/players/:id/duplicates',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    query: backofficePlayerListQuerySchema,
    data: backofficeDuplicatePageSchema,
  },
  /** The player's consents and every change of the marketing consent (the page's "Consents"). */
  'backoffice/players/:id/consents': {
    method: 'GET',
    path: '/api/backoffice/players/:id/consents',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    data: backofficeConsentsSchema,
  },
  /** Staff notes on the player, newest first; adding one is audited, none is ever edited. */
  'backoffice/players/:id/notes': {
    method: 'GET',
    path: '/api/backoffice/players/:id/notes',
    auth: staff('players.view'),
    params: idParamsSchema,
    body: null,
    query: backofficePlayerListQuerySchema,
    data: playerNotePageSchema,
  },
  'backoffice/players/:id/notes add': {
    method: 'POST',
    path: '/api/backoffice/players/:id/notes',
    auth: staff('players.notes'),
    params: idParamsSchema,
    body: playerNoteRequestSchema,
    data: playerNoteSchema,
  },
  /** Replaces the player's tags with a set from PLAYER_TAGS. */
  'backoffice/players/:id/tags': {
    method: 'PUT',
    path: '/api/backoffice/players/:id/tags',
    auth: staff('players.tags'),
    params: idParamsSchema,
    body: playerTagsRequestSchema,
    data: playerTagsSchema,
  },
  /** Blocks the player's deposits, withdrawals or bets, each on its own; enforced where the money moves. */
  'backoffice/players/:id/blocks': {
    method: 'PUT',
    path: '/api/backoffice/players/:id/blocks',
    auth: staff('players.block'),
    params: idParamsSchema,
    body: playerBlocksRequestSchema,
    data: playerBlocksSchema,
  },
  /** Ends every live session of the player (they sign in again). */
  'backoffice/players/:id/sessions/end': {
    method: 'POST',
    path: '/api/backoffice/players/:id/sessions/end',
    auth: staff('players.account'),
    params: idParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: playerSessionsEndedSchema,
  },
  /** Sends the player the password-reset e-mail of the recovery flow (same code, same caps). */
  'backoffice/players/:id/password-reset': {
    method: 'POST',
    path: '/api/backoffice/players/:id/password-reset',
    auth: staff('players.account'),
    params: idParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: noData,
  },
  /** Sends the phone verification code again, by SMS to the number the player gave. */
  'backoffice/players/:id/verification/resend': {
    method: 'POST',
    path: '/api/backoffice/players/:id/verification/resend',
    auth: staff('players.account'),
    params: idParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: noData,
  },
  'backoffice/players/:id/status': {
    method: 'POST',
    path: '/api/backoffice/players/:id/status',
    auth: staff('players.status'),
    params: idParamsSchema,
    body: playerStatusChangeSchema,
    data: playerStatusChangeResultSchema,
  },
  /** A crypto withdrawal's payout and, before approval, the processor's minimum and fee (docs/payments.md). */
  'backoffice/payments/:id/payout': {
    method: 'GET',
    path: '/api/backoffice/payments/:id/payout',
    auth: staff('payments.view'),
    params: idParamsSchema,
    body: null,
    data: paymentPayoutStateSchema,
  },
  'backoffice/payments/:id/confirm': {
    method: 'POST',
    path: '/api/backoffice/payments/:id/confirm',
    auth: staff('payments.decide'),
    params: idParamsSchema,
    body: paymentDecisionSchema,
    optionalBody: true,
    data: paymentDecisionResultSchema,
  },
  'backoffice/payments/:id/reject': {
    method: 'POST',
    path: '/api/backoffice/payments/:id/reject',
    auth: staff('payments.decide'),
    params: idParamsSchema,
    body: paymentDecisionSchema,
    optionalBody: true,
    data: paymentDecisionResultSchema,
  },
  /**
   * A hold on a pending payment (docs/backoffice.md "Payment and document queues", Freeze): no one
   * approves or rejects it (PAYMENT_FROZEN) until it is unfrozen; the player still sees it pending.
   */
  'backoffice/payments/:id/freeze': {
    method: 'POST',
    path: '/api/backoffice/payments/:id/freeze',
    auth: staff('payments.decide'),
    params: idParamsSchema,
    body: paymentFreezeSchema,
    data: paymentFreezeResultSchema,
  },
  'backoffice/payments/:id/unfreeze': {
    method: 'POST',
    path: '/api/backoffice/payments/:id/unfreeze',
    auth: staff('payments.decide'),
    params: idParamsSchema,
    body: paymentUnfreezeSchema,
    optionalBody: true,
    data: paymentFreezeResultSchema,
  },

  /** Four eyes (docs/backoffice.md): files a balance correction as a pending action. */
  'backoffice/corrections': {
    method: 'POST',
    path: '/api/backoffice/corrections',
    auth: staff('corrections.file'),
    body: correctionRequestSchema,
    data: pendingActionSchema,
  },
  /** Four eyes (docs/backoffice.md "Bonus grants"): files a bonus granted by hand as a pending action. */
  'backoffice/bonus-grants': {
    method: 'POST',
    path: '/api/backoffice/bonus-grants',
    auth: staff('bonuses.grant'),
    body: bonusGrantRequestSchema,
    data: pendingActionSchema,
  },
  /** Pending actions (pending by default): their makers, checkers and the auditor read them. */
  'backoffice/actions': {
    method: 'GET',
    path: '/api/backoffice/actions',
    auth: staff('actions.view'),
    body: null,
    query: pendingActionsQuerySchema,
    data: pendingActionPageSchema,
  },
  /** The checker's roles depend on the action's kind (`pendingActionRoles`): the service narrows. */
  'backoffice/actions/:id/approve': {
    method: 'POST',
    path: '/api/backoffice/actions/:id/approve',
    auth: staff('actions.decide'),
    params: idParamsSchema,
    body: actionDecisionSchema,
    optionalBody: true,
    data: pendingActionSchema,
  },
  'backoffice/actions/:id/reject': {
    method: 'POST',
    path: '/api/backoffice/actions/:id/reject',
    auth: staff('actions.decide'),
    params: idParamsSchema,
    body: actionDecisionSchema,
    optionalBody: true,
    data: pendingActionSchema,
  },
  /** The hash-chained audit log (docs/backoffice.md "Audit chain"), newest first. */
  'backoffice/audit': {
    method: 'GET',
    path: '/api/backoffice/audit',
    auth: staff('audit.view'),
    body: null,
    query: auditQuerySchema,
    data: auditPageSchema,
  },
  /** The walk of `npm run audit:verify`, for a running site. */
  'backoffice/audit/verify': {
    method: 'GET',
    path: '/api/backoffice/audit/verify',
    auth: staff('audit.view'),
    body: null,
    data: auditVerifySchema,
  },
  /** Today's figures and the queues (docs/backoffice.md "The dashboard"); pushed live on DASHBOARD.topic. */
  'backoffice/dashboard': {
    method: 'GET',
    path: '/api/backoffice/dashboard',
    auth: staff('dashboard.view'),
    body: null,
    data: dashboardSchema,
  },
  /**
   * GGR by day, product or game over Istanbul calendar days (docs/backoffice.md "Reports");
   * `format=csv` answers the rows as a CSV file instead of the envelope.
   */
  'backoffice/reports/ggr': {
    method: 'GET',
    path: '/api/backoffice/reports/ggr',
    auth: staff('reports.view'),
    body: null,
    query: ggrQuerySchema,
    data: ggrReportSchema,
  },
  /** Bonus campaigns with their liability (docs/backoffice.md "Campaigns"). */
  'backoffice/campaigns': {
    method: 'GET',
    path: '/api/backoffice/campaigns',
    auth: staff('campaigns.view'),
    body: null,
    data: z.array(staffCampaignSchema),
  },
  /** A new campaign, created disabled. */
  'backoffice/campaigns create': {
    method: 'POST',
    path: '/api/backoffice/campaigns',
    auth: staff('campaigns.edit'),
    body: campaignCreateSchema,
    data: staffCampaignSchema,
  },
  /** A new version: bonuses already claimed keep the version they were claimed under. */
  'backoffice/campaigns/:id': {
    method: 'PUT',
    path: '/api/backoffice/campaigns/:id',
    auth: staff('campaigns.edit'),
    params: idParamsSchema,
    body: campaignVersionSchema,
    data: staffCampaignSchema,
  },
  /**
   * A sports campaign's rules (docs/sportsbook.md "Sports promotions"): a new version, for tickets
   * placed from now on; audited `backoffice.campaign.rules`.
   */
  'backoffice/campaigns/:id/sports-rules': {
    method: 'PUT',
    path: '/api/backoffice/campaigns/:id/sports-rules',
    auth: staff('campaigns.edit'),
    params: idParamsSchema,
    body: sportsCampaignRulesSchema,
    data: staffCampaignSchema,
  },
  'backoffice/campaigns/:id/enable': {
    method: 'POST',
    path: '/api/backoffice/campaigns/:id/enable',
    auth: staff('campaigns.edit'),
    params: idParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: staffCampaignSchema,
  },
  'backoffice/campaigns/:id/disable': {
    method: 'POST',
    path: '/api/backoffice/campaigns/:id/disable',
    auth: staff('campaigns.edit'),
    params: idParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: staffCampaignSchema,
  },
  /** Responsible-gaming flags raised by the rules (docs/backoffice.md "Responsible-gaming flags"), newest first. */
  'backoffice/rg/flags': {
    method: 'GET',
    path: '/api/backoffice/rg/flags',
    auth: staff('rg.flags.view'),
    body: null,
    query: rgFlagsQuerySchema,
    data: rgFlagPageSchema,
  },
  'backoffice/rg/flags/:id/review': {
    method: 'POST',
    path: '/api/backoffice/rg/flags/:id/review',
    auth: staff('rg.flags.review'),
    params: idParamsSchema,
    body: rgFlagReviewSchema,
    data: rgFlagSchema,
  },

  // Game providers against the ledger (docs/providers.md "Reconciliation").
  /** Reconciliation runs, newest first, each with its count of differences still open. */
  'backoffice/reconciliation/runs': {
    method: 'GET',
    path: '/api/backoffice/reconciliation/runs',
    auth: staff('recon.view'),
    body: null,
    query: reconRunsQuerySchema,
    data: reconRunPageSchema,
  },
  /** Reconcile one provider's UTC day now (audited): a new run, whatever runs that day had. */
  'backoffice/reconciliation/runs create': {
    method: 'POST',
    path: '/api/backoffice/reconciliation/runs',
    auth: staff('recon.manage'),
    body: reconRunRequestSchema,
    data: reconRunSchema,
  },
  /** A run's differences, in the order they were found. */
  'backoffice/reconciliation/runs/:id/differences': {
    method: 'GET',
    path: '/api/backoffice/reconciliation/runs/:id/differences',
    auth: staff('recon.view'),
    params: idParamsSchema,
    body: null,
    query: reconDifferencesQuerySchema,
    data: reconDifferencePageSchema,
  },
  /** Mark an open difference explained, with a note (audited). */
  'backoffice/reconciliation/differences/:id/explain': {
    method: 'POST',
    path: '/api/backoffice/reconciliation/differences/:id/explain',
    auth: staff('recon.manage'),
    params: idParamsSchema,
    body: reconExplainSchema,
    data: reconDifferenceSchema,
  },

  // The casino catalogue (docs/backoffice.md "Casino catalogue"): every write reaches the lobby at once.
  /** Games with declared and measured RTP (last 30 days), in lobby order inside a category. */
  'backoffice/casino/games': {
    method: 'GET',
    path: '/api/backoffice/casino/games',
    auth: staff('catalog.view'),
    body: null,
    query: catalogGamesQuerySchema,
    data: catalogGamePageSchema,
  },
  /** The lobby's categories with their number of games (the console's category picker). */
  'backoffice/casino/categories': {
    method: 'GET',
    path: '/api/backoffice/casino/categories',
    auth: staff('catalog.view'),
    body: null,
    data: z.array(catalogCategorySchema),
  },
  'backoffice/casino/providers': {
    method: 'GET',
    path: '/api/backoffice/casino/providers',
    auth: staff('catalog.view'),
    body: null,
    data: z.array(catalogProviderSchema),
  },
  'backoffice/casino/games/:code/enable': {
    method: 'POST',
    path: '/api/backoffice/casino/games/:code/enable',
    auth: staff('catalog.edit'),
    params: catalogCodeParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: catalogSwitchSchema,
  },
  'backoffice/casino/games/:code/disable': {
    method: 'POST',
    path: '/api/backoffice/casino/games/:code/disable',
    auth: staff('catalog.edit'),
    params: catalogCodeParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: catalogSwitchSchema,
  },
  'backoffice/casino/providers/:id/enable': {
    method: 'POST',
    path: '/api/backoffice/casino/providers/:id/enable',
    auth: staff('catalog.edit'),
    params: idParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: catalogSwitchSchema,
  },
  'backoffice/casino/providers/:id/disable': {
    method: 'POST',
    path: '/api/backoffice/casino/providers/:id/disable',
    auth: staff('catalog.edit'),
    params: idParamsSchema,
    body: staffEmptySchema,
    optionalBody: true,
    data: catalogSwitchSchema,
  },
  /** The order of a category's games: `codes` names each of them exactly once, else 400 CATALOG_ORDER_MISMATCH. */
  'backoffice/casino/categories/:id/order': {
    method: 'POST',
    path: '/api/backoffice/casino/categories/:id/order',
    auth: staff('catalog.edit'),
    params: idParamsSchema,
    body: catalogOrderSchema,
    data: catalogOrderResultSchema,
  },

  // -------------------------------------------------------------------------------------------
  // Identity verification (docs/kyc.md).
  /** The player's verification state: per kind, the documents and any rejection reason. */
  'customer/kyc': {
    method: 'GET',
    path: '/api/customer/kyc',
    auth: 'player',
    body: null,
    data: kycStatusSchema,
  },
  /** Upload (multipart/form-data: `kind` identity|address, `file` JPEG/PNG/PDF up to 10 MB). */
  'customer/kyc/documents': {
    method: 'POST',
    path: '/api/customer/kyc/documents',
    auth: 'player',
    body: 'multipart',
    data: kycStatusSchema,
  },
  /** The review queue (pending by default). Reading it is audited. */
  'backoffice/kyc/documents': {
    method: 'GET',
    path: '/api/backoffice/kyc/documents',
    auth: staff('kyc.view'),
    body: null,
    query: backofficeKycQuerySchema,
    data: z.array(backofficeKycDocumentSchema),
  },
  /** One document's bytes, for review (operators only, never cached, audited). */
  'backoffice/kyc/documents/:id/file': {
    method: 'GET',
    path: '/api/backoffice/kyc/documents/:id/file',
    auth: staff('kyc.view'),
    body: null,
    params: idParamsSchema,
    data: 'file',
  },
  'backoffice/kyc/documents/:id/approve': {
    method: 'POST',
    path: '/api/backoffice/kyc/documents/:id/approve',
    auth: staff('kyc.decide'),
    params: idParamsSchema,
    body: kycApproveSchema,
    optionalBody: true,
    data: kycDecisionSchema,
  },
  'backoffice/kyc/documents/:id/reject': {
    method: 'POST',
    path: '/api/backoffice/kyc/documents/:id/reject',
    auth: staff('kyc.decide'),
    params: idParamsSchema,
    body: kycRejectSchema,
    data: kycDecisionSchema,
  },
  // -------------------------------------------------------------------------------------------

  // The sportsbook (docs/sportsbook.md). Amounts in lira, odds as decimal numbers.
  /** Sports with their competitions and event counts (pre-match and live). */
  'sports/tree': {
    method: 'GET',
    path: '/api/sports/tree',
    auth: 'public',
    body: null,
    data: sportsTreeSchema,
  },
  /** Events by sport, competition or day, each with its main market. */
  'sports/events': {
    method: 'POST',
    path: '/api/sports/events',
    auth: 'public',
    body: sportsEventsQuerySchema,
    optionalBody: true,
    data: sportsEventPageSchema,
  },
  /** One event with every market and the seed hash (and the seed after full time). */
  'sports/events/:id': {
    method: 'GET',
    path: '/api/sports/events/:id',
    auth: 'public',
    body: null,
    params: idParamsSchema,
    data: sportsEventDetailSchema,
  },
  /** The match replayed from its revealed seed: the event log and the final score. */
  'sports/verify/:id': {
    method: 'GET',
    path: '/api/sports/verify/:id',
    auth: 'public',
    body: null,
    params: idParamsSchema,
    data: sportsVerifySchema,
  },
  /** Prices a bet builder: selections of one football match, from the joint score model. */
  'sports/builder/price': {
    method: 'POST',
    path: '/api/sports/builder/price',
    auth: 'public',
    body: builderPriceBodySchema,
    data: builderPriceSchema,
  },
  /**
   * Günün Maçları, Popüler Bahisler, live boosts and ready coupons (docs/sportsbook.md "Featured,
   * boosts and ready coupons"); one answer per instance for a few seconds.
   */
  'sports/featured': {
    method: 'GET',
    path: '/api/sports/featured',
    auth: 'public',
    body: null,
    data: sportsFeaturedSchema,
  },
  /** The back office's featured screen: picks, boosts and ready coupons (docs/backoffice.md "Featured"). */
  'backoffice/sports/featured': {
    method: 'GET',
    path: '/api/backoffice/sports/featured',
    auth: staff('sports.view'),
    body: null,
    data: staffFeaturedSchema,
  },
  /** Sets the operator's Günün Maçları (empty: the derived rule). Audited. */
  'backoffice/sports/featured/picks': {
    method: 'POST',
    path: '/api/backoffice/sports/featured/picks',
    auth: staff('sports.trade'),
    body: featuredPicksSchema,
    data: staffFeaturedSchema,
  },
  /** Boosts a pre-match selection's price for a window, a stake cap and a liability cap. Audited. */
  'backoffice/sports/boosts': {
    method: 'POST',
    path: '/api/backoffice/sports/boosts',
    auth: staff('sports.trade'),
    body: boostCreateSchema,
    data: staffBoostSchema,
  },
  /** Ends a boost now (its tickets stand at the boosted price). Audited. */
  'backoffice/sports/boosts/:id/end': {
    method: 'POST',
    path: '/api/backoffice/sports/boosts/:id/end',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: operatorNoteSchema,
    optionalBody: true,
    data: staffBoostSchema,
  },
  /** A ready coupon (Hazır Kupon). Audited. */
  'backoffice/sports/coupons': {
    method: 'POST',
    path: '/api/backoffice/sports/coupons',
    auth: staff('sports.trade'),
    body: readyCouponCreateSchema,
    data: staffReadyCouponSchema,
  },
  /** Retires a ready coupon: no longer shown. Audited. */
  'backoffice/sports/coupons/:id/retire': {
    method: 'POST',
    path: '/api/backoffice/sports/coupons/:id/retire',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: operatorNoteSchema,
    optionalBody: true,
    data: staffReadyCouponSchema,
  },
  /** Places a slip: one transaction through the wallet, idempotent on `placementKey`. */
  /** The player's usable freebets (docs/sportsbook.md "Sports promotions"). */
  'sports/freebets': {
    method: 'GET',
    path: '/api/sports/freebets',
    auth: 'player',
    body: null,
    data: sportsFreebetListSchema,
  },
  'sports/bets': {
    method: 'POST',
    path: '/api/sports/bets',
    auth: 'playing',
    body: betPlacementSchema,
    data: sportsTicketSchema,
  },
  'sports/bets/:id': {
    method: 'GET',
    path: '/api/sports/bets/:id',
    auth: 'player',
    body: null,
    params: idParamsSchema,
    data: sportsTicketSchema,
  },
  /** The player's tickets, newest first (Kuponlarım). */
  'sports/mybets': {
    method: 'POST',
    path: '/api/sports/mybets',
    auth: 'player',
    body: myBetsQuerySchema,
    optionalBody: true,
    data: sportsTicketPageSchema,
  },
  /**
   * The ticket's cash-out offer now (docs/sportsbook.md): none on systems, settled tickets, suspended legs.
   */
  'sports/bets/:id/cashout': {
    method: 'GET',
    path: '/api/sports/bets/:id/cashout',
    auth: 'player',
    body: null,
    params: idParamsSchema,
    data: cashoutQuoteSchema,
  },
  /** Cashes out the ticket, in full or a share of its stake, at the offer the player saw. */
  'sports/bets/:id/cashout accept': {
    method: 'POST',
    path: '/api/sports/bets/:id/cashout',
    auth: 'player',
    params: idParamsSchema,
    body: cashoutRequestSchema,
    data: cashoutResultSchema,
  },
  /** Sets (or clears, with null) the ticket's auto cash-out threshold. */
  'sports/bets/:id/autocashout': {
    method: 'POST',
    path: '/api/sports/bets/:id/autocashout',
    auth: 'player',
    params: idParamsSchema,
    body: autoCashoutSchema,
    data: cashoutQuoteSchema,
  },
  /** The risk limits by scope (docs/sportsbook.md "Risk"). */
  'backoffice/sports/limits': {
    method: 'GET',
    path: '/api/backoffice/sports/limits',
    auth: staff('sports.view'),
    body: null,
    data: sportsLimitListSchema,
  },
  /** Sets one scope's limits; all null removes them. Audited. */
  'backoffice/sports/limits set': {
    method: 'POST',
    path: '/api/backoffice/sports/limits',
    auth: staff('sports.trade'),
    body: sportsLimitSchema,
    data: sportsLimitViewSchema.nullable(),
  },
  /** The live bet delays in force: per sport (default or set) and per competition (docs/sportsbook.md). */
  'backoffice/sports/delays': {
    method: 'GET',
    path: '/api/backoffice/sports/delays',
    auth: staff('sports.view'),
    body: null,
    data: liveDelaysViewSchema,
  },
  /** Replaces the live delay table (sports left out take their default). Audited. */
  'backoffice/sports/delays set': {
    method: 'PUT',
    path: '/api/backoffice/sports/delays',
    auth: staff('sports.trade'),
    body: liveDelaysSchema,
    data: liveDelaysViewSchema,
  },
  /** Stakes, potential payouts and liability per outcome of an event's markets. */
  'backoffice/sports/events/:id/liability': {
    method: 'GET',
    path: '/api/backoffice/sports/events/:id/liability',
    auth: staff('sports.view'),
    body: null,
    params: idParamsSchema,
    data: sportsLiabilitySchema,
  },
  /** The player's favourite competitions (a star in the sports tree; listed first). */
  'sports/favorites': {
    method: 'GET',
    path: '/api/sports/favorites',
    auth: 'player',
    body: null,
    data: sportsFavoritesSchema,
  },
  /** Stars or unstars a competition; answers the favourites after the change. */
  'sports/favorites set': {
    method: 'POST',
    path: '/api/sports/favorites',
    auth: 'player',
    body: sportsFavoriteBodySchema,
    data: sportsFavoritesSchema,
  },
  /** Shares a slip's selections as a short code (docs/sportsbook.md "Coupon codes"); rate-limited. */
  'sports/coupons/share': {
    method: 'POST',
    path: '/api/sports/coupons/share',
    auth: 'optional',
    body: couponShareBodySchema,
    data: couponSharedSchema,
  },
  /** A shared coupon: its selections at today's prices, and those gone since. */
  'sports/coupons/:code': {
    method: 'GET',
    path: '/api/sports/coupons/:code',
    auth: 'public',
    body: null,
    params: couponCodeParamsSchema,
    data: couponSchema,
  },
  /** The player's sportsbook settings (quick bet). */
  'sports/settings': {
    method: 'GET',
    path: '/api/sports/settings',
    auth: 'player',
    body: null,
    data: sportsSettingsSchema,
  },
  'sports/settings set': {
    method: 'POST',
    path: '/api/sports/settings',
    auth: 'player',
    body: sportsSettingsBodySchema,
    data: sportsSettingsSchema,
  },
  /** Before a match: form, head-to-head, the table and the book's probabilities (docs/sportsbook.md). */
  'sports/events/:id/stats': {
    method: 'GET',
    path: '/api/sports/events/:id/stats',
    auth: 'public',
    body: null,
    params: idParamsSchema,
    data: eventStatsSchema,
  },
  /**
   * Enters or corrects an event's result; tickets re-settle by the difference. On a settled event
   * it asks for a correction that a second staff member approves (answer: `correction`). Audited.
   */
  'backoffice/sports/events/:id/result': {
    method: 'POST',
    path: '/api/backoffice/sports/events/:id/result',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: eventResultSchema,
    data: sportsOperatorResultSchema,
  },
  /**
   * Voids an event: every market void, every ticket's leg on it at 1.00. On a settled event it asks
   * for a correction that a second staff member approves. Audited.
   */
  'backoffice/sports/events/:id/void': {
    method: 'POST',
    path: '/api/backoffice/sports/events/:id/void',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: operatorNoteSchema,
    optionalBody: true,
    data: sportsOperatorResultSchema,
  },
  /** Corrections of settled events: the pending ones first, then the last decided, with their impact. */
  'backoffice/sports/corrections': {
    method: 'GET',
    path: '/api/backoffice/sports/corrections',
    auth: staff('sports.trade'),
    body: null,
    data: sportsCorrectionListSchema,
  },
  /** A second staff member (not the one who asked) applies a pending correction. Audited. */
  'backoffice/sports/corrections/:id/approve': {
    method: 'POST',
    path: '/api/backoffice/sports/corrections/:id/approve',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: operatorNoteSchema,
    optionalBody: true,
    data: sportsOperatorResultSchema,
  },
  /** Any staff member (the one who asked too) drops a pending correction; nothing moves. Audited. */
  'backoffice/sports/corrections/:id/reject': {
    method: 'POST',
    path: '/api/backoffice/sports/corrections/:id/reject',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: operatorNoteSchema,
    optionalBody: true,
    data: sportsOperatorResultSchema,
  },
  'backoffice/sports/markets/:id/suspend': {
    method: 'POST',
    path: '/api/backoffice/sports/markets/:id/suspend',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: operatorNoteSchema,
    optionalBody: true,
    data: sportsOperatorResultSchema,
  },
  'backoffice/sports/markets/:id/resume': {
    method: 'POST',
    path: '/api/backoffice/sports/markets/:id/resume',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: operatorNoteSchema,
    optionalBody: true,
    data: sportsOperatorResultSchema,
  },
  'backoffice/sports/markets/:id/void': {
    method: 'POST',
    path: '/api/backoffice/sports/markets/:id/void',
    auth: staff('sports.trade'),
    params: idParamsSchema,
    body: operatorNoteSchema,
    optionalBody: true,
    data: sportsOperatorResultSchema,
  },
  /**
   * The console's event list (docs/backoffice.md "Trading"): every status, by sport, competition,
   * day and status, kick-off first; each with its main market, as the public list answers it.
   */
  'backoffice/sports/events': {
    method: 'GET',
    path: '/api/backoffice/sports/events',
    auth: staff('sports.view'),
    body: null,
    query: tradingEventsQuerySchema,
    data: sportsEventPageSchema,
  },
  /**
   * One event as the public route answers it, for the console's event page: a staff route, so a
   * trading desk's polls do not spend the public limit of the office's address (docs/backoffice.md "Trading").
   */
  'backoffice/sports/events/:id': {
    method: 'GET',
    path: '/api/backoffice/sports/events/:id',
    auth: staff('sports.view'),
    body: null,
    params: idParamsSchema,
    data: sportsEventDetailSchema,
  },
  /** An event's open and pending tickets, the largest potential payout first (docs/backoffice.md "Trading"). */
  'backoffice/sports/events/:id/tickets': {
    method: 'GET',
    path: '/api/backoffice/sports/events/:id/tickets',
    auth: staff('sports.view'),
    body: null,
    params: idParamsSchema,
    query: tradingTicketsQuerySchema,
    data: tradingTicketPageSchema,
  },
  // -------------------------------------------------------------------------------------------

  // Galata Originals, the studio's game API (docs/casino.md), called by the game pages with a game token.
  'originals/:game/state': {
    method: 'GET',
    path: '/api/originals/:game/state',
    auth: 'game',
    body: null,
    data: originalsStateSchema,
  },
  'originals/galata-dice/bet': {
    method: 'POST',
    path: '/api/originals/galata-dice/bet',
    auth: 'game',
    body: diceBetSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-roulette/bet': {
    method: 'POST',
    path: '/api/originals/galata-roulette/bet',
    auth: 'game',
    body: rouletteBetSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-mines/start': {
    method: 'POST',
    path: '/api/originals/galata-mines/start',
    auth: 'game',
    body: minesStartSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-mines/reveal': {
    method: 'POST',
    path: '/api/originals/galata-mines/reveal',
    auth: 'game',
    body: minesRevealSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-mines/cashout': {
    method: 'POST',
    path: '/api/originals/galata-mines/cashout',
    auth: 'game',
    body: roundIdSchema,
    data: originalsPlaySchema,
  },
  'originals/:game/spin': {
    method: 'POST',
    path: '/api/originals/:game/spin',
    auth: 'game',
    body: slotSpinSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-blackjack/start': {
    method: 'POST',
    path: '/api/originals/galata-blackjack/start',
    auth: 'game',
    body: blackjackStartSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-blackjack/action': {
    method: 'POST',
    path: '/api/originals/galata-blackjack/action',
    auth: 'game',
    body: blackjackActionSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-plinko/drop': {
    method: 'POST',
    path: '/api/originals/galata-plinko/drop',
    auth: 'game',
    body: plinkoDropSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-keno/bet': {
    method: 'POST',
    path: '/api/originals/galata-keno/bet',
    auth: 'game',
    body: kenoBetSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-limbo/bet': {
    method: 'POST',
    path: '/api/originals/galata-limbo/bet',
    auth: 'game',
    body: limboBetSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-coinflip/bet': {
    method: 'POST',
    path: '/api/originals/galata-coinflip/bet',
    auth: 'game',
    body: coinflipBetSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-scratch/buy': {
    method: 'POST',
    path: '/api/originals/galata-scratch/buy',
    auth: 'game',
    body: scratchBuySchema,
    data: originalsPlaySchema,
  },
  'originals/galata-tower/start': {
    method: 'POST',
    path: '/api/originals/galata-tower/start',
    auth: 'game',
    body: towerStartSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-tower/action': {
    method: 'POST',
    path: '/api/originals/galata-tower/action',
    auth: 'game',
    body: towerActionSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-hilo/start': {
    method: 'POST',
    path: '/api/originals/galata-hilo/start',
    auth: 'game',
    body: hiloStartSchema,
    data: originalsPlaySchema,
  },
  'originals/galata-hilo/action': {
    method: 'POST',
    path: '/api/originals/galata-hilo/action',
    auth: 'game',
    body: hiloActionSchema,
    data: originalsPlaySchema,
  },
  'originals/:game/seed': {
    method: 'POST',
    path: '/api/originals/:game/seed',
    auth: 'game',
    body: clientSeedSchema,
    data: originalsSeedRotationSchema,
  },
  'originals/session': {
    method: 'POST',
    path: '/api/originals/session',
    auth: 'game',
    body: gameSessionExchangeSchema,
    data: gameSessionTokenSchema,
  },
  'originals/verify': {
    method: 'POST',
    path: '/api/originals/verify',
    auth: 'public',
    body: verifySchema,
    data: originalsVerifySchema,
  },
  'originals/galata-aviator/state': {
    method: 'GET',
    path: '/api/originals/galata-aviator/state',
    auth: 'game',
    body: null,
    data: aviatorStateSchema,
  },
  'originals/galata-aviator/bet': {
    method: 'POST',
    path: '/api/originals/galata-aviator/bet',
    auth: 'game',
    body: aviatorBetSchema,
    data: aviatorBetAnswerSchema,
  },
  'originals/galata-aviator/cashout': {
    method: 'POST',
    path: '/api/originals/galata-aviator/cashout',
    auth: 'game',
    body: aviatorCashoutSchema,
    data: aviatorCashoutAnswerSchema,
  },
  'originals/galata-aviator/verify': {
    method: 'POST',
    path: '/api/originals/galata-aviator/verify',
    auth: 'public',
    body: aviatorVerifySchema,
    data: aviatorVerifyAnswerSchema,
  },

  // Shared rounds (docs/shared-rounds.md): public audit of a table, bets with the game token.
  'rounds/:gameCode/current': {
    method: 'GET',
    path: '/api/rounds/:gameCode/current',
    auth: 'public',
    body: null,
    params: roundGameParamsSchema,
    data: roundCurrentSchema,
  },
  'rounds/:gameCode/history': {
    method: 'GET',
    path: '/api/rounds/:gameCode/history',
    auth: 'public',
    body: null,
    params: roundGameParamsSchema,
    query: roundHistoryQuerySchema,
    data: roundHistorySchema,
  },
  'rounds/verify/:roundId': {
    method: 'GET',
    path: '/api/rounds/verify/:roundId',
    auth: 'public',
    body: null,
    params: roundIdParamsSchema,
    data: roundVerifySchema,
  },
  'rounds/:gameCode/state': {
    method: 'GET',
    path: '/api/rounds/:gameCode/state',
    auth: 'game',
    body: null,
    params: roundGameParamsSchema,
    data: roundStateSchema,
  },
  'rounds/:gameCode/bet': {
    method: 'POST',
    path: '/api/rounds/:gameCode/bet',
    auth: 'game',
    body: roundBetSchema,
    params: roundGameParamsSchema,
    data: roundBetAnswerSchema,
  },
  'rounds/:gameCode/action': {
    method: 'POST',
    path: '/api/rounds/:gameCode/action',
    auth: 'game',
    body: roundActionSchema,
    params: roundGameParamsSchema,
    data: roundActionAnswerSchema,
  },

  // Bingo rooms (docs/bingo.md): public rooms and games, tickets with the room's game token.
  'bingo/rooms': {
    method: 'GET',
    path: '/api/bingo/rooms',
    auth: 'public',
    body: null,
    data: bingoRoomsSchema,
  },
  'bingo/games/:id': {
    method: 'GET',
    path: '/api/bingo/games/:id',
    auth: 'public',
    body: null,
    params: bingoGameParamsSchema,
    data: bingoGameSchema,
  },
  'bingo/:room/state': {
    method: 'GET',
    path: '/api/bingo/:room/state',
    auth: 'game',
    body: null,
    params: bingoRoomParamsSchema,
    data: bingoStateSchema,
  },
  'bingo/:room/buy': {
    method: 'POST',
    path: '/api/bingo/:room/buy',
    auth: 'game',
    body: bingoBuySchema,
    params: bingoRoomParamsSchema,
    data: bingoBuyAnswerSchema,
  },

  // -------------------------------------------------------------------------------------------
  // Player protection (docs/player-protection.md). Every POST answers the new state.
  'customer/rg': { method: 'GET', path: '/api/customer/rg', auth: 'player', body: null, data: rgStateSchema },
  'customer/rg/limits': {
    method: 'POST',
    path: '/api/customer/rg/limits',
    auth: 'player',
    recentPassword: true,
    body: rgLimitSchema,
    data: rgStateSchema,
  },
  'customer/rg/limits/confirm': {
    method: 'POST',
    path: '/api/customer/rg/limits/confirm',
    auth: 'player',
    recentPassword: true,
    body: rgLimitConfirmSchema,
    data: rgStateSchema,
  },
  'customer/rg/timeout': {
    method: 'POST',
    path: '/api/customer/rg/timeout',
    auth: 'player',
    body: rgTimeoutSchema,
    data: rgStateSchema,
  },
  'customer/rg/selfexclusion': {
    method: 'POST',
    path: '/api/customer/rg/selfexclusion',
    auth: 'player',
    body: rgSelfExclusionSchema,
    data: rgStateSchema,
  },
  'customer/rg/selfexclusion/lift': {
    method: 'POST',
    path: '/api/customer/rg/selfexclusion/lift',
    auth: 'player',
    body: rgLiftRequestSchema,
    optionalBody: true,
    data: rgStateSchema,
  },
  'customer/rg/realitycheck': {
    method: 'POST',
    path: '/api/customer/rg/realitycheck',
    auth: 'player',
    body: rgRealityCheckSchema,
    data: rgStateSchema,
  },
  /** The activity statement (account module); `?format=csv` answers a text/csv file instead. */
  'customer/rg/statement': {
    method: 'POST',
    path: '/api/customer/rg/statement',
    auth: 'player',
    body: statementRequestSchema,
    query: statementQuerySchema,
    data: statementSchema,
  },
  'customer/rg/session': {
    method: 'GET',
    path: '/api/customer/rg/session',
    auth: 'player',
    body: null,
    data: rgSessionSchema,
  },
  'customer/rg/close': {
    method: 'POST',
    path: '/api/customer/rg/close',
    auth: 'player',
    body: rgCloseSchema,
    data: rgCloseResultSchema,
  },
  /** The exclusion register's matches (docs/player-protection.md "The exclusion register"). Audited. */
  'backoffice/exclusion-register/matches': {
    method: 'GET',
    path: '/api/backoffice/exclusion-register/matches',
    auth: staff('rg.view'),
    body: null,
    query: exclusionMatchQuerySchema,
    data: z.array(exclusionMatchSchema),
  },
  'backoffice/players/:id/rg': {
    method: 'GET',
    path: '/api/backoffice/players/:id/rg',
    auth: staff('rg.view'),
    body: null,
    params: idParamsSchema,
    data: rgBackofficeStateSchema,
  },
  'backoffice/players/:id/rg/limits': {
    method: 'POST',
    path: '/api/backoffice/players/:id/rg/limits',
    auth: staff('rg.protect'),
    body: rgBackofficeLimitSchema,
    params: idParamsSchema,
    data: rgBackofficeStateSchema,
  },
  'backoffice/players/:id/rg/timeout': {
    method: 'POST',
    path: '/api/backoffice/players/:id/rg/timeout',
    auth: staff('rg.protect'),
    body: rgBackofficeTimeoutSchema,
    params: idParamsSchema,
    data: rgBackofficeStateSchema,
  },
  'backoffice/players/:id/rg/selfexclusion': {
    method: 'POST',
    path: '/api/backoffice/players/:id/rg/selfexclusion',
    auth: staff('rg.protect'),
    body: rgBackofficeSelfExclusionSchema,
    params: idParamsSchema,
    data: rgBackofficeStateSchema,
  },
  'backoffice/players/:id/rg/selfexclusion/lift': {
    method: 'POST',
    path: '/api/backoffice/players/:id/rg/selfexclusion/lift',
    auth: staff('rg.lift'),
    body: rgBackofficeLiftSchema,
    params: idParamsSchema,
    data: rgBackofficeStateSchema,
  },
  // ------------------------------------------------------------------------- end player protection

  // Staff of the back office (docs/backoffice.md): sign-in with TOTP, then the staff token.
  /**
   * Password, then the TOTP code or a recovery code. 401 TOTP_ENROL (data: enrolToken, secret,
   * otpauthUrl) until two-factor is set up; 401 TOTP_REQUIRED without a code, TOTP_INVALID with a
   * wrong one; both counted like a wrong password.
   */
  'backoffice/auth/login': {
    method: 'POST',
    path: '/api/backoffice/auth/login',
    auth: 'public',
    body: staffLoginSchema,
    data: staffSessionSchema,
  },
  /** The first TOTP code with the enrolment token of TOTP_ENROL: a session and the recovery codes (once). */
  'backoffice/auth/enrol': {
    method: 'POST',
    path: '/api/backoffice/auth/enrol',
    auth: 'public',
    body: staffEnrolSchema,
    data: staffEnrolResultSchema,
  },
  'backoffice/auth/me': {
    method: 'GET',
    path: '/api/backoffice/auth/me',
    auth: staff('session'),
    body: null,
    data: staffMeSchema,
  },
  'backoffice/auth/logout': {
    method: 'POST',
    path: '/api/backoffice/auth/logout',
    auth: staff('session'),
    body: staffEmptySchema,
    optionalBody: true,
    data: noData,
  },
  'backoffice/staff': {
    method: 'GET',
    path: '/api/backoffice/staff',
    auth: staff('staff.view'),
    body: null,
    data: staffListSchema,
  },
  /** A new staff member, who enrols TOTP at their first sign-in. */
  'backoffice/staff create': {
    method: 'POST',
    path: '/api/backoffice/staff',
    auth: staff('staff.manage'),
    body: staffCreateSchema,
    data: staffMemberSchema,
  },
  /** Replaces the member's roles; their sessions end (the next sign-in carries the new roles). */
  'backoffice/staff/:id/roles': {
    method: 'POST',
    path: '/api/backoffice/staff/:id/roles',
    auth: staff('staff.manage'),
    body: staffRolesSchema,
    params: idParamsSchema,
    data: staffMemberSchema,
  },
  /** Deactivates (`active: false`, sessions end) or reactivates a member. */
  'backoffice/staff/:id/active': {
    method: 'POST',
    path: '/api/backoffice/staff/:id/active',
    auth: staff('staff.manage'),
    body: staffActiveSchema,
    params: idParamsSchema,
    data: staffMemberSchema,
  },
  /** Forgets the member's TOTP secret and recovery codes; sessions end; they enrol again at sign-in. */
  'backoffice/staff/:id/totp/reset': {
    method: 'POST',
    path: '/api/backoffice/staff/:id/totp/reset',
    auth: staff('staff.manage'),
    body: staffEmptySchema,
    optionalBody: true,
    params: idParamsSchema,
    data: staffMemberSchema,
  },

  // Pages and files outside /api.
  /** The demo gateway's hosted payment page (docs/wallet.md). */
  'page:pay/:id': { method: 'GET', path: '/pay/:id', auth: 'public', body: null, data: 'html' },
  /** Its Pay / Cancel form; a forged link or a bad form answers the page's own 404 page. */
  'page:pay/:id submit': { method: 'POST', path: '/pay/:id', auth: 'public', body: 'form', data: 'html' },
  'page:originals/assets/:file': {
    method: 'GET',
    path: '/originals/assets/:file',
    auth: 'public',
    body: null,
    data: 'asset',
  },
  'page:originals/verify': {
    method: 'GET',
    path: '/originals/verify',
    auth: 'public',
    body: null,
    data: 'html',
  },
  'page:originals/:game/': {
    method: 'GET',
    path: '/originals/:game/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-aviator/': {
    method: 'GET',
    path: '/originals/galata-aviator/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-live-roulette/': {
    method: 'GET',
    path: '/originals/galata-live-roulette/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-live-baccarat/': {
    method: 'GET',
    path: '/originals/galata-live-baccarat/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-dragon-tiger/': {
    method: 'GET',
    path: '/originals/galata-dragon-tiger/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-infinite-blackjack/': {
    method: 'GET',
    path: '/originals/galata-infinite-blackjack/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-keno-tv/': {
    method: 'GET',
    path: '/originals/galata-keno-tv/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-money-wheel/': {
    method: 'GET',
    path: '/originals/galata-money-wheel/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-lucky-7/': {
    method: 'GET',
    path: '/originals/galata-lucky-7/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-bingo-90/': {
    method: 'GET',
    path: '/originals/galata-bingo-90/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-bingo-75/': {
    method: 'GET',
    path: '/originals/galata-bingo-75/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-virtual-football/': {
    method: 'GET',
    path: '/originals/galata-virtual-football/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-virtual-continental/': {
    method: 'GET',
    path: '/originals/galata-virtual-continental/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  'page:originals/galata-three-card-poker/': {
    method: 'GET',
    path: '/originals/galata-three-card-poker/',
    auth: 'game',
    body: null,
    data: 'html',
  },
  // -------------------------------------------------------------------------------------------
  // Content management (docs/backoffice.md "Content").
  /** The home carousel's banners, in their order (every one: on, off, scheduled, over). */
  'backoffice/cms/banners': {
    method: 'GET',
    path: '/api/backoffice/cms/banners',
    auth: staff('content.view'),
    body: null,
    data: z.array(backofficeBannerSchema),
  },
  /** Upload (multipart/form-data: `file` PNG/JPEG/WebP up to BANNER_UPLOAD.maxBytes, and bannerFieldsSchema's fields). */
  'backoffice/cms/banners add': {
    method: 'POST',
    path: '/api/backoffice/cms/banners',
    auth: staff('content.edit'),
    body: 'multipart',
    data: backofficeBannerSchema,
  },
  /** A banner's fields and whether it is on. */
  'backoffice/cms/banners/:id': {
    method: 'PUT',
    path: '/api/backoffice/cms/banners/:id',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: bannerEditSchema,
    data: backofficeBannerSchema,
  },
  /** One place up or down; answers the list in its new order. */
  'backoffice/cms/banners/:id/move': {
    method: 'POST',
    path: '/api/backoffice/cms/banners/:id/move',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: bannerMoveSchema,
    data: z.array(backofficeBannerSchema),
  },
  /** Removes the banner (its image stays in the media store: a cached page may still show it). */
  'backoffice/cms/banners/:id/delete': {
    method: 'POST',
    path: '/api/backoffice/cms/banners/:id/delete',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: bannerDeleteSchema,
    optionalBody: true,
    data: z.array(backofficeBannerSchema),
  },
  /**
   * The frame a provider's launch HTML runs in (spec §7 `casino/softgamingslaunchurl`; docs/casino.md
   * "Web"): a fixed page of ours, sandboxed by its own CSP, that takes the HTML from the play
   * window, shows the part before the script and runs the script.
   */
  'page:provider-html': {
    method: 'GET',
    path: '/provider-html',
    auth: 'public',
    body: null,
    data: 'html',
  },
  /** Banner artwork uploaded in the back office (docs/content.md "Banners from the back office"): public, immutable. */
  'page:media/cms/:name': {
    method: 'GET',
    path: '/media/cms/:name',
    auth: 'public',
    body: null,
    data: 'asset',
  },
  /** Every UI string in both languages, searched by key or text. */
  'backoffice/cms/strings': {
    method: 'GET',
    path: '/api/backoffice/cms/strings',
    auth: staff('content.view'),
    body: null,
    query: uiStringsQuerySchema,
    data: uiStringPageSchema,
  },
  /** One string in one language; the site shows it within seconds (content version). */
  'backoffice/cms/strings set': {
    method: 'POST',
    path: '/api/backoffice/cms/strings',
    auth: staff('content.edit'),
    body: uiStringEditSchema,
    data: uiStringRowSchema,
  },
  /**
   * The players who win most on the sportsbook over Istanbul days, largest first (docs/backoffice.md
   * "Trading", top winners): from the ledger's sportsbook postings on the players' accounts.
   */
  'backoffice/sports/winners': {
    method: 'GET',
    path: '/api/backoffice/sports/winners',
    auth: staff('sports.view'),
    body: null,
    query: tradingWinnersQuerySchema,
    data: tradingWinnerPageSchema,
  },
  /** The events in play with their bet stops, stake per minute and worst liability (docs/backoffice.md "Trading"). */
  'backoffice/sports/live': {
    method: 'GET',
    path: '/api/backoffice/sports/live',
    auth: staff('sports.view'),
    body: null,
    query: tradingLiveQuerySchema,
    data: tradingLiveSchema,
  },
  // Popups, the banner's artwork, site options and footer lists (docs/backoffice.md "Content").
  /** Every popup of both kinds (the popup banner and the first-visit popup), newest first. */
  'backoffice/cms/popups': {
    method: 'GET',
    path: '/api/backoffice/cms/popups',
    auth: staff('content.view'),
    body: null,
    data: z.array(backofficePopupSchema),
  },
  /** Upload (multipart/form-data: `file` as a banner's, and popupFieldsSchema's fields). */
  'backoffice/cms/popups add': {
    method: 'POST',
    path: '/api/backoffice/cms/popups',
    auth: staff('content.edit'),
    body: 'multipart',
    data: backofficePopupSchema,
  },
  /** A popup's fields and whether it is on. */
  'backoffice/cms/popups/:id': {
    method: 'PUT',
    path: '/api/backoffice/cms/popups/:id',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: popupEditSchema,
    data: backofficePopupSchema,
  },
  /** Removes the popup (its image stays: a cached page may still show it). */
  'backoffice/cms/popups/:id/delete': {
    method: 'POST',
    path: '/api/backoffice/cms/popups/:id/delete',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: bannerDeleteSchema,
    optionalBody: true,
    data: z.array(backofficePopupSchema),
  },
  /** A banner's artwork replaced (multipart/form-data: only `file`); its fields stay. */
  'backoffice/cms/banners/:id/image': {
    method: 'POST',
    path: '/api/backoffice/cms/banners/:id/image',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: 'multipart',
    data: backofficeBannerSchema,
  },
  /** Every site option the console edits (social links, contacts, live chat), set or not. */
  'backoffice/cms/options': {
    method: 'GET',
    path: '/api/backoffice/cms/options',
    auth: staff('content.view'),
    body: null,
    data: z.array(backofficeSiteOptionSchema),
  },
  /** One option's value and status; the site shows it within seconds (content version). */
  'backoffice/cms/options set': {
    method: 'POST',
    path: '/api/backoffice/cms/options',
    auth: staff('content.edit'),
    body: siteOptionEditSchema,
    data: z.array(backofficeSiteOptionSchema),
  },
  /** The footer's link lists in their order, both languages. */
  'backoffice/cms/footer': {
    method: 'GET',
    path: '/api/backoffice/cms/footer',
    auth: staff('content.view'),
    body: null,
    data: z.array(backofficeFooterListSchema),
  },
  /** Every list and link at once, in the order given (a whole save, so an order is never half-moved). */
  'backoffice/cms/footer set': {
    method: 'PUT',
    path: '/api/backoffice/cms/footer',
    auth: staff('content.edit'),
    body: footerListsEditSchema,
    data: z.array(backofficeFooterListSchema),
  },
  /** A grant list's CSV read and checked row by row (docs/backoffice.md "Grant lists"); nothing is filed. */
  'backoffice/bonus-grants/lists/check': {
    method: 'POST',
    path: '/api/backoffice/bonus-grants/lists/check',
    auth: staff('bonuses.grant'),
    body: grantListCheckSchema,
    data: grantListSchema,
  },
  /** The list filed as one pending action (400 GRANT_LIST_INVALID with the rows when one is in error). */
  'backoffice/bonus-grants/lists': {
    method: 'POST',
    path: '/api/backoffice/bonus-grants/lists',
    auth: staff('bonuses.grant'),
    body: grantListFileSchema,
    data: pendingActionSchema,
  },
  /** A filed list's rows (`:id` is its pending action) with each row's outcome once approved. */
  'backoffice/bonus-grants/lists/:id': {
    method: 'GET',
    path: '/api/backoffice/bonus-grants/lists/:id',
    auth: staff('actions.view'),
    params: idParamsSchema,
    body: null,
    data: grantListSchema,
  },
  /** How many players a segment broadcast would reach now (docs/backoffice.md "Segment broadcasts"). */
  'backoffice/notifications/audience': {
    method: 'GET',
    path: '/api/backoffice/notifications/audience',
    auth: staff('notifications.audience'),
    body: null,
    query: broadcastAudienceQuerySchema,
    data: broadcastAudienceSchema,
  },
  /*
   * The other reports (docs/backoffice.md "Reports"): each over Istanbul days, `format=csv` answers
   * the rows as a CSV file instead of the envelope.
   */
  /** Deposits and withdrawals by method and status, with the time to approve. */
  'backoffice/reports/payments': {
    method: 'GET',
    path: '/api/backoffice/reports/payments',
    auth: staff('reports.view'),
    body: null,
    query: reportRangeQuerySchema,
    data: paymentsReportSchema,
  },
  /** First-time depositors per day: how many, and their first deposits' sum. */
  'backoffice/reports/first-deposits': {
    method: 'GET',
    path: '/api/backoffice/reports/first-deposits',
    auth: staff('reports.view'),
    body: null,
    query: reportRangeQuerySchema,
    data: firstDepositsReportSchema,
  },
  /** Each player's profit and loss over the range, largest profit first, paged. */
  'backoffice/reports/pnl': {
    method: 'GET',
    path: '/api/backoffice/reports/pnl',
    auth: staff('reports.view'),
    body: null,
    query: pnlQuerySchema,
    data: pnlReportSchema,
  },
  /** Cash, bonus, pending withdrawals and open sports stakes at the end of each day. */
  'backoffice/reports/liabilities': {
    method: 'GET',
    path: '/api/backoffice/reports/liabilities',
    auth: staff('reports.view'),
    body: null,
    query: reportRangeQuerySchema,
    data: liabilitiesReportSchema,
  },
  /** The sportsbook's stakes, payouts and margin by sport and market type. */
  'backoffice/reports/margin': {
    method: 'GET',
    path: '/api/backoffice/reports/margin',
    auth: staff('reports.view'),
    body: null,
    query: reportRangeQuerySchema,
    data: marginReportSchema,
  },

  // -------------------------------------------------------------------------------------------
  // Editing a game of the catalogue (docs/backoffice.md "Casino catalogue", "Editing a game").
  /** A game's names (tr and en) and its lobby category (or none); the lobby shows them at once. */
  'backoffice/casino/games/:id': {
    method: 'PUT',
    path: '/api/backoffice/casino/games/:id',
    auth: staff('catalog.edit'),
    params: idParamsSchema,
    body: catalogGameEditSchema,
    data: catalogGameEditedSchema,
  },
  /** The lobby card's artwork (multipart/form-data: one `file`, PNG/JPEG/WebP by its bytes, up to 2 MB). */
  'backoffice/casino/games/:id/artwork': {
    method: 'POST',
    path: '/api/backoffice/casino/games/:id/artwork',
    auth: staff('catalog.edit'),
    params: idParamsSchema,
    body: 'multipart',
    data: catalogGameEditedSchema,
  },

  // -------------------------------------------------------------------------------------------
  // Tables and rounds (docs/backoffice.md "Tables and rounds").
  /** Every table on the shared-round engine with its round now; money only for `rounds.money`. */
  'backoffice/rounds/tables': {
    method: 'GET',
    path: '/api/backoffice/rounds/tables',
    auth: staff('rounds.view'),
    body: null,
    data: boRoundTablesSchema,
  },
  /** A table's last ended rounds with their commitments, revealed seeds and close values. */
  'backoffice/rounds/tables/:gameCode/rounds': {
    method: 'GET',
    path: '/api/backoffice/rounds/tables/:gameCode/rounds',
    auth: staff('rounds.view'),
    params: roundGameParamsSchema,
    query: boRoundsQuerySchema,
    body: null,
    data: boRoundListSchema,
  },
  /** Recomputes an ended round from its revealed seed (the public verification's checks). */
  'backoffice/rounds/verify/:roundId': {
    method: 'GET',
    path: '/api/backoffice/rounds/verify/:roundId',
    auth: staff('rounds.view'),
    params: roundIdParamsSchema,
    query: boRoundVerifyQuerySchema,
    body: null,
    data: boRoundVerifySchema,
  },
  /** Closes the table to new bets; the round under way plays out and settles. */
  'backoffice/rounds/tables/:gameCode/close': {
    method: 'POST',
    path: '/api/backoffice/rounds/tables/:gameCode/close',
    auth: staff('rounds.manage'),
    params: roundGameParamsSchema,
    body: roundTableSwitchSchema,
    optionalBody: true,
    data: roundTableSwitchedSchema,
  },
  /** Opens the table to bets again. */
  'backoffice/rounds/tables/:gameCode/open': {
    method: 'POST',
    path: '/api/backoffice/rounds/tables/:gameCode/open',
    auth: staff('rounds.manage'),
    params: roundGameParamsSchema,
    body: roundTableSwitchSchema,
    optionalBody: true,
    data: roundTableSwitchedSchema,
  },
  // Promotions and CMS pages: drafts, preview, publish (docs/backoffice.md "Content").
  /** Every promotion (on, off, draft-only) in page order, and the campaigns one may advertise. */
  'backoffice/cms/promotions': {
    method: 'GET',
    path: '/api/backoffice/cms/promotions',
    auth: staff('content.view'),
    body: null,
    data: backofficePromotionsSchema,
  },
  /** A new promotion: a draft, never shown until published. */
  'backoffice/cms/promotions create': {
    method: 'POST',
    path: '/api/backoffice/cms/promotions',
    auth: staff('content.edit'),
    body: promotionCreateSchema,
    data: backofficePromotionSchema,
  },
  /** Saves the promotion's draft; players keep seeing the published text. */
  'backoffice/cms/promotions/:id': {
    method: 'PUT',
    path: '/api/backoffice/cms/promotions/:id',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: promotionDraftSchema,
    data: backofficePromotionSchema,
  },
  /** The draft becomes what players see, at once. */
  'backoffice/cms/promotions/:id/publish': {
    method: 'POST',
    path: '/api/backoffice/cms/promotions/:id/publish',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsPublishSchema,
    optionalBody: true,
    data: backofficePromotionSchema,
  },
  /** On or off, at once. */
  'backoffice/cms/promotions/:id/status': {
    method: 'POST',
    path: '/api/backoffice/cms/promotions/:id/status',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsStatusSchema,
    data: backofficePromotionSchema,
  },
  /** One place up or down the promotions page; answers the list in its new order. */
  'backoffice/cms/promotions/:id/move': {
    method: 'POST',
    path: '/api/backoffice/cms/promotions/:id/move',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsMoveSchema,
    data: backofficePromotionsSchema,
  },
  /** Every CMS page (on, off, draft-only) and the footer groups a page belongs to. */
  'backoffice/cms/pages': {
    method: 'GET',
    path: '/api/backoffice/cms/pages',
    auth: staff('content.view'),
    body: null,
    data: backofficePagesSchema,
  },
  /** A new page: a draft, never shown until published. */
  'backoffice/cms/pages create': {
    method: 'POST',
    path: '/api/backoffice/cms/pages',
    auth: staff('content.edit'),
    body: pageCreateSchema,
    data: backofficePageSchema,
  },
  /** Saves the page's draft (sanitised HTML in both languages). */
  'backoffice/cms/pages/:id': {
    method: 'PUT',
    path: '/api/backoffice/cms/pages/:id',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: pageDraftSchema,
    data: backofficePageSchema,
  },
  'backoffice/cms/pages/:id/publish': {
    method: 'POST',
    path: '/api/backoffice/cms/pages/:id/publish',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsPublishSchema,
    optionalBody: true,
    data: backofficePageSchema,
  },
  'backoffice/cms/pages/:id/status': {
    method: 'POST',
    path: '/api/backoffice/cms/pages/:id/status',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsStatusSchema,
    data: backofficePageSchema,
  },
  // Discard a draft, delete, a promotion's picture, a popup's picture (docs/backoffice.md "Content").
  /** The promotion's draft dropped; what players see stays as it was. */
  'backoffice/cms/promotions/:id/discard': {
    method: 'POST',
    path: '/api/backoffice/cms/promotions/:id/discard',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsDiscardSchema,
    optionalBody: true,
    data: backofficePromotionSchema,
  },
  /** Removes the promotion; the site stops showing it at once. Answers the list. */
  'backoffice/cms/promotions/:id/delete': {
    method: 'POST',
    path: '/api/backoffice/cms/promotions/:id/delete',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsDiscardSchema,
    optionalBody: true,
    data: backofficePromotionsSchema,
  },
  /** A promotion's picture (multipart/form-data: only `file`, as a banner's); answers its path for the draft. */
  'backoffice/cms/promotions/image': {
    method: 'POST',
    path: '/api/backoffice/cms/promotions/image',
    auth: staff('content.edit'),
    body: 'multipart',
    data: promotionImageSchema,
  },
  /** The page's draft dropped; what players see stays as it was. */
  'backoffice/cms/pages/:id/discard': {
    method: 'POST',
    path: '/api/backoffice/cms/pages/:id/discard',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsDiscardSchema,
    optionalBody: true,
    data: backofficePageSchema,
  },
  /** Removes the page; the site (page, footer, menus) stops showing it at once. Answers the list. */
  'backoffice/cms/pages/:id/delete': {
    method: 'POST',
    path: '/api/backoffice/cms/pages/:id/delete',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: cmsDiscardSchema,
    optionalBody: true,
    data: backofficePagesSchema,
  },
  /** A popup's picture replaced (multipart/form-data: only `file`); its fields stay. */
  'backoffice/cms/popups/:id/image': {
    method: 'POST',
    path: '/api/backoffice/cms/popups/:id/image',
    auth: staff('content.edit'),
    params: idParamsSchema,
    body: 'multipart',
    data: backofficePopupSchema,
  },
  /** A short-lived link to the player site's rendering of a draft (the draft's editors only). */
  'backoffice/cms/preview': {
    method: 'POST',
    path: '/api/backoffice/cms/preview',
    auth: staff('content.edit'),
    body: cmsPreviewRequestSchema,
    data: cmsPreviewLinkSchema,
  },
  /** The draft behind a preview link, rendered as the player site's answer would be; never cached. */
  'cms/preview/:token': {
    method: 'GET',
    path: '/api/cms/preview/:token',
    auth: 'public',
    body: null,
    params: cmsPreviewParamsSchema,
    data: cmsPreviewSchema,
  },
} as const

export type ApiPath = keyof typeof apiRoutes
type Route<P extends ApiPath> = (typeof apiRoutes)[P]
/** What the browser sends to `P` (before defaults); `never` for a GET or a body the contract does not describe. */
export type ApiBody<P extends ApiPath> = Route<P>['body'] extends z.ZodType
  ? z.input<Route<P>['body']>
  : never
/** The query string of `P` (before defaults); `never` when it takes none. */
export type ApiQuery<P extends ApiPath> =
  Route<P> extends { query: infer Q extends z.ZodType } ? z.input<Q> : never
/** The `data` of a successful answer from `P`. */
export type ApiData<P extends ApiPath> = Route<P>['data'] extends z.ZodType
  ? z.output<Route<P>['data']>
  : never
