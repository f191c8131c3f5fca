CREATE TABLE "round_table_states" (
	"game_code" text PRIMARY KEY NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_by" bigint,
	"note" text
);
