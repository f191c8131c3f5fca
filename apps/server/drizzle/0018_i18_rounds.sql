CREATE TABLE "table_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"client_bet_id" text NOT NULL,
	"spots" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"status" text NOT NULL,
	"payout" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "table_bets_status" CHECK ("table_bets"."status" in ('open', 'won', 'lost', 'refunded')),
	CONSTRAINT "table_bets_stake" CHECK ("table_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "table_leases" (
	"game_code" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_code" text NOT NULL,
	"status" text NOT NULL,
	"server_seed" text NOT NULL,
	"commit" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"reveal_ends_at" timestamp with time zone NOT NULL,
	"close_value" text,
	"outcome" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "table_rounds_status" CHECK ("table_rounds"."status" in ('scheduled', 'open', 'closed', 'revealing', 'settled', 'void'))
);
--> statement-breakpoint
ALTER TABLE "table_bets" ADD CONSTRAINT "table_bets_round_id_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."table_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bets" ADD CONSTRAINT "table_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_bets_client_idx" ON "table_bets" USING btree ("round_id","player_id","client_bet_id");--> statement-breakpoint
CREATE INDEX "table_bets_round_idx" ON "table_bets" USING btree ("round_id","id");--> statement-breakpoint
CREATE INDEX "table_bets_player_idx" ON "table_bets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "table_bets_open_idx" ON "table_bets" USING btree ("round_id") WHERE "table_bets"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "table_rounds_slot_idx" ON "table_rounds" USING btree ("game_code","opens_at");--> statement-breakpoint
CREATE INDEX "table_rounds_game_idx" ON "table_rounds" USING btree ("game_code","id");--> statement-breakpoint
CREATE INDEX "table_rounds_unfinished_idx" ON "table_rounds" USING btree ("game_code","id") WHERE "table_rounds"."status" not in ('settled', 'void');