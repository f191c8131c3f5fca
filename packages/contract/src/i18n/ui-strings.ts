import type { Localized } from '../locale.js'
import { accountStrings } from './strings/account.js'
import { authStrings } from './strings/auth.js'
import { bonusesStrings } from './strings/bonuses.js'
import { callbackStrings } from './strings/callback.js'
import { casinoStrings } from './strings/casino.js'
import { commonStrings } from './strings/common.js'
import { contentStrings } from './strings/content.js'
import { layoutStrings } from './strings/layout.js'
import { navStrings } from './strings/nav.js'
import { notificationsStrings } from './strings/notifications.js'
import { paymentsStrings } from './strings/payments.js'
import { protectionStrings } from './strings/protection.js'
// The sportsbook (docs/sportsbook.md).
import { sportsStrings } from './strings/sports.js'
import { sportsShareStrings } from './strings/sports-share.js'
// Identity verification (docs/kyc.md).
import { kycStrings } from './strings/kyc.js'
// Licence block, sign-up declarations, consents, cookie notice (docs/content.md).
import { legalStrings } from './strings/legal.js'

/**
 * Every string the player reads in the web app, in every language. The server stores them in the
 * database on boot (new keys only, so an operator's edits survive) and sends them in the bootstrap
 * record's `translationList`; the web app looks them up by key. One file per area under strings/.
 */
export const uiStrings = {
  ...commonStrings,
  ...navStrings,
  ...layoutStrings,
  ...authStrings,
  ...contentStrings,
  ...accountStrings,
  ...callbackStrings,
  ...paymentsStrings,
  ...bonusesStrings,
  ...casinoStrings,
  ...notificationsStrings,
  ...protectionStrings,
  ...kycStrings,
  ...legalStrings,
  ...sportsStrings,
  ...sportsShareStrings,
} as const satisfies Record<string, Localized>

export type UiStringKey = keyof typeof uiStrings
