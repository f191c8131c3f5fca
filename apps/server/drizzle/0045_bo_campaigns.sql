CREATE TABLE "bonus_campaign_versions" (
	"campaign_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" jsonb NOT NULL,
	"terms" jsonb,
	"figures" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_campaigns" DROP CONSTRAINT "bonus_campaigns_kind";--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "terms" jsonb;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bonuses" ADD COLUMN "campaign_version" integer;--> statement-breakpoint
ALTER TABLE "bonus_campaign_versions" ADD CONSTRAINT "bonus_campaign_versions_campaign_id_bonus_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."bonus_campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_campaign_versions_pk" ON "bonus_campaign_versions" USING btree ("campaign_id","version");--> statement-breakpoint
ALTER TABLE "bonus_campaigns" ADD CONSTRAINT "bonus_campaigns_kind" CHECK ("bonus_campaigns"."kind" in ('deposit_match', 'reload', 'cashback'));