CREATE TABLE "round_pools" (
	"game_code" text PRIMARY KEY NOT NULL,
	"amount" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "round_pools_amount" CHECK ("round_pools"."amount" >= 0)
);
