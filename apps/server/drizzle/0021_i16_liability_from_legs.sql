ALTER TABLE "sports_ticket_legs" DROP CONSTRAINT "sports_ticket_legs_outcome_id_sports_outcomes_id_fk";
--> statement-breakpoint
ALTER TABLE "sports_ticket_legs" DROP CONSTRAINT "sports_ticket_legs_event_id_sports_events_id_fk";
--> statement-breakpoint
CREATE INDEX "sports_ticket_legs_outcome_idx" ON "sports_ticket_legs" USING btree ("outcome_id");--> statement-breakpoint
ALTER TABLE "sports_outcomes" DROP COLUMN "liability_stake";--> statement-breakpoint
ALTER TABLE "sports_outcomes" DROP COLUMN "liability_payout";