CREATE TABLE "referral_codes" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referral_rewards" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"referral_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"milestone" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"earned_at" timestamp with time zone NOT NULL,
	"claimed_at" timestamp with time zone,
	"claim_request_id" text,
	"ledger_transaction_id" bigint,
	CONSTRAINT "referral_rewards_state_ck" CHECK ("referral_rewards"."state" IN ('claimable', 'held', 'claimed', 'rejected')),
	CONSTRAINT "referral_rewards_milestone_ck" CHECK ("referral_rewards"."milestone" IN ('first_deposit', 'turnover')),
	CONSTRAINT "referral_rewards_amount_ck" CHECK ("referral_rewards"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "referral_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"first_deposit_min" bigint NOT NULL,
	"first_deposit_reward" bigint NOT NULL,
	"turnover_target" bigint NOT NULL,
	"turnover_reward" bigint NOT NULL,
	"hold_shared_ip" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"referrer_id" integer NOT NULL,
	"referee_id" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"register_ip" text NOT NULL,
	"state" text DEFAULT 'active' NOT NULL,
	"hold_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	CONSTRAINT "referrals_state_ck" CHECK ("referrals"."state" IN ('active', 'held', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "referral_rewards" ADD CONSTRAINT "referral_rewards_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "referral_codes_code_uq" ON "referral_codes" USING btree ("merchant_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_milestone_uq" ON "referral_rewards" USING btree ("referral_id","milestone");--> statement-breakpoint
CREATE UNIQUE INDEX "referral_rewards_request_uq" ON "referral_rewards" USING btree ("merchant_id","referrer_id","claim_request_id");--> statement-breakpoint
CREATE INDEX "referral_rewards_referrer_idx" ON "referral_rewards" USING btree ("merchant_id","referrer_id","state","id");--> statement-breakpoint
CREATE UNIQUE INDEX "referrals_referee_uq" ON "referrals" USING btree ("merchant_id","referee_id");--> statement-breakpoint
CREATE INDEX "referrals_referrer_idx" ON "referrals" USING btree ("merchant_id","referrer_id","id");--> statement-breakpoint
CREATE INDEX "referrals_state_idx" ON "referrals" USING btree ("merchant_id","state","id");