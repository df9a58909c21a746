DROP INDEX "lottery_tickets_draw_idx";--> statement-breakpoint
ALTER TABLE "lottery_draws" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lottery_draws_unpaid_idx" ON "lottery_draws" USING btree ("id") WHERE "lottery_draws"."status" IN ('settled', 'voided') AND "lottery_draws"."paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "lottery_tickets_draw_idx" ON "lottery_tickets" USING btree ("draw_row_id","id");--> statement-breakpoint
-- Settlement rewrites every line's win and every ticket's status, win and settled_at of a draw at once. None
-- of those columns is indexed, so with room on the page each new row version is a HOT update that touches no
-- index; half of each page is kept free for it (ADR 0018). Applies to pages written from now on.
ALTER TABLE "lottery_ticket_lines" SET (fillfactor = 50);--> statement-breakpoint
ALTER TABLE "lottery_tickets" SET (fillfactor = 50);
