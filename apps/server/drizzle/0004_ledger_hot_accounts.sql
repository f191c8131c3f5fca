-- Hot house accounts (docs/wallet.md): system accounts' balance is the sum of their entries from now
-- on, so the stored column is zeroed before the CHECK that keeps it zero. Legs posted earlier keep
-- the balance_after they were written with.
ALTER TABLE "ledger_entries" ALTER COLUMN "balance_after" DROP NOT NULL;--> statement-breakpoint
UPDATE "accounts" SET "balance" = 0 WHERE "player_id" IS NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_system_balance_not_stored" CHECK ("accounts"."player_id" is not null or "accounts"."balance" = 0);
