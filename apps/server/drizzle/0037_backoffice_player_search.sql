CREATE INDEX "players_phone_idx" ON "players" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "players_username_prefix_idx" ON "players" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "sessions_ip_idx" ON "sessions" USING btree ("ip");--> statement-breakpoint
CREATE INDEX "sessions_fingerprint_idx" ON "sessions" USING btree ("fingerprint");