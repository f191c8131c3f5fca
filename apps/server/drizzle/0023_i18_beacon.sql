ALTER TABLE "table_rounds" ADD COLUMN "fairness_mode" text DEFAULT 'embedded' NOT NULL;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD COLUMN "beacon_round" bigint;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD COLUMN "beacon_signature" text;--> statement-breakpoint
ALTER TABLE "table_rounds" ADD COLUMN "beacon_fallback" text;