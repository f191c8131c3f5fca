CREATE TABLE "audit_chain_head" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL,
	"prev_hash" text,
	CONSTRAINT "audit_chain_head_one_row" CHECK ("audit_chain_head"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "pending_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"payload" jsonb NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_kind" text NOT NULL,
	"maker_id" text NOT NULL,
	"maker_role" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"checker_kind" text,
	"checker_id" text,
	"checker_role" text,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"result" jsonb,
	CONSTRAINT "pending_actions_status_check" CHECK ("pending_actions"."status" in ('pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "pending_actions_four_eyes" CHECK ("pending_actions"."checker_id" is null or "pending_actions"."status" = 'expired' or "pending_actions"."checker_kind" <> "pending_actions"."maker_kind" or "pending_actions"."checker_id" <> "pending_actions"."maker_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "pending_actions" ADD CONSTRAINT "pending_actions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_actions_status_idx" ON "pending_actions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "pending_actions_player_idx" ON "pending_actions" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_log_seq_idx" ON "audit_log" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_kind","actor_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","id");--> statement-breakpoint
CREATE INDEX "audit_log_player_idx" ON "audit_log" USING btree ((("detail" ->> 'playerId')),"id") WHERE "audit_log"."detail" ? 'playerId';--> statement-breakpoint
-- docs/backoffice.md "Audit chain": the canonical encoding of a row. Each field is written as its
-- UTF-8 byte length, a colon and its text, or `~` for null, joined by `|` after a version tag; the
-- time is microseconds since the epoch and the detail is jsonb's own text form. The verifier
-- (src/lib/audit-chain.ts) rebuilds the same bytes from the same fields and hashes them itself.
CREATE FUNCTION audit_field(v text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN v IS NULL THEN '~' ELSE octet_length(v)::text || ':' || v END
$$;--> statement-breakpoint
CREATE FUNCTION audit_row_hash(
  p_id bigint, p_seq bigint, p_actor_kind text, p_actor_id text, p_action text, p_ip text,
  p_fingerprint text, p_detail jsonb, p_created_at timestamptz, p_prev_hash text
) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT encode(sha256(convert_to(concat_ws('|',
    'galata-audit-v1',
    audit_field(p_id::text),
    audit_field(p_seq::text),
    audit_field(p_actor_kind),
    audit_field(p_actor_id),
    audit_field(p_action),
    audit_field(p_ip),
    audit_field(p_fingerprint),
    audit_field(p_detail::text),
    audit_field(((extract(epoch FROM p_created_at) * 1000000)::bigint)::text),
    audit_field(p_prev_hash)
  ), 'UTF8')), 'hex')
$$;--> statement-breakpoint
-- The rows written before the chain existed are chained now, in id order: the chain proves they
-- have not changed since this migration (not before it).
DO $$
DECLARE
  r record;
  n bigint := 0;
  prev text := repeat('0', 64);
  h text;
BEGIN
  FOR r IN SELECT * FROM audit_log ORDER BY id LOOP
    n := n + 1;
    h := audit_row_hash(r.id, n, r.actor_kind, r.actor_id, r.action, r.ip, r.fingerprint, r.detail, r.created_at, prev);
    UPDATE audit_log SET seq = n, prev_hash = prev, hash = h WHERE id = r.id;
    prev := h;
  END LOOP;
  INSERT INTO audit_chain_head (id, seq, hash, prev_hash) VALUES (1, n, prev, NULL);
END $$;--> statement-breakpoint
-- Links one new row at its transaction's commit (a deferred constraint trigger), so the head's row
-- lock is held only from the commit's start to its end, never while the transaction does its work:
-- concurrent writers queue on that lock and the chain's order is their commit order.
CREATE FUNCTION audit_chain_link() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  h record;
BEGIN
  UPDATE audit_chain_head
     SET seq = seq + 1,
         prev_hash = hash,
         hash = audit_row_hash(NEW.id, seq + 1, NEW.actor_kind, NEW.actor_id, NEW.action, NEW.ip,
                               NEW.fingerprint, NEW.detail, NEW.created_at, hash)
   WHERE id = 1
  RETURNING seq, prev_hash, hash INTO h;
  UPDATE audit_log SET seq = h.seq, prev_hash = h.prev_hash, hash = h.hash WHERE id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER audit_log_chain AFTER INSERT ON audit_log
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_chain_link();--> statement-breakpoint
-- Append-only: no update, delete or truncate, except the link above filling in an unchained row's
-- chain columns (from inside the trigger, nothing else changed).
CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND OLD.hash IS NULL
     AND (NEW.id, NEW.actor_kind, NEW.action, NEW.created_at) = (OLD.id, OLD.actor_kind, OLD.action, OLD.created_at)
     AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id AND NEW.ip IS NOT DISTINCT FROM OLD.ip
     AND NEW.fingerprint IS NOT DISTINCT FROM OLD.fingerprint AND NEW.detail IS NOT DISTINCT FROM OLD.detail THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();--> statement-breakpoint
CREATE FUNCTION audit_chain_head_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 THEN RETURN NEW; END IF;
  RAISE EXCEPTION 'audit_chain_head moves only with a new audit row (%)', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;--> statement-breakpoint
CREATE TRIGGER audit_chain_head_guard BEFORE UPDATE OR DELETE ON audit_chain_head
  FOR EACH ROW EXECUTE FUNCTION audit_chain_head_guard();
