CREATE TABLE "bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagered" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonuses_kind" CHECK ("bonuses"."kind" in ('trial', 'campaign')),
	CONSTRAINT "bonuses_status" CHECK ("bonuses"."status" in ('active', 'converted', 'forfeited', 'expired')),
	CONSTRAINT "bonuses_amounts" CHECK ("bonuses"."amount" > 0 and "bonuses"."wagering_required" >= 0 and "bonuses"."wagered" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_ledger_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("ledger_transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonuses_player_idx" ON "bonuses" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_trial_per_player_idx" ON "bonuses" USING btree ("player_id") WHERE "bonuses"."kind" = 'trial';