CREATE TABLE "content_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "content_version_single_row" CHECK ("content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "content_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- docs/content.md "Caching": any write to a table the cached content is built from moves the
-- counter, once per statement, in the writer's transaction (visible when it commits).
CREATE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['languages', 'translations', 'site_options', 'domains', 'settings',
    'cms_categories', 'cms_pages', 'sliders', 'popups', 'video_banners', 'promotions',
    'casino_categories', 'countries', 'bonus_campaigns', 'game_providers', 'games']
  LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
      'FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"()', t || '_content_version', t);
  END LOOP;
END
$$;
