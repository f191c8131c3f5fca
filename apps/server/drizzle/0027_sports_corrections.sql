CREATE TABLE "sports_corrections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"market_id" bigint,
	"result" jsonb,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"result_version" integer NOT NULL,
	"impact" jsonb NOT NULL,
	"requested_by" bigint NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sports_corrections_kind" CHECK ("sports_corrections"."kind" in ('result', 'void', 'market_void')),
	CONSTRAINT "sports_corrections_status" CHECK ("sports_corrections"."status" in ('pending', 'applied', 'rejected')),
	CONSTRAINT "sports_corrections_four_eyes" CHECK ("sports_corrections"."decided_by" is null or "sports_corrections"."status" = 'rejected' or "sports_corrections"."decided_by" <> "sports_corrections"."requested_by")
);
--> statement-breakpoint
ALTER TABLE "sports_corrections" ADD CONSTRAINT "sports_corrections_event_id_sports_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sports_events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_corrections" ADD CONSTRAINT "sports_corrections_requested_by_players_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_corrections" ADD CONSTRAINT "sports_corrections_decided_by_players_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sports_corrections_one_pending_idx" ON "sports_corrections" USING btree ("event_id") WHERE "sports_corrections"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sports_corrections_status_idx" ON "sports_corrections" USING btree ("status","requested_at");