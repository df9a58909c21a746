CREATE TABLE "payment_password_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_password_attempts_member_idx" ON "payment_password_attempts" USING btree ("merchant_id","member_id","at");