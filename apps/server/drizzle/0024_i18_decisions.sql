CREATE TABLE "table_bet_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"round_id" bigint NOT NULL,
	"step" integer NOT NULL,
	"action" text NOT NULL,
	"added_stake" bigint DEFAULT 0 NOT NULL,
	"client_action_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "table_bet_actions_step" CHECK ("table_bet_actions"."step" >= 1),
	CONSTRAINT "table_bet_actions_added" CHECK ("table_bet_actions"."added_stake" >= 0)
);
--> statement-breakpoint
ALTER TABLE "table_bet_actions" ADD CONSTRAINT "table_bet_actions_bet_id_table_bets_id_fk" FOREIGN KEY ("bet_id") REFERENCES "public"."table_bets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_bet_actions" ADD CONSTRAINT "table_bet_actions_round_id_table_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."table_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "table_bet_actions_step_idx" ON "table_bet_actions" USING btree ("bet_id","step");--> statement-breakpoint
CREATE INDEX "table_bet_actions_round_idx" ON "table_bet_actions" USING btree ("round_id","bet_id");