CREATE TABLE "casino_favorites" (
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_favorites_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_providers" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_providers_code_unique" UNIQUE("code"),
	CONSTRAINT "game_providers_code" CHECK ("game_providers"."code" in ('galata', 'hub88', 'egt', 'amusnet', 'digitain', 'everymatrix', 'softgamings'))
);
--> statement-breakpoint
CREATE TABLE "game_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"amount" bigint NOT NULL,
	"round_id" text NOT NULL,
	"tx_id" text NOT NULL,
	"ledger_transaction_id" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_transactions_type" CHECK ("game_transactions"."type" in (1, 2, 3)),
	CONSTRAINT "game_transactions_amount" CHECK ("game_transactions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"studio" text NOT NULL,
	"category_id" integer,
	"image_url" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_live" boolean DEFAULT false NOT NULL,
	"rtp_bp" integer,
	"volatility" text,
	"system" integer,
	"product_id" integer,
	"status" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_rtp" CHECK ("games"."rtp_bp" is null or ("games"."rtp_bp" > 0 and "games"."rtp_bp" <= 10000)),
	CONSTRAINT "games_volatility" CHECK ("games"."volatility" is null or "games"."volatility" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
CREATE TABLE "originals_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"params" jsonb NOT NULL,
	"state" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "originals_rounds_status" CHECK ("originals_rounds"."status" in ('open', 'settled', 'refunded')),
	CONSTRAINT "originals_rounds_stake" CHECK ("originals_rounds"."stake" > 0)
);
--> statement-breakpoint
CREATE TABLE "originals_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "casino_favorites" ADD CONSTRAINT "casino_favorites_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_favorites" ADD CONSTRAINT "casino_favorites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_transactions" ADD CONSTRAINT "game_transactions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_provider_id_game_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."game_providers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_id_casino_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."casino_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_rounds" ADD CONSTRAINT "originals_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_rounds" ADD CONSTRAINT "originals_rounds_seed_id_originals_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."originals_seeds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "originals_seeds" ADD CONSTRAINT "originals_seeds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_transactions_tx_idx" ON "game_transactions" USING btree ("game_id","tx_id");--> statement-breakpoint
CREATE INDEX "game_transactions_player_idx" ON "game_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "game_transactions_wins_idx" ON "game_transactions" USING btree ("created_at") WHERE "game_transactions"."type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "games_provider_code_idx" ON "games" USING btree ("provider_id","game_code");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "originals_rounds_seed_nonce_idx" ON "originals_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE INDEX "originals_rounds_player_idx" ON "originals_rounds" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "originals_rounds_open_idx" ON "originals_rounds" USING btree ("player_id","game_code") WHERE "originals_rounds"."status" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "originals_seeds_active_idx" ON "originals_seeds" USING btree ("player_id") WHERE "originals_seeds"."revealed_at" is null;