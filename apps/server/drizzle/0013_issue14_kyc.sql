CREATE TABLE "kyc_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"store" text NOT NULL,
	"storage_key" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"sha256" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "kyc_documents_kind" CHECK ("kyc_documents"."kind" in ('identity', 'address')),
	CONSTRAINT "kyc_documents_status" CHECK ("kyc_documents"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "kyc_documents_store" CHECK ("kyc_documents"."store" in ('file', 's3')),
	CONSTRAINT "kyc_documents_size" CHECK ("kyc_documents"."size" > 0)
);
--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_player_idx" ON "kyc_documents" USING btree ("player_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "kyc_documents_status_idx" ON "kyc_documents" USING btree ("status","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_storage_key_idx" ON "kyc_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "kyc_documents_one_pending_idx" ON "kyc_documents" USING btree ("player_id","kind") WHERE "kyc_documents"."status" = 'pending';