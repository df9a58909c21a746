CREATE TABLE "settings_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"section" text NOT NULL,
	"base" jsonb NOT NULL,
	"value" jsonb NOT NULL,
	"base_version" integer NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "settings_changes_status_ck" CHECK ("settings_changes"."status" IN ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "manual_adjustments" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"member_id" integer NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	"transaction_id" bigint,
	CONSTRAINT "manual_adjustments_status_ck" CHECK ("manual_adjustments"."status" IN ('pending', 'applied', 'rejected')),
	CONSTRAINT "manual_adjustments_direction_ck" CHECK ("manual_adjustments"."direction" IN ('credit', 'debit'))
);
--> statement-breakpoint
ALTER TABLE "settings_changes" ADD CONSTRAINT "settings_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "settings_changes_pending_uq" ON "settings_changes" USING btree ("merchant_id","section") WHERE "settings_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "settings_changes_merchant_idx" ON "settings_changes" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "manual_adjustments_request_uq" ON "manual_adjustments" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "manual_adjustments_member_idx" ON "manual_adjustments" USING btree ("merchant_id","member_id","decided_at");--> statement-breakpoint
CREATE INDEX "manual_adjustments_pending_idx" ON "manual_adjustments" USING btree ("merchant_id","id") WHERE "manual_adjustments"."status" = 'pending';