CREATE TABLE "staff" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"totp_secret" text,
	"pending_totp_secret" text,
	"enrol_token_hash" text,
	"enrol_expires_at" timestamp with time zone,
	"totp_last_step" bigint,
	"player_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone,
	CONSTRAINT "staff_roles_nonempty" CHECK (cardinality("staff"."roles") > 0)
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
ALTER TABLE "sports_corrections" DROP CONSTRAINT "sports_corrections_requested_by_players_id_fk";
--> statement-breakpoint
ALTER TABLE "sports_corrections" DROP CONSTRAINT "sports_corrections_decided_by_players_id_fk";
--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD CONSTRAINT "staff_sessions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_username_lower_idx" ON "staff" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "staff_enrol_token_idx" ON "staff" USING btree ("enrol_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_hash_idx" ON "staff_recovery_codes" USING btree ("staff_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_hash_idx" ON "staff_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_sessions_staff_idx" ON "staff_sessions" USING btree ("staff_id","created_at");--> statement-breakpoint
-- docs/backoffice.md "Moving operators to staff accounts": every player account with an operator
-- role becomes a staff account with the same user name, password hash and role; it enrols TOTP at
-- its first sign-in. `player_id` records which player account it was, so the audit rows written
-- before the move (actor_kind 'player', actor_id that player id) still name the same person; the
-- audit log itself is append-only and not rewritten. The player account keeps its role, so it can
-- neither play nor reach the back office any more (player tokens are refused there).
INSERT INTO "staff" ("username", "password_hash", "roles", "active", "player_id", "created_at", "updated_at")
SELECT "username", "password_hash", ARRAY["role"]::text[], "status" = 'active', "id", "created_at", now()
FROM "players" WHERE "role" <> 'player' ORDER BY "id";
--> statement-breakpoint
-- Columns that named the deciding operator by player id now name the staff member.
UPDATE "sports_corrections" c SET "requested_by" = s."id" FROM "staff" s WHERE s."player_id" = c."requested_by";
--> statement-breakpoint
UPDATE "sports_corrections" c SET "decided_by" = s."id" FROM "staff" s WHERE s."player_id" = c."decided_by";
--> statement-breakpoint
UPDATE "payments" p SET "decided_by" = s."id" FROM "staff" s WHERE s."player_id" = p."decided_by";
--> statement-breakpoint
UPDATE "payments" p SET "first_approved_by" = s."id" FROM "staff" s WHERE s."player_id" = p."first_approved_by";
--> statement-breakpoint
UPDATE "kyc_documents" d SET "reviewed_by" = s."id" FROM "staff" s WHERE s."player_id" = d."reviewed_by";
--> statement-breakpoint
UPDATE "sports_limits" l SET "updated_by" = s."id" FROM "staff" s WHERE s."player_id" = l."updated_by";
--> statement-breakpoint
UPDATE "sports_live_delays" l SET "updated_by" = s."id" FROM "staff" s WHERE s."player_id" = l."updated_by";
--> statement-breakpoint
ALTER TABLE "sports_corrections" ADD CONSTRAINT "sports_corrections_requested_by_staff_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sports_corrections" ADD CONSTRAINT "sports_corrections_decided_by_staff_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;