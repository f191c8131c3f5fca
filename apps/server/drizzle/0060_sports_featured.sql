CREATE TABLE "sports_boost_bets" (
	"ticket_id" bigint PRIMARY KEY NOT NULL,
	"boost_id" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_boosts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"outcome_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"odds_milli" integer NOT NULL,
	"was_milli" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"max_stake" bigint NOT NULL,
	"liability_cap" bigint NOT NULL,
	"note" text,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_boosts_odds" CHECK ("sports_boosts"."odds_milli" > "sports_boosts"."was_milli"),
	CONSTRAINT "sports_boosts_window" CHECK ("sports_boosts"."ends_at" > "sports_boosts"."starts_at"),
	CONSTRAINT "sports_boosts_amounts" CHECK ("sports_boosts"."max_stake" > 0 and "sports_boosts"."liability_cap" > 0)
);
--> statement-breakpoint
CREATE TABLE "sports_featured_events" (
	"event_id" bigint PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_ready_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title_tr" text NOT NULL,
	"title_en" text NOT NULL,
	"outcome_ids" jsonb NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sports_boost_bets" ADD CONSTRAINT "sports_boost_bets_ticket_id_sports_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sports_tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_boost_bets" ADD CONSTRAINT "sports_boost_bets_boost_id_sports_boosts_id_fk" FOREIGN KEY ("boost_id") REFERENCES "public"."sports_boosts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_boosts" ADD CONSTRAINT "sports_boosts_outcome_id_sports_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."sports_outcomes"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_boosts" ADD CONSTRAINT "sports_boosts_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_boosts" ADD CONSTRAINT "sports_boosts_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_featured_events" ADD CONSTRAINT "sports_featured_events_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_featured_events" ADD CONSTRAINT "sports_featured_events_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ready_coupons" ADD CONSTRAINT "sports_ready_coupons_created_by_staff_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_boost_bets_boost_idx" ON "sports_boost_bets" USING btree ("boost_id");--> statement-breakpoint
CREATE INDEX "sports_boosts_live_idx" ON "sports_boosts" USING btree ("ends_at") WHERE "sports_boosts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "sports_ready_coupons_live_idx" ON "sports_ready_coupons" USING btree ("created_at") WHERE "sports_ready_coupons"."retired_at" is null;--> statement-breakpoint
CREATE INDEX "sports_tickets_placed_idx" ON "sports_tickets" USING btree ("placed_at");