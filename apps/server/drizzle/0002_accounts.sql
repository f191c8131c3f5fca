CREATE TABLE "auth_throttle" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "auth_throttle_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "callback_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"message" text NOT NULL,
	"contacts" jsonb NOT NULL,
	"player_id" bigint,
	"locale" text NOT NULL,
	"ip" text,
	"fingerprint" text,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "callback_requests_status" CHECK ("callback_requests"."status" in ('new', 'in_progress', 'done'))
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"target" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	CONSTRAINT "one_time_codes_purpose" CHECK ("one_time_codes"."purpose" in ('password_reset', 'phone_verify'))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"birth_date" date,
	"country_id" integer,
	"currency_id" smallint DEFAULT 1 NOT NULL,
	"usercode" text NOT NULL,
	"password_hash" text NOT NULL,
	"referrer_id" bigint,
	"trial_bonus_requested" boolean DEFAULT false NOT NULL,
	"role" text DEFAULT 'player' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_role" CHECK ("players"."role" in ('player', 'support', 'finance', 'content', 'admin')),
	CONSTRAINT "players_status" CHECK ("players"."status" in ('active', 'suspended', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"ip" text,
	"user_agent" text,
	"fingerprint" text
);
--> statement-breakpoint
ALTER TABLE "callback_requests" ADD CONSTRAINT "callback_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_referrer_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttle_window_idx" ON "auth_throttle" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "callback_requests_status_idx" ON "callback_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "callback_requests_ip_idx" ON "callback_requests" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_codes_live_idx" ON "one_time_codes" USING btree ("player_id","purpose") WHERE "one_time_codes"."consumed_at" is null and "one_time_codes"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "players_username_lower_idx" ON "players" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_email_lower_idx" ON "players" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "players_usercode_idx" ON "players" USING btree ("usercode");--> statement-breakpoint
CREATE INDEX "players_referrer_idx" ON "players" USING btree ("referrer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_player_idx" ON "sessions" USING btree ("player_id","created_at");