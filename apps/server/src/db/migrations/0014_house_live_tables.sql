CREATE TABLE "house_live_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"round_id" bigint NOT NULL,
	"player" text NOT NULL,
	"request_id" text NOT NULL,
	"spots" jsonb NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint,
	"debit_tx_id" text NOT NULL,
	"credit_tx_id" text,
	"rollback_tx_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_live_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"table_id" bigint NOT NULL,
	"round_number" integer NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"phase" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"revealed_at" timestamp with time zone,
	"result" jsonb
);
--> statement-breakpoint
CREATE TABLE "house_live_tables" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"betting_ms" integer NOT NULL,
	"dealing_ms" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "house_live_bets_request_uq" ON "house_live_bets" USING btree ("merchant_id","player","request_id");--> statement-breakpoint
CREATE INDEX "house_live_bets_round_idx" ON "house_live_bets" USING btree ("merchant_id","round_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "house_live_rounds_number_uq" ON "house_live_rounds" USING btree ("merchant_id","table_id","round_number");--> statement-breakpoint
CREATE INDEX "house_live_rounds_unfinished_idx" ON "house_live_rounds" USING btree ("phase","closes_at") WHERE "house_live_rounds"."phase" IN ('betting', 'dealing');--> statement-breakpoint
CREATE UNIQUE INDEX "house_live_tables_game_uq" ON "house_live_tables" USING btree ("merchant_id","vendor_code","game_code");