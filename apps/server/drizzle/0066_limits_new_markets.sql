-- Volleyball's set handicap and total sets, ice hockey's puck line: market types added after a
-- running site's default liability limits were written (seedDefaultLimits writes them only into a
-- site with no limit rows). Each gets its family's default (`line`, 500,000 TRY in kuruş), unless
-- the site has no limits at all (the boot seeds every type then) or a row for it already.
INSERT INTO "sports_limits" ("scope", "scope_key", "live", "max_liability", "updated_at")
SELECT 'market', k.key, false, 50000000, now()
FROM (VALUES ('shcp'), ('tsets'), ('pl')) AS k(key)
WHERE EXISTS (SELECT 1 FROM "sports_limits")
  AND NOT EXISTS (
    SELECT 1 FROM "sports_limits" l WHERE l."scope" = 'market' AND l."scope_key" = k.key AND l."live" = false
  );
