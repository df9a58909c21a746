CREATE TABLE "bonus_wagering_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"grant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"required_before" bigint NOT NULL,
	"required_after" bigint NOT NULL,
	"multiple" integer,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"outcome" text,
	"requested_by" integer NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "bonus_wagering_adjustments_status_ck" CHECK ("bonus_wagering_adjustments"."status" IN ('pending', 'applied', 'rejected')),
	CONSTRAINT "bonus_wagering_adjustments_amounts_ck" CHECK ("bonus_wagering_adjustments"."required_after" >= 0 AND "bonus_wagering_adjustments"."required_before" >= 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_redeem_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"kind" text NOT NULL,
	"code_count" integer NOT NULL,
	"max_uses" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_redeem_batches_kind_ck" CHECK ("promotion_redeem_batches"."kind" IN ('single', 'shared'))
);
--> statement-breakpoint
CREATE TABLE "promotion_redeem_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"code" text NOT NULL,
	"max_uses" integer NOT NULL,
	"uses" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_redeem_codes_uses_ck" CHECK ("promotion_redeem_codes"."max_uses" >= 1 AND "promotion_redeem_codes"."uses" >= 0 AND "promotion_redeem_codes"."uses" <= "promotion_redeem_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "promotion_redeem_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "promotion_claims" DROP CONSTRAINT "promotion_claims_source_ck";--> statement-breakpoint
-- Grants made before this column: every live grant has a multiple of 1 or more (0 is paid as cash at once),
-- so its base is its requirement / multiple; an ended one with multiple 0 keeps its amount.
ALTER TABLE "bonus_grants" ADD COLUMN "wagering_base" bigint;--> statement-breakpoint
UPDATE "bonus_grants" SET "wagering_base" = CASE WHEN "wagering_multiple" > 0 THEN "wagering_required" / "wagering_multiple" ELSE "amount" END;--> statement-breakpoint
ALTER TABLE "bonus_grants" ALTER COLUMN "wagering_base" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD COLUMN "redeem_code_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_wagering_adjustments" ADD CONSTRAINT "bonus_wagering_adjustments_grant_id_bonus_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."bonus_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redeem_batches" ADD CONSTRAINT "promotion_redeem_batches_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redeem_codes" ADD CONSTRAINT "promotion_redeem_codes_batch_id_promotion_redeem_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."promotion_redeem_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redeem_codes" ADD CONSTRAINT "promotion_redeem_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_wagering_adjustments_request_uq" ON "bonus_wagering_adjustments" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_wagering_adjustments_pending_uq" ON "bonus_wagering_adjustments" USING btree ("grant_id") WHERE "bonus_wagering_adjustments"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bonus_wagering_adjustments_status_idx" ON "bonus_wagering_adjustments" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "promotion_redeem_batches_promotion_idx" ON "promotion_redeem_batches" USING btree ("merchant_id","promotion_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redeem_codes_code_uq" ON "promotion_redeem_codes" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE INDEX "promotion_redeem_codes_batch_idx" ON "promotion_redeem_codes" USING btree ("batch_id","id");--> statement-breakpoint
CREATE INDEX "promotion_redeem_failures_member_idx" ON "promotion_redeem_failures" USING btree ("merchant_id","member_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_redeem_code_uq" ON "promotion_claims" USING btree ("redeem_code_id","member_id") WHERE "promotion_claims"."redeem_code_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_source_ck" CHECK ("promotion_claims"."source" IN ('claim', 'deposit', 'application', 'redeem'));