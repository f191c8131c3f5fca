CREATE TABLE "sports_live_delays" (
	"scope" text NOT NULL,
	"scope_key" text NOT NULL,
	"delay_ms" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" bigint,
	CONSTRAINT "sports_live_delays_scope_scope_key_pk" PRIMARY KEY("scope","scope_key"),
	CONSTRAINT "sports_live_delays_scope" CHECK ("sports_live_delays"."scope" in ('sport', 'competition')),
	CONSTRAINT "sports_live_delays_ms" CHECK ("sports_live_delays"."delay_ms" between 0 and 60000)
);
--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "trader_suspended" boolean DEFAULT false NOT NULL;