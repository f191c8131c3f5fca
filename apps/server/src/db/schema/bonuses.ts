import { sql } from 'drizzle-orm'
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { Localized } from '@galata/contract'
import { players } from './accounts.js'
import { ledgerTransactions } from './wallet.js'

/**
 * Bonuses a player holds (docs/bonuses.md). The money itself sits in the player's
 * `player_bonus` ledger account; a row here carries what the ledger does not: the wagering
 * requirement, the progress towards it, and the expiry.
 */

const at = (name: string) => timestamp(name, { withTimezone: true })

export const bonusKinds = ['trial', 'campaign', 'manual'] as const
export type BonusKind = (typeof bonusKinds)[number]
export const bonusStatuses = ['active', 'converted', 'forfeited', 'expired'] as const
export type BonusStatus = (typeof bonusStatuses)[number]

/**
 * `sports_freebet`: a claimed freebet token for a sports bet; `sports_boost`: extra winnings on
 * winning kombines; `sports_refund`: a kombine lost by one leg refunded as a freebet
 * (docs/sportsbook.md "Sports promotions"). The last two apply by themselves, never claimed.
 */
export const campaignKinds = [
  'deposit_match',
  'reload',
  'cashback',
  'sports_freebet',
  'sports_boost',
  'sports_refund',
] as const
export type CampaignKind = (typeof campaignKinds)[number]

/**
 * Bonus campaigns a player may claim on /dashboard/claim-bonus (docs/bonuses.md). The rules are
 * columns, not prose: the web writes them out in the player's language from these numbers, and the
 * server computes every amount from the same numbers.
 */
export const bonusCampaigns = pgTable(
  'bonus_campaigns',
  {
    id: serial('id').primaryKey(),
    /** Stable name the seed and tests use (`first_deposit`, `weekly_cashback`). */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<CampaignKind>().notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    /** deposit_match: % of the first deposit; cashback: % of last week's net loss. Basis points. */
    percentBp: integer('percent_bp').notNull(),
    /** Kuruş: the bonus never exceeds this. */
    maxAmount: bigint('max_amount', { mode: 'bigint' }).notNull(),
    /** Kuruş: the least deposit (deposit_match) or net loss (cashback) that qualifies. */
    minBase: bigint('min_base', { mode: 'bigint' }).notNull(),
    /** Stakes needed before conversion, as a multiple of the bonus. */
    wageringMultiplier: integer('wagering_multiplier').notNull(),
    /** Days the granted bonus may be wagered before it is forfeited. */
    validDays: integer('valid_days').notNull(),
    /** deposit_match: days after the first deposit during which it may be claimed. */
    claimDays: integer('claim_days').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    /** The promotion's own terms, written by CRM (docs/backoffice.md "Campaigns"); shown beside the figures. */
    terms: jsonb('terms').$type<Localized>(),
    /** Claimable from / until these instants (null: no bound). */
    startsAt: at('starts_at'),
    endsAt: at('ends_at'),
    /** Raised by every edit; each version's terms are kept in `bonus_campaign_versions`. */
    version: integer('version').notNull().default(1),
    /** Sports campaigns (docs/sportsbook.md "Sports promotions"): the least legs of a qualifying kombine. */
    minLegs: integer('min_legs'),
    /** Sports campaigns: the least price, ×1000 — of each leg (boost, refund) or of the ticket (freebet). */
    minOddsMilli: integer('min_odds_milli'),
  },
  (t) => [
    check(
      'bonus_campaigns_kind',
      sql`${t.kind} in ('deposit_match', 'reload', 'cashback', 'sports_freebet', 'sports_boost', 'sports_refund')`,
    ),
    check(
      'bonus_campaigns_numbers',
      sql`${t.percentBp} > 0 and ${t.maxAmount} > 0 and ${t.minBase} >= 0 and ${t.wageringMultiplier} >= 0 and ${t.validDays} > 0 and ${t.claimDays} > 0`,
    ),
  ],
)

export const bonuses = pgTable(
  'bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'restrict' }),
    kind: text('kind').$type<BonusKind>().notNull(),
    /** Kuruş granted to the bonus account. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Kuruş of stakes the player must place before the bonus converts to cash. */
    wageringRequired: bigint('wagering_required', { mode: 'bigint' }).notNull(),
    /** Kuruş of stakes placed while it was active (wallet wagering; a rollback takes its stake off). */
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<BonusStatus>().notNull().default('active'),
    expiresAt: at('expires_at').notNull(),
    /** The ledger posting that credited the bonus account. */
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    createdAt: at('created_at').notNull().defaultNow(),
    /** The campaign a `campaign` bonus came from. */
    campaignId: integer('campaign_id').references(() => bonusCampaigns.id, { onDelete: 'restrict' }),
    /** Which claim of the campaign this is: '' for once-ever campaigns, the week's Monday for cashback. */
    period: text('period'),
    /** The campaign's version the bonus was claimed under: its terms stay those (docs/backoffice.md "Campaigns"). */
    campaignVersion: integer('campaign_version'),
    /** When it converted, was forfeited or expired (from the app clock). */
    closedAt: at('closed_at'),
    /**
     * A trial bonus: the verified phone (digits with 90) that claimed it. The trial is once per
     * number ever (docs/security.md), so it stays here when the number moves to another account.
     */
    claimPhone: text('claim_phone'),
  },
  (t) => [
    index('bonuses_player_idx').on(t.playerId, t.id),
    // A campaign is claimed once per player and period, whatever the code does.
    uniqueIndex('bonuses_campaign_claim_idx').on(t.campaignId, t.playerId, t.period),
    // One bonus in play at a time: the bonus account's whole balance belongs to it (docs/bonuses.md).
    uniqueIndex('bonuses_one_active_per_player_idx')
      .on(t.playerId)
      .where(sql`${t.status} = 'active'`),
    index('bonuses_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'active'`),
    // Once per player, whatever the code does: the database refuses a second trial bonus.
    uniqueIndex('bonuses_one_trial_per_player_idx')
      .on(t.playerId)
      .where(sql`${t.kind} = 'trial'`),
    // And once per verified phone number, whichever account holds it now.
    uniqueIndex('bonuses_one_trial_per_phone_idx')
      .on(t.claimPhone)
      .where(sql`${t.kind} = 'trial'`),
    check('bonuses_kind', sql`${t.kind} in ('trial', 'campaign', 'manual')`),
    check('bonuses_status', sql`${t.status} in ('active', 'converted', 'forfeited', 'expired')`),
    check('bonuses_amounts', sql`${t.amount} > 0 and ${t.wageringRequired} >= 0 and ${t.wagered} >= 0`),
  ],
)

/**
 * Every version of a campaign's terms as CRM saved it (docs/backoffice.md "Campaigns"): a claimed
 * bonus names the version it was claimed under, so an edit never changes what a player accepted.
 */
export const bonusCampaignVersions = pgTable(
  'bonus_campaign_versions',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => bonusCampaigns.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    title: jsonb('title').$type<Localized>().notNull(),
    terms: jsonb('terms').$type<Localized>(),
    /** The figures of the version (kind, percentBp, amounts in kuruş as strings, days, dates). */
    figures: jsonb('figures').$type<Record<string, unknown>>().notNull(),
    createdBy: text('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bonus_campaign_versions_pk').on(t.campaignId, t.version)],
)
