CREATE TABLE "hub_presence" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"players" integer NOT NULL,
	"connections" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"rule" text NOT NULL,
	"details" jsonb NOT NULL,
	"raised_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "rg_flags_status_check" CHECK ("rg_flags"."status" in ('open', 'reviewed')),
	CONSTRAINT "rg_flags_rule_check" CHECK ("rg_flags"."rule" in ('limit_hits', 'long_session', 'deposit_surge', 'reversed_withdrawal'))
);
--> statement-breakpoint
CREATE TABLE "rg_limit_hits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"code" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rg_flags" ADD CONSTRAINT "rg_flags_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limit_hits" ADD CONSTRAINT "rg_limit_hits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rg_flags_open_idx" ON "rg_flags" USING btree ("player_id","rule") WHERE "rg_flags"."status" = 'open';--> statement-breakpoint
CREATE INDEX "rg_flags_status_idx" ON "rg_flags" USING btree ("status","raised_at");--> statement-breakpoint
CREATE INDEX "rg_flags_player_idx" ON "rg_flags" USING btree ("player_id","rule","raised_at");--> statement-breakpoint
CREATE INDEX "rg_limit_hits_player_idx" ON "rg_limit_hits" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "rg_limit_hits_at_idx" ON "rg_limit_hits" USING btree ("at");--> statement-breakpoint
CREATE INDEX "players_created_idx" ON "players" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sessions_created_idx" ON "sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_created_brin" ON "ledger_entries" USING brin ("created_at");