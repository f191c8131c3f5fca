CREATE TABLE "aviator_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"round_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"auto_cashout_e2" integer,
	"status" text NOT NULL,
	"cashout_e2" integer,
	"payout" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "aviator_bets_status" CHECK ("aviator_bets"."status" in ('open', 'won', 'lost', 'refunded')),
	CONSTRAINT "aviator_bets_stake" CHECK ("aviator_bets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "aviator_chains" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"terminal_hash" text NOT NULL,
	"length" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aviator_leader" (
	"id" smallint PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"lease_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "aviator_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain_id" bigint NOT NULL,
	"chain_index" integer NOT NULL,
	"hash" text NOT NULL,
	"crash_e2" integer NOT NULL,
	"phase" text NOT NULL,
	"runner" text NOT NULL,
	"betting_ends_at" timestamp with time zone NOT NULL,
	"flight_started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "aviator_rounds_phase" CHECK ("aviator_rounds"."phase" in ('betting', 'flying', 'crashed', 'void'))
);
--> statement-breakpoint
ALTER TABLE "aviator_bets" ADD CONSTRAINT "aviator_bets_round_id_aviator_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."aviator_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviator_bets" ADD CONSTRAINT "aviator_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "aviator_rounds" ADD CONSTRAINT "aviator_rounds_chain_id_aviator_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."aviator_chains"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "aviator_bets_round_player_idx" ON "aviator_bets" USING btree ("round_id","player_id");--> statement-breakpoint
CREATE INDEX "aviator_bets_player_idx" ON "aviator_bets" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "aviator_bets_open_idx" ON "aviator_bets" USING btree ("round_id") WHERE "aviator_bets"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "aviator_rounds_chain_idx" ON "aviator_rounds" USING btree ("chain_id","chain_index");--> statement-breakpoint
CREATE UNIQUE INDEX "aviator_rounds_hash_idx" ON "aviator_rounds" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "aviator_rounds_unfinished_idx" ON "aviator_rounds" USING btree ("id") WHERE "aviator_rounds"."phase" in ('betting', 'flying');