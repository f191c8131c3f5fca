CREATE TABLE "sports_cashouts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"player_id" bigint NOT NULL,
	"cashout_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"stake_part" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"offer" bigint NOT NULL,
	"settle_version" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_cashouts_kind" CHECK ("sports_cashouts"."kind" in ('full', 'partial', 'auto')),
	CONSTRAINT "sports_cashouts_amount" CHECK ("sports_cashouts"."amount" > 0 and "sports_cashouts"."stake_part" > 0)
);
--> statement-breakpoint
CREATE TABLE "sports_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"scope_key" text NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"max_stake" bigint,
	"max_payout" bigint,
	"max_liability" bigint,
	"stake_factor" double precision,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "sports_limits_scope" CHECK ("sports_limits"."scope" in ('platform', 'sport', 'competition', 'market', 'event', 'player'))
);
--> statement-breakpoint
ALTER TABLE "sports_tickets" DROP CONSTRAINT "sports_tickets_status";--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD COLUMN "cashout_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD COLUMN "cashed_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD COLUMN "auto_cashout" bigint;--> statement-breakpoint
ALTER TABLE "sports_cashouts" ADD CONSTRAINT "sports_cashouts_ticket_id_sports_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."sports_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_cashouts" ADD CONSTRAINT "sports_cashouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_cashouts_key_idx" ON "sports_cashouts" USING btree ("player_id","cashout_key");--> statement-breakpoint
CREATE INDEX "sports_cashouts_ticket_idx" ON "sports_cashouts" USING btree ("ticket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sports_limits_scope_idx" ON "sports_limits" USING btree ("scope","scope_key","live");--> statement-breakpoint
CREATE INDEX "sports_tickets_auto_cashout_idx" ON "sports_tickets" USING btree ("id") WHERE "sports_tickets"."status" = 'open' and "sports_tickets"."auto_cashout" is not null;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD CONSTRAINT "sports_tickets_status" CHECK ("sports_tickets"."status" in ('open', 'won', 'lost', 'void', 'cashed_out'));