CREATE TABLE "casino_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"slug_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_url" text,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	CONSTRAINT "casino_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "cms_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cms_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"iso2" text NOT NULL,
	"phone_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"current" text NOT NULL,
	"next" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_single_row" CHECK ("domains"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"locale" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_locale_unique" UNIQUE("locale")
);
--> statement-breakpoint
CREATE TABLE "popups" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"images" jsonb NOT NULL,
	"url" text DEFAULT '#' NOT NULL,
	"content_hash" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "popups_kind" CHECK ("popups"."kind" in ('banner', 'first-visit'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"image" text NOT NULL,
	"description" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_options" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_options_key_lower" CHECK ("site_options"."key" = lower("site_options"."key"))
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"url" text DEFAULT '#' NOT NULL,
	"target" text DEFAULT '_self' NOT NULL,
	"images" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
CREATE TABLE "video_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"title" jsonb NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_categories" ADD CONSTRAINT "casino_categories_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."casino_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD CONSTRAINT "cms_pages_category_id_cms_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."cms_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_pages_category_idx" ON "cms_pages" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_iso2_idx" ON "countries" USING btree ("iso2");--> statement-breakpoint
CREATE INDEX "sliders_slug_idx" ON "sliders" USING btree ("slug","sort");