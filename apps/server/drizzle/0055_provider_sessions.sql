CREATE TABLE "provider_sessions" (
	"provider" text NOT NULL,
	"session_id" text NOT NULL,
	"token" text NOT NULL,
	"player_id" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "provider_sessions_provider_session_id_pk" PRIMARY KEY("provider","session_id")
);
--> statement-breakpoint
ALTER TABLE "provider_sessions" ADD CONSTRAINT "provider_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;