CREATE TABLE "bonus_grant_list_rows" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"action_id" bigint NOT NULL,
	"line" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"player_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"campaign_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"bonus_id" bigint,
	"error" text,
	CONSTRAINT "bonus_grant_list_rows_status" CHECK ("bonus_grant_list_rows"."status" in ('pending', 'paid', 'failed')),
	CONSTRAINT "bonus_grant_list_rows_amount" CHECK ("bonus_grant_list_rows"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "pending_actions" ALTER COLUMN "player_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bonus_grant_list_rows" ADD CONSTRAINT "bonus_grant_list_rows_action_id_pending_actions_id_fk" FOREIGN KEY ("action_id") REFERENCES "public"."pending_actions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_grant_list_rows" ADD CONSTRAINT "bonus_grant_list_rows_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grant_list_rows_line_idx" ON "bonus_grant_list_rows" USING btree ("action_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grant_list_rows_player_idx" ON "bonus_grant_list_rows" USING btree ("action_id","player_id");