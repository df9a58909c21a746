CREATE TABLE "lottery_draws" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"draw_id" text NOT NULL,
	"kind" text DEFAULT 'regular' NOT NULL,
	"status" text NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"result" jsonb,
	"drawn_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lottery_draws_status_ck" CHECK ("lottery_draws"."status" IN ('scheduled', 'open', 'closed', 'drawn', 'settled', 'voided')),
	CONSTRAINT "lottery_draws_game_ck" CHECK ("lottery_draws"."game_code" IN ('4d', 'xsmb', 'sea1', 'sea3', 'sea5', 'keno'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_draws_draw_uq" ON "lottery_draws" USING btree ("merchant_id","game_code","draw_id");--> statement-breakpoint
CREATE INDEX "lottery_draws_game_time_idx" ON "lottery_draws" USING btree ("merchant_id","game_code","draws_at");--> statement-breakpoint
CREATE INDEX "lottery_draws_unfinished_idx" ON "lottery_draws" USING btree ("status","draws_at") WHERE "lottery_draws"."status" IN ('scheduled', 'open', 'closed');