CREATE TABLE "credit_cap_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"base_cap" bigint,
	"credit_cap" bigint,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "credit_cap_changes_status_ck" CHECK ("credit_cap_changes"."status" IN ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "credit_cap_changes" ADD CONSTRAINT "credit_cap_changes_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_cap_changes" ADD CONSTRAINT "credit_cap_changes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_cap_changes_pending_uq" ON "credit_cap_changes" USING btree ("vendor_id") WHERE "credit_cap_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "credit_cap_changes_merchant_idx" ON "credit_cap_changes" USING btree ("merchant_id","id");