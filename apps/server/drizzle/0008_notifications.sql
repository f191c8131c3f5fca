CREATE TABLE "notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"type" smallint NOT NULL,
	"title" jsonb NOT NULL,
	"note" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_type" CHECK ("notifications"."type" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_player_idx" ON "notifications" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_source_idx" ON "notifications" USING btree ("player_id","source");