CREATE TABLE "exclusion_register" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exclusion_register_player_idx" UNIQUE("player_id"),
	CONSTRAINT "exclusion_register_kind" CHECK ("exclusion_register"."kind" in ('self_exclusion', 'timeout'))
);
--> statement-breakpoint
CREATE TABLE "exclusion_register_keys" (
	"entry_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "exclusion_register_keys_entry_id_kind_value_pk" PRIMARY KEY("entry_id","kind","value"),
	CONSTRAINT "exclusion_register_keys_kind" CHECK ("exclusion_register_keys"."kind" in ('person', 'email', 'phone', 'document'))
);
--> statement-breakpoint
CREATE TABLE "exclusion_register_matches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" bigint NOT NULL,
	"player_id" bigint,
	"key_kind" text NOT NULL,
	"checkpoint" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exclusion_register" ADD CONSTRAINT "exclusion_register_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusion_register_keys" ADD CONSTRAINT "exclusion_register_keys_entry_id_exclusion_register_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."exclusion_register"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusion_register_matches" ADD CONSTRAINT "exclusion_register_matches_entry_id_exclusion_register_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."exclusion_register"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exclusion_register_matches" ADD CONSTRAINT "exclusion_register_matches_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "exclusion_register_keys_value_idx" ON "exclusion_register_keys" USING btree ("kind","value");--> statement-breakpoint
CREATE INDEX "exclusion_register_matches_entry_idx" ON "exclusion_register_matches" USING btree ("entry_id","at");--> statement-breakpoint
CREATE INDEX "exclusion_register_matches_player_idx" ON "exclusion_register_matches" USING btree ("player_id","at");--> statement-breakpoint
CREATE INDEX "players_birth_date_idx" ON "players" USING btree ("birth_date");