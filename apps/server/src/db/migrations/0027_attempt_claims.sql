CREATE TABLE "console_notices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"bucket" text NOT NULL,
	"detail" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_known_ips" (
	"merchant_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempt_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"scope" text NOT NULL,
	"subject" text NOT NULL,
	"ip" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator_known_ips" ADD CONSTRAINT "operator_known_ips_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "console_notices_once_idx" ON "console_notices" USING btree ("merchant_id","kind","subject","bucket");--> statement-breakpoint
CREATE INDEX "console_notices_recent_idx" ON "console_notices" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "operator_known_ips_pk" ON "operator_known_ips" USING btree ("operator_id","ip");--> statement-breakpoint
CREATE INDEX "attempt_claims_subject_idx" ON "attempt_claims" USING btree ("merchant_id","scope","subject");--> statement-breakpoint
CREATE INDEX "attempt_claims_ip_idx" ON "attempt_claims" USING btree ("merchant_id","scope","ip");