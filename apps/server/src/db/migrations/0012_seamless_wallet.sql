CREATE TABLE "seamless_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_transaction_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text NOT NULL,
	"amount" bigint NOT NULL,
	"debit_transaction_id" text,
	"request_hash" text NOT NULL,
	"ledger_transaction_id" bigint,
	"reply" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "seamless_tx_kind_ck" CHECK ("seamless_transactions"."kind" IN ('debit', 'credit', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "vendor_credentials" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"secret" text NOT NULL,
	"rotated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seamless_transactions" ADD CONSTRAINT "seamless_transactions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD CONSTRAINT "vendor_credentials_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD CONSTRAINT "vendor_credentials_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_tx_vendor_uq" ON "seamless_transactions" USING btree ("merchant_id","vendor_id","vendor_transaction_id");--> statement-breakpoint
CREATE INDEX "seamless_tx_round_idx" ON "seamless_transactions" USING btree ("merchant_id","vendor_id","round_id");--> statement-breakpoint
CREATE INDEX "seamless_tx_member_time_idx" ON "seamless_transactions" USING btree ("merchant_id","member_id","created_at");