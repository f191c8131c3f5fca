CREATE TABLE "marketing_consent_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"old_value" boolean,
	"new_value" boolean NOT NULL,
	"source" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"ip" text,
	CONSTRAINT "marketing_consent_changes_source" CHECK ("marketing_consent_changes"."source" in ('signup', 'account'))
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "adult_declared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "marketing_consent" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "marketing_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "marketing_consent_changes" ADD CONSTRAINT "marketing_consent_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_consent_changes_player_idx" ON "marketing_consent_changes" USING btree ("player_id","at");