ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "provider_transactions" DROP CONSTRAINT "provider_transactions_op";--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "settled_amount" bigint;--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD COLUMN "settle_version" integer;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('deposit', 'withdrawal_reserve', 'withdrawal_confirm', 'withdrawal_reject', 'bonus_grant', 'bonus_convert', 'bonus_forfeit', 'bet', 'win', 'rollback', 'adjustment', 'settle', 'unsettle'));--> statement-breakpoint
ALTER TABLE "provider_transactions" ADD CONSTRAINT "provider_transactions_op" CHECK ("provider_transactions"."op" in ('bet', 'win', 'rollback', 'settle', 'unsettle'));