CREATE TABLE "rg_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"actor_id" bigint NOT NULL,
	"actor_role" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text,
	"old_value" text,
	"new_value" text,
	"effective_at" timestamp with time zone,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"amount" bigint NOT NULL,
	"pending" boolean DEFAULT false NOT NULL,
	"pending_amount" bigint,
	"pending_requested_at" timestamp with time zone,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_limits_player_id_kind_period_pk" PRIMARY KEY("player_id","kind","period"),
	CONSTRAINT "rg_limits_kind" CHECK ("rg_limits"."kind" in ('deposit', 'loss', 'wager', 'session')),
	CONSTRAINT "rg_limits_period" CHECK ("rg_limits"."period" in ('day', 'week', 'month')),
	CONSTRAINT "rg_limits_amount" CHECK ("rg_limits"."amount" > 0 and ("rg_limits"."pending_amount" is null or "rg_limits"."pending_amount" > 0))
);
--> statement-breakpoint
CREATE TABLE "rg_settings" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"stake_limits" boolean DEFAULT false NOT NULL,
	"session_limits" boolean DEFAULT false NOT NULL,
	"deposit_limits" boolean DEFAULT false NOT NULL,
	"reality_check_minutes" integer DEFAULT 60 NOT NULL,
	"reality_check_pending_minutes" integer,
	"reality_check_pending_at" timestamp with time zone,
	"timeout_period" text,
	"timeout_started_at" timestamp with time zone,
	"timeout_until" timestamp with time zone,
	"exclusion_period" text,
	"exclusion_started_at" timestamp with time zone,
	"exclusion_until" timestamp with time zone,
	"exclusion_liftable_from" timestamp with time zone,
	"exclusion_lift_requested_at" timestamp with time zone,
	"exclusion_lifts_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rg_settings_reality_check" CHECK ("rg_settings"."reality_check_minutes" between 1 and 1440 and ("rg_settings"."reality_check_pending_minutes" is null or "rg_settings"."reality_check_pending_minutes" between 1 and 1440))
);
--> statement-breakpoint
ALTER TABLE "rg_changes" ADD CONSTRAINT "rg_changes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_settings" ADD CONSTRAINT "rg_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rg_changes_player_idx" ON "rg_changes" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "provider_transactions_player_time_idx" ON "provider_transactions" USING btree ("player_id","created_at");