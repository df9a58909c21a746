CREATE TABLE "member_turnover" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" date NOT NULL,
	"vendor_id" integer NOT NULL,
	"category" text NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"wins" bigint DEFAULT 0 NOT NULL,
	"bets" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_turnover_merchant_id_member_id_day_vendor_id_category_pk" PRIMARY KEY("merchant_id","member_id","day","vendor_id","category"),
	CONSTRAINT "member_turnover_amounts_ck" CHECK ("member_turnover"."turnover" >= 0 AND "member_turnover"."wins" >= 0 AND "member_turnover"."bets" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_turnover_day_idx" ON "member_turnover" USING btree ("merchant_id","day");