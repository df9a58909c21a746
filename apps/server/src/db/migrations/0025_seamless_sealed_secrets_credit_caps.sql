ALTER TABLE "seamless_transactions" ADD COLUMN "first_approver_id" integer;--> statement-breakpoint
-- Rows from before sealing hold their secret in clear: marked unsealed here, sealed by the server at its
-- next start (SQL cannot know APP_SECRET; seamless/vendor-secrets.ts does it, once per row).
ALTER TABLE "vendor_credentials" ADD COLUMN "sealed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ALTER COLUMN "sealed" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "vendor_credentials" ADD COLUMN "credit_cap" bigint;
