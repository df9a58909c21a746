CREATE TABLE "house_live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"player" text NOT NULL,
	"real" boolean NOT NULL,
	"request_id" text NOT NULL,
	"spots" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"balance_before" bigint,
	"balance_after" bigint,
	"status" text NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"table_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"round_number" integer NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"phase" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "house_live_tables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "house_live_bets_request_uq" ON "house_live_bets" USING btree ("merchant_id","player","request_id");--> statement-breakpoint
CREATE INDEX "house_live_bets_round_idx" ON "house_live_bets" USING btree ("round_id","status");--> statement-breakpoint
CREATE INDEX "house_live_bets_player_idx" ON "house_live_bets" USING btree ("merchant_id","player","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_live_rounds_number_uq" ON "house_live_rounds" USING btree ("table_id","round_number");--> statement-breakpoint
CREATE INDEX "house_live_rounds_unfinished_idx" ON "house_live_rounds" USING btree ("phase") WHERE "house_live_rounds"."phase" IN ('betting', 'dealing', 'refunding');--> statement-breakpoint
CREATE UNIQUE INDEX "house_live_tables_game_uq" ON "house_live_tables" USING btree ("merchant_id","game_code");