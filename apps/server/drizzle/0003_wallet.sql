CREATE TABLE "accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_kind" CHECK ("accounts"."kind" in ('player_cash', 'player_bonus', 'pending_withdrawal', 'house', 'payment_clearing', 'provider_clearing')),
	CONSTRAINT "accounts_owner" CHECK (("accounts"."kind" in ('house', 'payment_clearing', 'provider_clearing')) = ("accounts"."player_id" is null)),
	CONSTRAINT "accounts_player_balance_non_negative" CHECK ("accounts"."kind" not in ('player_cash', 'player_bonus', 'pending_withdrawal') or "accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_amount_non_zero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"reference" text,
	"metadata" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_kind" CHECK ("ledger_transactions"."kind" in ('deposit', 'withdrawal_reserve', 'withdrawal_confirm', 'withdrawal_reject', 'bonus_grant', 'bonus_convert', 'bonus_forfeit', 'bet', 'win', 'rollback', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"min" bigint NOT NULL,
	"max" bigint NOT NULL,
	"fields" jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"flow" text NOT NULL,
	"provider" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "payment_methods_type" CHECK ("payment_methods"."type" in (1, 2)),
	CONSTRAINT "payment_methods_flow" CHECK ("payment_methods"."flow" in ('gateway', 'manual')),
	CONSTRAINT "payment_methods_limits" CHECK ("payment_methods"."min" > 0 and "payment_methods"."max" >= "payment_methods"."min")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"method_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text DEFAULT 'TRY' NOT NULL,
	"status" smallint NOT NULL,
	"detail" jsonb NOT NULL,
	"ledger_transaction_id" bigint,
	"settle_transaction_id" bigint,
	"provider_reference" text,
	"note" text,
	"decided_by" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payments_type" CHECK ("payments"."type" in (1, 2)),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in (0, 1, 2, 3, 4, 5, 6))
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_method_id_payment_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."payment_methods"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_player_kind_idx" ON "accounts" USING btree ("kind","player_id","currency") WHERE "accounts"."player_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_system_kind_idx" ON "accounts" USING btree ("kind","currency") WHERE "accounts"."player_id" is null;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key_idx" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_methods_code_type_idx" ON "payment_methods" USING btree ("code","type");--> statement-breakpoint
CREATE INDEX "payments_player_idx" ON "payments" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");