CREATE TABLE "cms_previews" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"locale" text NOT NULL,
	"staff_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_previews_kind" CHECK ("cms_previews"."kind" in ('promotion', 'page'))
);
--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "draft_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "draft_by" integer;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "draft_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "draft_by" integer;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "published_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
CREATE INDEX "cms_previews_expires_idx" ON "cms_previews" USING btree ("expires_at");