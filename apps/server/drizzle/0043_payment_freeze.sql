ALTER TABLE "payments" ADD COLUMN "frozen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "frozen_by" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "freeze_reason" text;