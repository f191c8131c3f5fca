CREATE TABLE "sports_favorites" (
	"player_id" bigint NOT NULL,
	"competition_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sports_favorites_player_id_competition_id_pk" PRIMARY KEY("player_id","competition_id")
);
--> statement-breakpoint
ALTER TABLE "sports_favorites" ADD CONSTRAINT "sports_favorites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_favorites" ADD CONSTRAINT "sports_favorites_competition_id_sports_competitions_id_fk" FOREIGN KEY ("competition_id") REFERENCES "public"."sports_competitions"("id") ON DELETE cascade ON UPDATE no action;