CREATE TABLE "lottery_exposure" (
	"draw_row_id" bigint NOT NULL,
	"bet_key" text NOT NULL,
	"liability" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "lottery_exposure_draw_row_id_bet_key_pk" PRIMARY KEY("draw_row_id","bet_key"),
	CONSTRAINT "lottery_exposure_liability_ck" CHECK ("lottery_exposure"."liability" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lottery_ticket_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ticket_id" bigint NOT NULL,
	"draw_row_id" bigint NOT NULL,
	"bet_type" text NOT NULL,
	"selection" text NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint
);
--> statement-breakpoint
CREATE TABLE "lottery_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"draw_row_id" bigint NOT NULL,
	"player" text NOT NULL,
	"round_id" text NOT NULL,
	"request_id" text NOT NULL,
	"real" boolean NOT NULL,
	"stake" bigint NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"error_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "lottery_tickets_status_ck" CHECK ("lottery_tickets"."status" IN ('open', 'debited', 'settled', 'paid', 'refused', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "odds" jsonb;--> statement-breakpoint
CREATE INDEX "lottery_ticket_lines_ticket_idx" ON "lottery_ticket_lines" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "lottery_ticket_lines_draw_idx" ON "lottery_ticket_lines" USING btree ("draw_row_id","bet_type","selection");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_round_uq" ON "lottery_tickets" USING btree ("merchant_id","round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lottery_tickets_request_uq" ON "lottery_tickets" USING btree ("merchant_id","player","request_id","draw_row_id");--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_row_id","status");--> statement-breakpoint
CREATE INDEX "lottery_tickets_player_idx" ON "lottery_tickets" USING btree ("merchant_id","player","created_at");