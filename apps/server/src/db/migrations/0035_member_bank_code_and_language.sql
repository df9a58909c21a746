ALTER TABLE "members" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "member_bank_accounts" ADD COLUMN "bank_code" text;