CREATE TABLE "promotion_application_images" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"application_id" integer,
	"position" integer,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"username" text NOT NULL,
	"period_key" text NOT NULL,
	"remark" text NOT NULL,
	"state" text DEFAULT 'applying' NOT NULL,
	"reviewer_note" text,
	"amount" bigint,
	"claim_id" integer,
	"decided_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "promotion_applications_state_ck" CHECK ("promotion_applications"."state" IN ('applying', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "promotion_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"amount" bigint NOT NULL,
	"grant_id" integer,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"source_ref" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotion_claims_source_ck" CHECK ("promotion_claims"."source" IN ('claim', 'deposit', 'application'))
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"category" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"banner_url" text,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"state" text DEFAULT 'draft' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"min_deposit" bigint,
	"bonus_bps" integer,
	"bonus_cap" bigint,
	"fixed_amount" bigint,
	"wagering_multiple" integer DEFAULT 1 NOT NULL,
	"wagering_base" text DEFAULT 'bonus' NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"max_stake" bigint,
	"expiry_hours" integer DEFAULT 168 NOT NULL,
	"deposit_kind" text DEFAULT 'any' NOT NULL,
	"weekdays" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"auto_apply" boolean DEFAULT false NOT NULL,
	"new_within_days" integer,
	"no_prior_deposit" boolean DEFAULT false NOT NULL,
	"min_vip_level" integer,
	"member_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"agent_id" integer,
	"countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"frequency" text DEFAULT 'once' NOT NULL,
	"budget" bigint,
	"spent" bigint DEFAULT 0 NOT NULL,
	"code" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promotions_kind_ck" CHECK ("promotions"."kind" IN ('deposit_match', 'free_credit', 'birthday', 'rebate_boost', 'raffle', 'apply_only')),
	CONSTRAINT "promotions_state_ck" CHECK ("promotions"."state" IN ('draft', 'published', 'archived')),
	CONSTRAINT "promotions_frequency_ck" CHECK ("promotions"."frequency" IN ('once', 'daily', 'weekly')),
	CONSTRAINT "promotions_wagering_base_ck" CHECK ("promotions"."wagering_base" IN ('bonus', 'deposit_bonus')),
	CONSTRAINT "promotions_deposit_kind_ck" CHECK ("promotions"."deposit_kind" IN ('any', 'first', 'reload')),
	CONSTRAINT "promotions_budget_ck" CHECK ("promotions"."spent" >= 0 AND ("promotions"."budget" IS NULL OR "promotions"."spent" <= "promotions"."budget"))
);
--> statement-breakpoint
ALTER TABLE "promotion_application_images" ADD CONSTRAINT "promotion_application_images_application_id_promotion_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."promotion_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_applications" ADD CONSTRAINT "promotion_applications_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_claims" ADD CONSTRAINT "promotion_claims_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_application_images_member_idx" ON "promotion_application_images" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "promotion_application_images_app_idx" ON "promotion_application_images" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_applications_live_uq" ON "promotion_applications" USING btree ("promotion_id","member_id","period_key") WHERE "promotion_applications"."state" <> 'rejected';--> statement-breakpoint
CREATE INDEX "promotion_applications_state_idx" ON "promotion_applications" USING btree ("merchant_id","state","id");--> statement-breakpoint
CREATE INDEX "promotion_applications_member_idx" ON "promotion_applications" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_period_uq" ON "promotion_claims" USING btree ("promotion_id","member_id","period_key");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_source_uq" ON "promotion_claims" USING btree ("merchant_id","source","source_ref","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_claims_deposit_uq" ON "promotion_claims" USING btree ("merchant_id","source_ref") WHERE "promotion_claims"."source" = 'deposit';--> statement-breakpoint
CREATE INDEX "promotion_claims_member_idx" ON "promotion_claims" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "promotions_merchant_state_idx" ON "promotions" USING btree ("merchant_id","state","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_uq" ON "promotions" USING btree ("merchant_id",lower("code")) WHERE "promotions"."code" IS NOT NULL;