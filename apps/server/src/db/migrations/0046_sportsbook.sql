CREATE TABLE "sport_bet_legs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"bet_id" bigint NOT NULL,
	"leg" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"market_id" bigint NOT NULL,
	"outcome_id" bigint NOT NULL,
	"odds" bigint NOT NULL,
	"market_version" integer NOT NULL,
	"result" text,
	"dead_heat" text
);
--> statement-breakpoint
CREATE TABLE "sport_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"player" text NOT NULL,
	"round_id" text NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"stake" bigint NOT NULL,
	"odds" bigint NOT NULL,
	"potential_return" bigint NOT NULL,
	"accept_odds" text NOT NULL,
	"live" boolean NOT NULL,
	"status" text NOT NULL,
	"decide_at" timestamp with time zone,
	"payout" bigint,
	"paid" bigint DEFAULT 0 NOT NULL,
	"pay_seq" integer DEFAULT 0 NOT NULL,
	"paying_seq" integer,
	"paying_amount" bigint,
	"error_code" text,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "sport_bets_status_ck" CHECK ("sport_bets"."status" IN ('open', 'pending', 'accepted', 'settled', 'refused', 'rejected')),
	CONSTRAINT "sport_bets_kind_ck" CHECK ("sport_bets"."kind" IN ('single', 'parlay')),
	CONSTRAINT "sport_bets_accept_ck" CHECK ("sport_bets"."accept_odds" IN ('none', 'higher', 'any')),
	CONSTRAINT "sport_bets_money_ck" CHECK ("sport_bets"."stake" > 0 AND "sport_bets"."paid" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sport_competitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"sport" text NOT NULL,
	"ref" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sport_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"competition_id" bigint NOT NULL,
	"sport" text NOT NULL,
	"ref" text NOT NULL,
	"home" text NOT NULL,
	"away" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"score" jsonb,
	"period" text,
	"result" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_events_status_ck" CHECK ("sport_events"."status" IN ('pre', 'live', 'ended', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sport_feed_fixtures" (
	"merchant_id" integer NOT NULL,
	"ref" text NOT NULL,
	"sport" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"plan" jsonb NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	CONSTRAINT "sport_feed_fixtures_merchant_id_ref_pk" PRIMARY KEY("merchant_id","ref")
);
--> statement-breakpoint
CREATE TABLE "sport_feed_messages" (
	"merchant_id" integer NOT NULL,
	"producer" text NOT NULL,
	"message_id" text NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_feed_messages_merchant_id_producer_message_id_pk" PRIMARY KEY("merchant_id","producer","message_id")
);
--> statement-breakpoint
CREATE TABLE "sport_markets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"type" text NOT NULL,
	"specifiers" text NOT NULL,
	"status" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"stopped_at" timestamp with time zone,
	"reason" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_markets_status_ck" CHECK ("sport_markets"."status" IN ('open', 'suspended', 'settled', 'void'))
);
--> statement-breakpoint
CREATE TABLE "sport_member_limits" (
	"merchant_id" integer NOT NULL,
	"player" text NOT NULL,
	"stake_factor_percent" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sport_member_limits_merchant_id_player_pk" PRIMARY KEY("merchant_id","player"),
	CONSTRAINT "sport_member_limits_ck" CHECK ("sport_member_limits"."stake_factor_percent" BETWEEN 0 AND 1000)
);
--> statement-breakpoint
CREATE TABLE "sport_outcomes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"market_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"odds" bigint NOT NULL,
	"odds_version" integer NOT NULL,
	"result" text,
	"dead_heat" text,
	CONSTRAINT "sport_outcomes_odds_ck" CHECK ("sport_outcomes"."odds" > 10000)
);
--> statement-breakpoint
CREATE TABLE "sports" (
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sports_merchant_id_code_pk" PRIMARY KEY("merchant_id","code"),
	CONSTRAINT "sports_code_ck" CHECK ("sports"."code" IN ('football', 'basketball', 'esports'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bet_legs_uq" ON "sport_bet_legs" USING btree ("bet_id","leg");--> statement-breakpoint
CREATE INDEX "sport_bet_legs_market_idx" ON "sport_bet_legs" USING btree ("market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_request_uq" ON "sport_bets" USING btree ("merchant_id","player","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_bets_round_uq" ON "sport_bets" USING btree ("merchant_id","round_id");--> statement-breakpoint
CREATE INDEX "sport_bets_player_idx" ON "sport_bets" USING btree ("merchant_id","player","id");--> statement-breakpoint
CREATE INDEX "sport_bets_todo_idx" ON "sport_bets" USING btree ("id") WHERE "sport_bets"."status" IN ('open', 'pending') OR ("sport_bets"."status" = 'rejected' AND "sport_bets"."refunded_at" IS NULL);--> statement-breakpoint
CREATE INDEX "sport_bets_unpaid_idx" ON "sport_bets" USING btree ("id") WHERE "sport_bets"."status" = 'settled' AND ("sport_bets"."payout" > "sport_bets"."paid" OR "sport_bets"."pay_seq" = 0 OR "sport_bets"."paying_seq" IS NOT NULL);--> statement-breakpoint
CREATE UNIQUE INDEX "sport_competitions_ref_uq" ON "sport_competitions" USING btree ("merchant_id","ref");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_events_ref_uq" ON "sport_events" USING btree ("merchant_id","ref");--> statement-breakpoint
CREATE INDEX "sport_events_time_idx" ON "sport_events" USING btree ("merchant_id","starts_at");--> statement-breakpoint
CREATE INDEX "sport_feed_fixtures_open_idx" ON "sport_feed_fixtures" USING btree ("starts_at") WHERE NOT "sport_feed_fixtures"."finished";--> statement-breakpoint
CREATE UNIQUE INDEX "sport_markets_key_uq" ON "sport_markets" USING btree ("event_id","type","specifiers");--> statement-breakpoint
CREATE UNIQUE INDEX "sport_outcomes_key_uq" ON "sport_outcomes" USING btree ("market_id","outcome");