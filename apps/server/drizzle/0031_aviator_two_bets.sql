DROP INDEX "aviator_bets_round_player_idx";--> statement-breakpoint
ALTER TABLE "aviator_bets" ADD COLUMN "slot" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "aviator_bets_round_player_slot_idx" ON "aviator_bets" USING btree ("round_id","player_id","slot");--> statement-breakpoint
ALTER TABLE "aviator_bets" ADD CONSTRAINT "aviator_bets_slot" CHECK ("aviator_bets"."slot" in (1, 2));