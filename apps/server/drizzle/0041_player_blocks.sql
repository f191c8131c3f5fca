ALTER TABLE "players" ADD COLUMN "blocked_deposits" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "blocked_withdrawals" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "blocked_bets" boolean DEFAULT false NOT NULL;