ALTER TABLE "sports_tickets" DROP CONSTRAINT "sports_tickets_status";--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "state_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "live_state" jsonb;--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "bet_stop_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_events" ADD COLUMN "live_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_markets" ADD COLUMN "phase" text DEFAULT 'pre' NOT NULL;--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" ADD COLUMN "state_version" integer;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD COLUMN "accept_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "sports_world" ADD COLUMN "live_seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "sports_tickets_pending_idx" ON "sports_tickets" USING btree ("accept_at") WHERE "sports_tickets"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_phase" CHECK ("sports_markets"."phase" in ('pre', 'live', 'closed'));--> statement-breakpoint
ALTER TABLE "sports_tickets" ADD CONSTRAINT "sports_tickets_status" CHECK ("sports_tickets"."status" in ('pending', 'rejected', 'open', 'won', 'lost', 'void', 'cashed_out'));