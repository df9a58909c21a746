CREATE TABLE "house_play_money" (
	"merchant_id" integer NOT NULL,
	"player" text NOT NULL,
	"balance" bigint NOT NULL,
	CONSTRAINT "house_play_money_merchant_id_player_pk" PRIMARY KEY("merchant_id","player"),
	CONSTRAINT "house_play_money_balance_ck" CHECK ("house_play_money"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"player" text NOT NULL,
	"round_id" text NOT NULL,
	"request_id" text NOT NULL,
	"real" boolean NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint NOT NULL,
	"balance_before" bigint,
	"balance_after" bigint,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"outcome" jsonb NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"player" text NOT NULL,
	"game_code" text NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_round_uq" ON "house_rounds" USING btree ("merchant_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_request_uq" ON "house_rounds" USING btree ("merchant_id","player","request_id");--> statement-breakpoint
CREATE INDEX "house_rounds_player_idx" ON "house_rounds" USING btree ("merchant_id","player","game_code","created_at");--> statement-breakpoint
CREATE INDEX "house_rounds_unfinished_idx" ON "house_rounds" USING btree ("status","created_at") WHERE "house_rounds"."status" IN ('open', 'debited');--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_live_uq" ON "house_seeds" USING btree ("merchant_id","player","game_code") WHERE "house_seeds"."revealed_at" IS NULL;