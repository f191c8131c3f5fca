CREATE TABLE "crypto_payouts" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"processor" text NOT NULL,
	"processor_payout_id" text,
	"batch_id" text,
	"address" text NOT NULL,
	"network" text NOT NULL,
	"currency" text NOT NULL,
	"amount" text,
	"price_amount" bigint NOT NULL,
	"rate" text,
	"status" text NOT NULL,
	"status_history" jsonb NOT NULL,
	"outcome" text,
	"settle_transaction_id" bigint,
	"error" text,
	"review_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crypto_payouts_outcome" CHECK ("crypto_payouts"."outcome" is null or "crypto_payouts"."outcome" in ('paid', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "crypto_payouts" ADD CONSTRAINT "crypto_payouts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_payouts" ADD CONSTRAINT "crypto_payouts_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_payouts_processor_id_idx" ON "crypto_payouts" USING btree ("processor","processor_payout_id");--> statement-breakpoint
CREATE INDEX "crypto_payouts_player_idx" ON "crypto_payouts" USING btree ("player_id");--> statement-breakpoint
-- Hand-written (docs/payments.md "Payouts"): the crypto withdrawal method is paid out through NOWPayments.
UPDATE "payment_methods" SET "provider" = 'nowpayments' WHERE "code" = 'usdt' AND "type" = 2 AND "provider" IS NULL;
