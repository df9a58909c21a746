CREATE TABLE "house_vendor_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"reference" text NOT NULL,
	"player" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_vendor_wallets" (
	"merchant_id" integer NOT NULL,
	"player" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "house_vendor_wallets_balance_ck" CHECK ("house_vendor_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"address" text NOT NULL,
	"currency" text NOT NULL,
	"member_id" integer,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_not_negative_ck" CHECK ("ledger_accounts"."allow_negative" OR "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_postings_nonzero_ck" CHECK ("ledger_postings"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"kind" text NOT NULL,
	"member_id" integer,
	"reference" text,
	"note" text,
	"reverses_id" bigint,
	"operator_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"ok" boolean NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"accounts_checked" integer NOT NULL,
	"transactions_checked" integer NOT NULL,
	"findings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"request_id" text NOT NULL,
	"reference" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_check_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "vendor_transfers_direction_ck" CHECK ("vendor_transfers"."direction" IN ('in', 'out')),
	CONSTRAINT "vendor_transfers_status_ck" CHECK ("vendor_transfers"."status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "vendor_transfers_amount_ck" CHECK ("vendor_transfers"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"wallet_mode" text DEFAULT 'transfer' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vendors_wallet_mode_ck" CHECK ("vendors"."wallet_mode" IN ('transfer', 'seamless'))
);
--> statement-breakpoint
CREATE TABLE "deposit_limits" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"daily" bigint,
	"weekly" bigint,
	"monthly" bigint,
	"pending" jsonb,
	"pending_effective_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deposits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"order_no" text NOT NULL,
	"method_id" text NOT NULL,
	"method_name" text NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reference" text,
	"bank_account_id" text,
	"bank_account_label" text,
	"receipt_upload_id" text,
	"promo_code" text,
	"reject_reason" text,
	"approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" integer,
	"ledger_transaction_id" bigint,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "deposits_kind_ck" CHECK ("deposits"."kind" IN ('bank', 'online')),
	CONSTRAINT "deposits_status_ck" CHECK ("deposits"."status" IN ('pending', 'approved', 'rejected', 'expired')),
	CONSTRAINT "deposits_amount_ck" CHECK ("deposits"."amount" > 0 AND "deposits"."fee" >= 0 AND "deposits"."fee" < "deposits"."amount")
);
--> statement-breakpoint
CREATE TABLE "gateway_events" (
	"merchant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"deposit_id" bigint,
	"outcome" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_bank_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"bank" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_deliveries" (
	"event_id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"last_status" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"merchant_code" text NOT NULL,
	"merchant_order_no" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"return_url" text NOT NULL,
	"webhook_url" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "sandbox_gateway_payments_status_ck" CHECK ("sandbox_gateway_payments"."status" IN ('created', 'paid', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"order_no" text NOT NULL,
	"bank_account_id" bigint NOT NULL,
	"bank" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"payout_reference" text,
	"approvals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" integer,
	"amount_received" bigint,
	"proof_upload_id" text,
	"member_remark" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"confirm_by" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status_ck" CHECK ("withdrawals"."status" IN ('pending', 'approved', 'rejected', 'paid', 'received', 'partially_received', 'not_received', 'auto_received')),
	CONSTRAINT "withdrawals_amount_ck" CHECK ("withdrawals"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_vendor_transfers_reference_uq" ON "house_vendor_transfers" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "house_vendor_wallets_player_uq" ON "house_vendor_wallets" USING btree ("merchant_id","player","currency");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_address_uq" ON "ledger_accounts" USING btree ("merchant_id","address","currency");--> statement-breakpoint
CREATE INDEX "ledger_accounts_member_idx" ON "ledger_accounts" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "ledger_postings_account_idx" ON "ledger_postings" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_postings_transaction_idx" ON "ledger_postings" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_uq" ON "ledger_transactions" USING btree ("merchant_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_member_idx" ON "ledger_transactions" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_reverses_uq" ON "ledger_transactions" USING btree ("reverses_id") WHERE "ledger_transactions"."reverses_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_request_uq" ON "vendor_transfers" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendor_transfers_reference_uq" ON "vendor_transfers" USING btree ("merchant_id","vendor_code","reference");--> statement-breakpoint
CREATE INDEX "vendor_transfers_member_idx" ON "vendor_transfers" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "vendor_transfers_pending_idx" ON "vendor_transfers" USING btree ("next_check_at") WHERE "vendor_transfers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_merchant_code_uq" ON "vendors" USING btree ("merchant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_request_uq" ON "deposits" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "deposits_order_uq" ON "deposits" USING btree ("merchant_id","order_no");--> statement-breakpoint
CREATE INDEX "deposits_member_idx" ON "deposits" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "deposits_status_idx" ON "deposits" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "gateway_events_uq" ON "gateway_events" USING btree ("merchant_id","provider","event_id");--> statement-breakpoint
CREATE INDEX "member_bank_accounts_member_idx" ON "member_bank_accounts" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_bank_accounts_number_uq" ON "member_bank_accounts" USING btree ("merchant_id","member_id","bank","account_number") WHERE "member_bank_accounts"."removed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payment_uploads_member_idx" ON "payment_uploads" USING btree ("merchant_id","member_id");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_deliveries_due_idx" ON "sandbox_gateway_deliveries" USING btree ("next_attempt_at") WHERE "sandbox_gateway_deliveries"."delivered_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_gateway_payments_order_uq" ON "sandbox_gateway_payments" USING btree ("account_id","merchant_order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_request_uq" ON "withdrawals" USING btree ("merchant_id","member_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_order_uq" ON "withdrawals" USING btree ("merchant_id","order_no");--> statement-breakpoint
CREATE INDEX "withdrawals_member_idx" ON "withdrawals" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("merchant_id","status","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_confirm_idx" ON "withdrawals" USING btree ("confirm_by") WHERE "withdrawals"."status" = 'paid';