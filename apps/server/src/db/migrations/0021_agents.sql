CREATE TABLE "agent_announcements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"pinned" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_contract_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"contract_id" bigint NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_contracts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"upline_id" integer,
	"offered_by_operator" integer,
	"status" text NOT NULL,
	"terms" jsonb NOT NULL,
	"carry_over" boolean DEFAULT false NOT NULL,
	"termination_asked_by" text,
	"offered_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "agent_contracts_kind_ck" CHECK (kind IN ('dividend', 'daily_wage', 'hourly_salary', 'realtime_salary')),
	CONSTRAINT "agent_contracts_status_ck" CHECK ("agent_contracts"."status" IN ('offered', 'active', 'terminating', 'rejected', 'withdrawn', 'terminated'))
);
--> statement-breakpoint
CREATE TABLE "agent_links" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"code" text NOT NULL,
	"member_type" integer NOT NULL,
	"rebates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"registrations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "agent_realtime_lines" (
	"settlement_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"result" bigint NOT NULL,
	"salary" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "agent_realtime_lines_settlement_id_member_id_game_code_pk" PRIMARY KEY("settlement_id","member_id","game_code")
);
--> statement-breakpoint
CREATE TABLE "agent_rebates" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"category" text NOT NULL,
	"rate_ppm" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "agent_rebates_member_id_category_pk" PRIMARY KEY("member_id","category"),
	CONSTRAINT "agent_rebates_rate_ck" CHECK ("agent_rebates"."rate_ppm" BETWEEN 0 AND 1000000)
);
--> statement-breakpoint
CREATE TABLE "agent_settlement_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"paid_total" bigint DEFAULT 0 NOT NULL,
	"held_by" integer,
	"note" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "agent_settlement_runs_status_ck" CHECK ("agent_settlement_runs"."status" IN ('running', 'done', 'held'))
);
--> statement-breakpoint
CREATE TABLE "agent_settlements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"run_id" bigint NOT NULL,
	"contract_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"agent_id" integer NOT NULL,
	"payer_id" integer,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"inputs" jsonb NOT NULL,
	"carry_in" bigint DEFAULT 0 NOT NULL,
	"carry_out" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "agent_settlements_status_ck" CHECK ("agent_settlements"."status" IN ('paid', 'nil', 'unpaid', 'held')),
	CONSTRAINT "agent_settlements_amount_ck" CHECK ("agent_settlements"."amount" >= 0 AND "agent_settlements"."carry_in" <= 0 AND "agent_settlements"."carry_out" <= 0)
);
--> statement-breakpoint
CREATE TABLE "agent_tree" (
	"merchant_id" integer NOT NULL,
	"ancestor_id" integer NOT NULL,
	"descendant_id" integer NOT NULL,
	"depth" integer NOT NULL,
	CONSTRAINT "agent_tree_ancestor_id_descendant_id_pk" PRIMARY KEY("ancestor_id","descendant_id"),
	CONSTRAINT "agent_tree_depth_ck" CHECK ("agent_tree"."depth" >= 0)
);
--> statement-breakpoint
CREATE TABLE "member_active_periods" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start" date NOT NULL,
	CONSTRAINT "member_active_periods_member_id_kind_start_pk" PRIMARY KEY("member_id","kind","start")
);
--> statement-breakpoint
CREATE TABLE "member_category_stats" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "member_category_stats_merchant_id_member_id_day_category_pk" PRIMARY KEY("merchant_id","member_id","day","category")
);
--> statement-breakpoint
CREATE TABLE "member_daily_stats" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	"registered" boolean DEFAULT false NOT NULL,
	"first_deposit" boolean DEFAULT false NOT NULL,
	CONSTRAINT "member_daily_stats_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_daily_stats" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"day" date NOT NULL,
	"new_members" integer DEFAULT 0 NOT NULL,
	"first_depositors" integer DEFAULT 0 NOT NULL,
	"active_players" integer DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"deposits" bigint DEFAULT 0 NOT NULL,
	"deposit_count" integer DEFAULT 0 NOT NULL,
	"withdrawals" bigint DEFAULT 0 NOT NULL,
	"withdrawal_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_daily_stats_agent_id_day_pk" PRIMARY KEY("agent_id","day")
);
--> statement-breakpoint
CREATE TABLE "team_hourly_stats" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "team_hourly_stats_agent_id_hour_pk" PRIMARY KEY("agent_id","hour")
);
--> statement-breakpoint
CREATE TABLE "team_period_active" (
	"merchant_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"kind" text NOT NULL,
	"start" date NOT NULL,
	"active_players" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_period_active_agent_id_kind_start_pk" PRIMARY KEY("agent_id","kind","start"),
	CONSTRAINT "team_period_active_kind_ck" CHECK ("team_period_active"."kind" IN ('W', 'M'))
);
--> statement-breakpoint
ALTER TABLE "agent_contract_events" ADD CONSTRAINT "agent_contract_events_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_contracts" ADD CONSTRAINT "agent_contracts_upline_id_members_id_fk" FOREIGN KEY ("upline_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_links" ADD CONSTRAINT "agent_links_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_realtime_lines" ADD CONSTRAINT "agent_realtime_lines_settlement_id_agent_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."agent_settlements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_rebates" ADD CONSTRAINT "agent_rebates_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_run_id_agent_settlement_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."agent_settlement_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_settlements" ADD CONSTRAINT "agent_settlements_contract_id_agent_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."agent_contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_ancestor_id_members_id_fk" FOREIGN KEY ("ancestor_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_tree" ADD CONSTRAINT "agent_tree_descendant_id_members_id_fk" FOREIGN KEY ("descendant_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_active_periods" ADD CONSTRAINT "member_active_periods_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_category_stats" ADD CONSTRAINT "member_category_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_daily_stats" ADD CONSTRAINT "member_daily_stats_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_daily_stats" ADD CONSTRAINT "team_daily_stats_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_hourly_stats" ADD CONSTRAINT "team_hourly_stats_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_period_active" ADD CONSTRAINT "team_period_active_agent_id_members_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_announcements_merchant_idx" ON "agent_announcements" USING btree ("merchant_id","published_at");--> statement-breakpoint
CREATE INDEX "agent_contract_events_contract_idx" ON "agent_contract_events" USING btree ("contract_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_contracts_live_uq" ON "agent_contracts" USING btree ("agent_id","kind") WHERE "agent_contracts"."status" IN ('offered', 'active', 'terminating');--> statement-breakpoint
CREATE INDEX "agent_contracts_upline_idx" ON "agent_contracts" USING btree ("upline_id","kind","status");--> statement-breakpoint
CREATE INDEX "agent_contracts_merchant_idx" ON "agent_contracts" USING btree ("merchant_id","kind","status");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_links_code_uq" ON "agent_links" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "agent_links_agent_idx" ON "agent_links" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlement_runs_period_uq" ON "agent_settlement_runs" USING btree ("merchant_id","kind","period","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlement_runs_recent_idx" ON "agent_settlement_runs" USING btree ("merchant_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_settlements_contract_period_uq" ON "agent_settlements" USING btree ("contract_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_agent_idx" ON "agent_settlements" USING btree ("agent_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_payer_idx" ON "agent_settlements" USING btree ("payer_id","period_start");--> statement-breakpoint
CREATE INDEX "agent_settlements_run_idx" ON "agent_settlements" USING btree ("run_id");--> statement-breakpoint
CREATE INDEX "agent_settlements_unpaid_idx" ON "agent_settlements" USING btree ("merchant_id","kind") WHERE "agent_settlements"."status" = 'unpaid';--> statement-breakpoint
CREATE INDEX "agent_tree_descendant_idx" ON "agent_tree" USING btree ("descendant_id","depth");--> statement-breakpoint
CREATE INDEX "agent_tree_ancestor_depth_idx" ON "agent_tree" USING btree ("ancestor_id","depth");--> statement-breakpoint
CREATE INDEX "member_daily_stats_day_idx" ON "member_daily_stats" USING btree ("merchant_id","day");--> statement-breakpoint
CREATE INDEX "team_hourly_stats_hour_idx" ON "team_hourly_stats" USING btree ("merchant_id","hour");--> statement-breakpoint
-- The tree of the members already there: every member under itself (depth 0) and under each of its uplines.
INSERT INTO "agent_tree" ("merchant_id", "ancestor_id", "descendant_id", "depth")
WITH RECURSIVE chain AS (
  SELECT m."merchant_id", m."id" AS ancestor_id, m."id" AS descendant_id, 0 AS depth, m."upline_id" AS next_up
  FROM "members" m
  UNION ALL
  SELECT c."merchant_id", u."id", c.descendant_id, c.depth + 1, u."upline_id"
  FROM chain c JOIN "members" u ON u."id" = c.next_up AND u."merchant_id" = c."merchant_id"
  WHERE c.depth < 64
)
SELECT "merchant_id", ancestor_id, descendant_id, depth FROM chain;
