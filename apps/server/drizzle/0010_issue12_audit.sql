DROP INDEX "provider_transactions_player_idx";--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "first_approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "claim_phone" text;--> statement-breakpoint
-- Hand-written (issue 12): existing data must satisfy the two new unique indexes before they are
-- built. A number verified on several accounts stays verified on the account that has had it
-- longest (lowest id); the others keep the number, unverified, and verify another. Each existing
-- trial bonus records its player's phone, the first claim per number only (later ones were the
-- abuse this closes and stay as they are).
UPDATE "players" p SET "phone_verified" = false
WHERE p."phone_verified" AND EXISTS (
  SELECT 1 FROM "players" q WHERE q."phone_verified" AND q."phone" = p."phone" AND q."id" < p."id"
);--> statement-breakpoint
UPDATE "bonuses" b SET "claim_phone" = p."phone"
FROM "players" p
WHERE b."kind" = 'trial' AND b."player_id" = p."id" AND p."phone" <> ''
  AND b."id" = (
    SELECT min(b2."id") FROM "bonuses" b2 JOIN "players" p2 ON p2."id" = b2."player_id"
    WHERE b2."kind" = 'trial' AND p2."phone" = p."phone"
  );--> statement-breakpoint
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
CREATE UNIQUE INDEX "players_phone_verified_idx" ON "players" USING btree ("phone") WHERE "players"."phone_verified";--> statement-breakpoint
CREATE UNIQUE INDEX "bonuses_one_trial_per_phone_idx" ON "bonuses" USING btree ("claim_phone") WHERE "bonuses"."kind" = 'trial';--> statement-breakpoint
CREATE INDEX "provider_transactions_settled_idx" ON "provider_transactions" USING btree ("player_id","settled_at") WHERE "provider_transactions"."settled_at" is not null;