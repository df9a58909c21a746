CREATE TABLE "bonus_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"source_kind" text NOT NULL,
	"source_id" text NOT NULL,
	"title" jsonb NOT NULL,
	"amount" bigint NOT NULL,
	"deposit_amount" bigint,
	"wagering_multiple" integer NOT NULL,
	"wagering_required" bigint NOT NULL,
	"wagering_done" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"max_stake" bigint,
	"expires_in_hours" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"state" text NOT NULL,
	"activated_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	"end_request_id" text,
	"request_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_grants_state_ck" CHECK ("bonus_grants"."state" IN ('queued', 'active', 'completed', 'forfeited', 'expired', 'lost')),
	CONSTRAINT "bonus_grants_source_ck" CHECK ("bonus_grants"."source_kind" IN ('promotion', 'rebate', 'referral', 'manual', 'reward')),
	CONSTRAINT "bonus_grants_amounts_ck" CHECK ("bonus_grants"."amount" > 0 AND "bonus_grants"."wagering_required" >= 0 AND "bonus_grants"."wagering_done" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_round_stakes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"round_id" text NOT NULL,
	"debit_transaction_id" text NOT NULL,
	"cash_part" bigint NOT NULL,
	"bonus_part" bigint NOT NULL,
	"contribution" bigint NOT NULL,
	"open" boolean DEFAULT true NOT NULL,
	"rolled_back" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bonus_round_stakes" ADD CONSTRAINT "bonus_round_stakes_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_source_uq" ON "bonus_grants" USING btree ("merchant_id","member_id","source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_active_uq" ON "bonus_grants" USING btree ("merchant_id","member_id") WHERE "bonus_grants"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_grants_end_request_uq" ON "bonus_grants" USING btree ("merchant_id","member_id","end_request_id") WHERE "bonus_grants"."end_request_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "bonus_grants_member_idx" ON "bonus_grants" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "bonus_grants_expiry_idx" ON "bonus_grants" USING btree ("expires_at") WHERE "bonus_grants"."state" = 'active';--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_round_stakes_debit_uq" ON "bonus_round_stakes" USING btree ("vendor_id","debit_transaction_id");--> statement-breakpoint
CREATE INDEX "bonus_round_stakes_round_idx" ON "bonus_round_stakes" USING btree ("vendor_id","round_id");--> statement-breakpoint
CREATE INDEX "bonus_round_stakes_open_idx" ON "bonus_round_stakes" USING btree ("grant_id") WHERE "bonus_round_stakes"."open";