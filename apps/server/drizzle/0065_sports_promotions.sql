CREATE TABLE "sports_freebets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"min_odds_milli" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"source_key" text NOT NULL,
	"campaign_id" integer,
	"ticket_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sports_freebets_status" CHECK ("sports_freebets"."status" in ('available', 'used')),
	CONSTRAINT "sports_freebets_source" CHECK ("sports_freebets"."source" in ('campaign', 'void', 'refund')),
	CONSTRAINT "sports_freebets_amount" CHECK ("sports_freebets"."amount" > 0 and "sports_freebets"."min_odds_milli" >= 1000),
	CONSTRAINT "sports_freebets_used" CHECK (("sports_freebets"."status" = 'used') = ("sports_freebets"."ticket_id" is not null and "sports_freebets"."used_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "sports_ticket_boosts" (
	"ticket_id" bigint PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"paid" bigint NOT NULL,
	"version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" DROP CONSTRAINT "bonus_campaigns_kind";--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "min_legs" integer;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "min_odds_milli" integer;--> statement-breakpoint
ALTER TABLE "sports_freebets" ADD CONSTRAINT "sports_freebets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_freebets" ADD CONSTRAINT "sports_freebets_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_freebets" ADD CONSTRAINT "sports_freebets_ticket_id_sports_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sports_tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_boosts" ADD CONSTRAINT "sports_ticket_boosts_ticket_id_sports_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sports_tickets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_ticket_boosts" ADD CONSTRAINT "sports_ticket_boosts_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_freebets_source_idx" ON "sports_freebets" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_freebets_ticket_idx" ON "sports_freebets" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "sports_freebets_player_idx" ON "sports_freebets" USING btree ("player_id","id");--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_kind" CHECK ("bonus_campaigns"."kind" in ('deposit_match', 'reload', 'cashback', 'sports_freebet', 'sports_boost', 'sports_refund'));