CREATE TABLE "sport_producers" (
	"merchant_id" integer NOT NULL,
	"producer" text NOT NULL,
	"last_alive_at" timestamp with time zone NOT NULL,
	"down_since" timestamp with time zone,
	CONSTRAINT "sport_producers_merchant_id_producer_pk" PRIMARY KEY("merchant_id","producer")
);
--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "cashed_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sport_bets" ADD COLUMN "cash_out_request_id" text;--> statement-breakpoint
ALTER TABLE "sport_markets" ADD COLUMN "producer" text;--> statement-breakpoint
CREATE INDEX "sport_bet_legs_outcome_idx" ON "sport_bet_legs" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "sport_markets_producer_idx" ON "sport_markets" USING btree ("merchant_id","producer") WHERE "sport_markets"."status" = 'open';