DROP INDEX "provider_transactions_player_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written backfill (issue 12): a win settled when it was applied; a settled bet when the first
-- win of its round at or after it arrived (its own time when none is found).
UPDATE "provider_transactions" SET "settled_at" = "created_at" WHERE "op" = 'win';--> statement-breakpoint
UPDATE "provider_transactions" b SET "settled_at" = coalesce((
  SELECT min(w."created_at") FROM "provider_transactions" w
  WHERE w."provider" = b."provider" AND w."player_id" = b."player_id" AND w."round_id" = b."round_id"
    AND w."op" = 'win' AND w."created_at" >= b."created_at"
), b."created_at")
WHERE b."op" = 'bet' AND b."status" = 'settled';--> statement-breakpoint
CREATE INDEX "provider_transactions_settled_idx" ON "provider_transactions" USING btree ("player_id","settled_at") WHERE "provider_transactions"."settled_at" is not null;