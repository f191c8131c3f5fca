CREATE TABLE "sports_competitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"sport" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fixture_id" text NOT NULL,
	"sport" text NOT NULL,
	"competition_id" integer NOT NULL,
	"home_tr" text NOT NULL,
	"home_en" text NOT NULL,
	"away_tr" text NOT NULL,
	"away_en" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"status" text NOT NULL,
	"seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"revealed_seed" text,
	"model" jsonb NOT NULL,
	"result" jsonb,
	"result_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_events_status" CHECK ("sports_events"."status" in ('scheduled', 'live', 'finished', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sports_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"key" text NOT NULL,
	"line" double precision,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"status" text NOT NULL,
	"mbs" integer DEFAULT 1 NOT NULL,
	"sort" integer NOT NULL,
	CONSTRAINT "sports_markets_status" CHECK ("sports_markets"."status" in ('active', 'suspended', 'settled', 'void')),
	CONSTRAINT "sports_markets_mbs" CHECK ("sports_markets"."mbs" between 1 and 30)
);
--> statement-breakpoint
CREATE TABLE "sports_outcomes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"key" text NOT NULL,
	"name_tr" text NOT NULL,
	"name_en" text NOT NULL,
	"odds_milli" integer NOT NULL,
	"prob" double precision NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL,
	"liability_stake" bigint DEFAULT 0 NOT NULL,
	"liability_payout" bigint DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "sports_outcomes_odds" CHECK ("sports_outcomes"."odds_milli" > 1000),
	CONSTRAINT "sports_outcomes_result" CHECK ("sports_outcomes"."result" in ('pending', 'won', 'lost', 'void', 'half_won', 'half_lost'))
);
--> statement-breakpoint
CREATE TABLE "sports_ticket_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"position" integer NOT NULL,
	"outcome_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"odds_milli" integer NOT NULL,
	"mbs" integer NOT NULL,
	"is_banker" boolean DEFAULT false NOT NULL,
	"result" text DEFAULT 'pending' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"system_sizes" jsonb,
	"potential_payout" bigint NOT NULL,
	"status" text NOT NULL,
	"payout" bigint,
	"placement_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"odds_change" text NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"settle_version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_tickets_kind" CHECK ("sports_tickets"."kind" in ('single', 'combo', 'system')),
	CONSTRAINT "sports_tickets_status" CHECK ("sports_tickets"."status" in ('open', 'won', 'lost', 'void')),
	CONSTRAINT "sports_tickets_stake" CHECK ("sports_tickets"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "sports_world" (
	"id" integer PRIMARY KEY NOT NULL,
	"seed" text NOT NULL,
	"anchor_real" timestamp with time zone NOT NULL,
	"anchor_world" timestamp with time zone NOT NULL,
	"speed" integer NOT NULL,
	"materialised_to" timestamp with time zone,
	CONSTRAINT "sports_world_one" CHECK ("sports_world"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "players" DROP CONSTRAINT "players_role";--> statement-breakpoint
ALTER TABLE "sports_events" ADD CONSTRAINT "sports_events_competition_id_sports_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sports_competitions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_outcomes" ADD CONSTRAINT "sports_outcomes_market_id_sports_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."sports_markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" ADD CONSTRAINT "sports_ticket_legs_ticket_id_sports_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sports_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" ADD CONSTRAINT "sports_ticket_legs_outcome_id_sports_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."sports_outcomes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" ADD CONSTRAINT "sports_ticket_legs_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD CONSTRAINT "sports_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_competitions_key_idx" ON "sports_competitions" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_events_fixture_idx" ON "sports_events" USING btree ("fixture_id");--> statement-breakpoint
CREATE INDEX "sports_events_start_idx" ON "sports_events" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "sports_events_status_idx" ON "sports_events" USING btree ("status","start_at");--> statement-breakpoint
CREATE INDEX "sports_events_competition_idx" ON "sports_events" USING btree ("competition_id","start_at");--> statement-breakpoint
CREATE INDEX "sports_markets_event_idx" ON "sports_markets" USING btree ("event_id","sort");--> statement-breakpoint
CREATE INDEX "sports_outcomes_market_idx" ON "sports_outcomes" USING btree ("market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_ticket_legs_position_idx" ON "sports_ticket_legs" USING btree ("ticket_id","position");--> statement-breakpoint
CREATE INDEX "sports_ticket_legs_event_idx" ON "sports_ticket_legs" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_tickets_placement_idx" ON "sports_tickets" USING btree ("player_id","placement_key");--> statement-breakpoint
CREATE INDEX "sports_tickets_player_idx" ON "sports_tickets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "sports_tickets_open_idx" ON "sports_tickets" USING btree ("id") WHERE "sports_tickets"."status" = 'open';--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_role" CHECK ("players"."role" in ('player', 'support', 'finance', 'content', 'trader', 'admin'));