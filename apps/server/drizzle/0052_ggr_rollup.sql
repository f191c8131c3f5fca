CREATE TABLE "ggr_daily" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"game" text NOT NULL,
	"in_play" boolean NOT NULL,
	"stakes" bigint NOT NULL,
	"wins" bigint NOT NULL,
	CONSTRAINT "ggr_daily_day_provider_game_in_play_pk" PRIMARY KEY("day","provider","game","in_play")
);
--> statement-breakpoint
CREATE TABLE "ggr_days" (
	"day" date PRIMARY KEY NOT NULL,
	"bonus_cost" bigint NOT NULL,
	"rolled_at" timestamp with time zone NOT NULL
);
