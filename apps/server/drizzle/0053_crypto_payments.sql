CREATE TABLE "crypto_payments" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"processor" text NOT NULL,
	"processor_payment_id" text NOT NULL,
	"address" text NOT NULL,
	"network" text NOT NULL,
	"pay_currency" text NOT NULL,
	"pay_amount" text NOT NULL,
	"price_amount" bigint NOT NULL,
	"rate" text NOT NULL,
	"actually_paid" text DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"status_history" jsonb NOT NULL,
	"credited" bigint DEFAULT 0 NOT NULL,
	"credit_transaction_id" bigint,
	"review_reason" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crypto_payments_credited" CHECK ("crypto_payments"."credited" >= 0 and "crypto_payments"."credited" <= "crypto_payments"."price_amount")
);
--> statement-breakpoint
ALTER TABLE "crypto_payments" ADD CONSTRAINT "crypto_payments_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crypto_payments" ADD CONSTRAINT "crypto_payments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crypto_payments_processor_id_idx" ON "crypto_payments" USING btree ("processor","processor_payment_id");--> statement-breakpoint
CREATE INDEX "crypto_payments_player_idx" ON "crypto_payments" USING btree ("player_id");--> statement-breakpoint
-- docs/payments.md: the seeded crypto deposit method moves from the finance team's manual check to
-- the processor; a deposit sends coins to the processor's address, so its wallet field goes.
UPDATE "payment_methods" SET "flow" = 'gateway', "provider" = 'nowpayments', "fields" = (SELECT coalesce(jsonb_agg(f ORDER BY n), '[]'::jsonb) FROM jsonb_array_elements("payment_methods"."fields") WITH ORDINALITY AS e(f, n) WHERE f->>'key' <> 'wallet') WHERE "code" = 'usdt' AND "type" = 1 AND "flow" = 'manual';
