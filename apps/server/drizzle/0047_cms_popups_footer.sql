CREATE TABLE "footer_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"sort" integer NOT NULL,
	"title" jsonb NOT NULL,
	"links" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "popups" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written: a popup is for Turkish or English visitors, or (null) for both.
ALTER TABLE "popups" ADD CONSTRAINT "popups_locale_check" CHECK ("locale" IS NULL OR "locale" IN ('tr', 'en'));--> statement-breakpoint
-- docs/content.md "Caching": the footer lists are in the bootstrap record, so a write moves the counter.
CREATE TRIGGER "footer_lists_content_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "footer_lists"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();--> statement-breakpoint
-- The lists the footer showed before they were editable (docs/backoffice.md "Content": footer lists).
INSERT INTO "footer_lists" ("sort", "title", "links") VALUES
  (10, '{"tr":"Bahis","en":"Betting"}', '[{"title":{"tr":"Spor","en":"Sports"},"url":"/spor"},{"title":{"tr":"Canlı Bahis","en":"Live Betting"},"url":"/livespor"},{"title":{"tr":"E-Spor","en":"E-Sports"},"url":"/esports"}]'),
  (20, '{"tr":"Casino","en":"Casino"}', '[{"title":{"tr":"Casino","en":"Casino"},"url":"/casino/slot"},{"title":{"tr":"Canlı Casino","en":"Live Casino"},"url":"/casino/live"},{"title":{"tr":"Oyunlar","en":"Games"},"url":"/casino/games"}]'),
  (30, '{"tr":"TV Oyunları","en":"TV Games"}', '[{"title":{"tr":"TV Oyunları","en":"TV Games"},"url":"/casino/tvbets"},{"title":{"tr":"Tombala","en":"Bingo"},"url":"/casino/bingo"},{"title":{"tr":"Sanal Sporlar","en":"Virtual Sports"},"url":"/casino/virtual"}]');
