CREATE TABLE "bonus_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title" jsonb NOT NULL,
	"percent_bp" integer NOT NULL,
	"max_amount" bigint NOT NULL,
	"min_base" bigint NOT NULL,
	"wagering_multiplier" integer NOT NULL,
	"valid_days" integer NOT NULL,
	"claim_days" integer NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_campaigns_code_unique" UNIQUE("code"),
	CONSTRAINT "bonus_campaigns_kind" CHECK ("bonus_campaigns"."kind" in ('deposit_match', 'cashback')),
	CONSTRAINT "bonus_campaigns_numbers" CHECK ("bonus_campaigns"."percent_bp" > 0 and "bonus_campaigns"."max_amount" > 0 and "bonus_campaigns"."min_base" >= 0 and "bonus_campaigns"."wagering_multiplier" >= 0 and "bonus_campaigns"."valid_days" > 0 and "bonus_campaigns"."claim_days" > 0)
);
--> statement-breakpoint
CREATE TABLE "provider_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"tx_id" text NOT NULL,
	"op" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"ref_tx_id" text,
	"game_code" text,
	"amount" bigint NOT NULL,
	"cash_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_id" bigint,
	"status" text NOT NULL,
	"request_hash" text NOT NULL,
	"ledger_transaction_id" bigint,
	"cash_after" bigint,
	"bonus_after" bigint,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_transactions_op" CHECK ("provider_transactions"."op" in ('bet', 'win', 'rollback')),
	CONSTRAINT "provider_transactions_status" CHECK ("provider_transactions"."status" in ('open', 'settled', 'rolled_back', 'cancelled', 'applied', 'noop', 'tombstone')),
	CONSTRAINT "provider_transactions_amounts" CHECK ("provider_transactions"."amount" >= 0 and "provider_transactions"."cash_amount" >= 0 and "provider_transactions"."bonus_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "period" text;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_bonus_id_bonuses_id_fk" FOREIGN KEY ("bonus_id") REFERENCES "public"."bonuses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "provider_transactions_tx_idx" ON "provider_transactions" USING btree ("provider","tx_id");--> statement-breakpoint
CREATE INDEX "provider_transactions_player_idx" ON "provider_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "provider_transactions_round_idx" ON "provider_transactions" USING btree ("provider","player_id","round_id");--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_campaign_claim_idx" ON "bonuses" USING btree ("campaign_id","player_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_active_per_player_idx" ON "bonuses" USING btree ("player_id") WHERE "bonuses"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bonuses_expiry_idx" ON "bonuses" USING btree ("expires_at") WHERE "bonuses"."status" = 'active';
