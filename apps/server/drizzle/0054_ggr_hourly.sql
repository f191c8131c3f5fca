CREATE TABLE "ggr_hourly" (
	"hour" timestamp with time zone NOT NULL,
	"provider" text NOT NULL,
	"game" text NOT NULL,
	"in_play" boolean NOT NULL,
	"stakes" bigint NOT NULL,
	"wins" bigint NOT NULL,
	CONSTRAINT "ggr_hourly_hour_provider_game_in_play_pk" PRIMARY KEY("hour","provider","game","in_play")
);
--> statement-breakpoint
CREATE TABLE "ggr_hours" (
	"hour" timestamp with time zone PRIMARY KEY NOT NULL,
	"bonus_cost" bigint NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
