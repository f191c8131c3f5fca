CREATE TABLE "provider_rounding_carry" (
	"provider" text NOT NULL,
	"player_id" bigint NOT NULL,
	"carry" bigint NOT NULL,
	CONSTRAINT "provider_rounding_carry_provider_player_id_pk" PRIMARY KEY("provider","player_id"),
	CONSTRAINT "provider_rounding_carry_range" CHECK ("provider_rounding_carry"."carry" >= 0 and "provider_rounding_carry"."carry" < 1000000000000000000)
);
--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_kind";--> statement-breakpoint
ALTER TABLE "accounts" DROP CONSTRAINT "accounts_owner";--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_kind";--> statement-breakpoint
ALTER TABLE "provider_rounding_carry" ADD CONSTRAINT "provider_rounding_carry_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_sessions_created_idx" ON "provider_sessions" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" in ('player_cash', 'player_bonus', 'pending_withdrawal', 'house', 'payment_clearing', 'provider_clearing', 'rounding_suspense'));--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner" CHECK (("accounts"."kind" in ('house', 'payment_clearing', 'provider_clearing', 'rounding_suspense')) = ("accounts"."player_id" is null));--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('deposit', 'withdrawal_reserve', 'withdrawal_confirm', 'withdrawal_reject', 'bonus_grant', 'bonus_convert', 'bonus_forfeit', 'bet', 'win', 'rollback', 'adjustment', 'settle', 'unsettle', 'rounding'));