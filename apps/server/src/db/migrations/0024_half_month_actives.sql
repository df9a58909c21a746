ALTER TABLE "team_period_active" DROP CONSTRAINT "team_period_active_kind_ck";--> statement-breakpoint
ALTER TABLE "team_period_active" ADD CONSTRAINT "team_period_active_kind_ck" CHECK ("team_period_active"."kind" IN ('W', 'H', 'M'));--> statement-breakpoint
-- The half-month periods of the play already rolled up: each member once per half-month it bet in, and each
-- ancestor's distinct count of them (the rollup adds to these from now on).
INSERT INTO "member_active_periods" ("merchant_id", "member_id", "kind", "start")
SELECT DISTINCT s."merchant_id", s."member_id", 'H',
  CASE WHEN extract(day FROM s."day") <= 15 THEN date_trunc('month', s."day"::timestamp)::date
       ELSE (date_trunc('month', s."day"::timestamp) + interval '15 days')::date END
FROM "member_daily_stats" s
WHERE s."bets" > 0
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "team_period_active" ("merchant_id", "agent_id", "kind", "start", "active_players")
SELECT a."merchant_id", t."ancestor_id", 'H', a."start", count(*)::int
FROM "member_active_periods" a JOIN "agent_tree" t ON t."descendant_id" = a."member_id" AND t."depth" >= 1
WHERE a."kind" = 'H'
GROUP BY a."merchant_id", t."ancestor_id", a."start"
ON CONFLICT ("agent_id", "kind", "start") DO UPDATE SET "active_players" = excluded."active_players";
