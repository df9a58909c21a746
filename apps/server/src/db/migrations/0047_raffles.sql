CREATE TABLE "promotion_raffle_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_raffle_entries_source_ck" CHECK ("promotion_raffle_entries"."source" IN ('deposit', 'turnover')),
	CONSTRAINT "promotion_raffle_entries_amount_ck" CHECK ("promotion_raffle_entries"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_raffle_winners" (
	"promotion_id" integer NOT NULL,
	"place" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"username" text NOT NULL,
	"position" integer NOT NULL,
	"amount" bigint NOT NULL,
	"claim_id" integer,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_raffle_winners_promotion_id_place_pk" PRIMARY KEY("promotion_id","place")
);
--> statement-breakpoint
CREATE TABLE "promotion_raffles" (
	"promotion_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"draws_at" timestamp with time zone NOT NULL,
	"entry_basis" text NOT NULL,
	"entry_unit" bigint NOT NULL,
	"max_entries" integer NOT NULL,
	"prizes" jsonb NOT NULL,
	"server_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"drawn_at" timestamp with time zone,
	"entrants" integer,
	"entries" integer,
	"entry_digest" text,
	"entry_counts" jsonb,
	CONSTRAINT "promotion_raffles_state_ck" CHECK ("promotion_raffles"."state" IN ('open', 'drawn')),
	CONSTRAINT "promotion_raffles_basis_ck" CHECK ("promotion_raffles"."entry_basis" IN ('deposit', 'valid_turnover')),
	CONSTRAINT "promotion_raffles_rule_ck" CHECK ("promotion_raffles"."entry_unit" > 0 AND "promotion_raffles"."max_entries" >= 1)
);
--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP CONSTRAINT "promotion_claims_source_ck";--> statement-breakpoint
ALTER TABLE "promotion_raffle_entries" ADD CONSTRAINT "promotion_raffle_entries_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_raffle_winners" ADD CONSTRAINT "promotion_raffle_winners_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_raffles" ADD CONSTRAINT "promotion_raffles_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_raffle_entries_event_uq" ON "promotion_raffle_entries" USING btree ("promotion_id","member_id","source","source_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_raffle_winners_member_uq" ON "promotion_raffle_winners" USING btree ("promotion_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_raffle_winners_member_idx" ON "promotion_raffle_winners" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "promotion_raffles_due_idx" ON "promotion_raffles" USING btree ("state","draws_at");--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_source_ck" CHECK ("promotion_claims"."source" IN ('claim', 'deposit', 'application', 'redeem', 'raffle'));