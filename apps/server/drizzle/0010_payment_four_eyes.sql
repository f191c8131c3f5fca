ALTER TABLE "payments" ADD COLUMN "first_approved_by" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "first_approved_at" timestamp with time zone;