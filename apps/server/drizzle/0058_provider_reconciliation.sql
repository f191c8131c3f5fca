CREATE TABLE "reconciliation_differences" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" bigint NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"tx_id" text NOT NULL,
	"round_id" text,
	"player_id" bigint,
	"their_type" text,
	"our_type" text,
	"their_amount" bigint,
	"our_amount" bigint,
	"their_at" timestamp with time zone,
	"our_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"explained_by" bigint,
	"explained_at" timestamp with time zone,
	"note" text,
	CONSTRAINT "reconciliation_differences_status_check" CHECK ("reconciliation_differences"."status" in ('open', 'explained')),
	CONSTRAINT "reconciliation_differences_kind_check" CHECK ("reconciliation_differences"."kind" in ('missing_ours', 'missing_theirs', 'amount_differs', 'type_differs', 'tombstone'))
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"day" text NOT NULL,
	"status" text NOT NULL,
	"trigger" text NOT NULL,
	"staff_id" bigint,
	"their_lines" integer DEFAULT 0 NOT NULL,
	"our_lines" integer DEFAULT 0 NOT NULL,
	"differences" integer DEFAULT 0 NOT NULL,
	"error" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reconciliation_runs_status_check" CHECK ("reconciliation_runs"."status" in ('done', 'failed')),
	CONSTRAINT "reconciliation_runs_trigger_check" CHECK ("reconciliation_runs"."trigger" in ('job', 'staff'))
);
--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_run_id_reconciliation_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."reconciliation_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_differences" ADD CONSTRAINT "reconciliation_differences_explained_by_staff_id_fk" FOREIGN KEY ("explained_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_runs" ADD CONSTRAINT "reconciliation_runs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_differences_run_idx" ON "reconciliation_differences" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "reconciliation_runs_provider_day_idx" ON "reconciliation_runs" USING btree ("provider","day","id");