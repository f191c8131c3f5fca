CREATE TABLE "sports_player_events" (
	"player_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"payout" bigint NOT NULL,
	CONSTRAINT "sports_player_events_player_id_event_id_pk" PRIMARY KEY("player_id","event_id"),
	CONSTRAINT "sports_player_events_payout" CHECK ("sports_player_events"."payout" <= 100000000)
);
--> statement-breakpoint
-- The sums of the tickets already pending or open (docs/sportsbook.md "Risk"), within the cap.
INSERT INTO "sports_player_events" ("player_id", "event_id", "payout")
SELECT t."player_id", l."event_id", least(sum(t."potential_payout"), 100000000)
  FROM "sports_tickets" t
  JOIN (SELECT DISTINCT "ticket_id", "event_id" FROM "sports_ticket_legs") l ON l."ticket_id" = t."id"
 WHERE t."status" IN ('pending', 'open')
 GROUP BY t."player_id", l."event_id";
