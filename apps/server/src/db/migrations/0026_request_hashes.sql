ALTER TABLE "house_rounds" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "house_live_bets" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "lottery_tickets" ADD COLUMN "request_hash" text;