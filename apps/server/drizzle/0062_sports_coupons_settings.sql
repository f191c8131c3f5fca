CREATE TABLE "sports_coupons" (
	"code" text PRIMARY KEY NOT NULL,
	"outcome_ids" jsonb NOT NULL,
	"player_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sports_player_settings" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"quick_bet" boolean DEFAULT false NOT NULL,
	"quick_bet_stake" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sports_player_settings_stake" CHECK ("sports_player_settings"."quick_bet_stake" > 0)
);
--> statement-breakpoint
ALTER TABLE "sports_coupons" ADD CONSTRAINT "sports_coupons_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_player_settings" ADD CONSTRAINT "sports_player_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sports_coupons_expires_idx" ON "sports_coupons" USING btree ("expires_at");