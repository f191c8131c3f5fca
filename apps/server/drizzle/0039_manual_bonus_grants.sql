ALTER TABLE "bonuses" DROP CONSTRAINT "bonuses_kind";--> statement-breakpoint
ALTER TABLE "bonuses" ADD CONSTRAINT "bonuses_kind" CHECK ("bonuses"."kind" in ('trial', 'campaign', 'manual'));