ALTER TABLE "sliders" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sliders" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: a banner is for Turkish or English visitors, or (null) for both.
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_locale_check" CHECK ("locale" IS NULL OR "locale" IN ('tr', 'en'));
