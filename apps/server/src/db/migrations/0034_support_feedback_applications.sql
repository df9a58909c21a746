CREATE TABLE "agent_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"reference" text NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"country_dialing_code" text,
	"mobile_num" text,
	"email" text,
	"other_contact" text,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"member_id" integer,
	"decided_by" text,
	"ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "agent_applications_status_ck" CHECK ("agent_applications"."status" IN ('pending', 'approved', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "feedback_images" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"ticket_id" integer,
	"position" integer,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"operator_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"username" text NOT NULL,
	"category" text NOT NULL,
	"content" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "feedback_tickets_status_ck" CHECK ("feedback_tickets"."status" IN ('open', 'replied', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_ticket_id_feedback_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."feedback_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_replies" ADD CONSTRAINT "feedback_replies_ticket_id_feedback_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."feedback_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_reference_uq" ON "agent_applications" USING btree ("merchant_id","reference");--> statement-breakpoint
CREATE INDEX "agent_applications_status_idx" ON "agent_applications" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_applications_pending_username_uq" ON "agent_applications" USING btree ("merchant_id",lower("username")) WHERE "agent_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "feedback_images_member_idx" ON "feedback_images" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "feedback_images_ticket_idx" ON "feedback_images" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "feedback_replies_ticket_idx" ON "feedback_replies" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE INDEX "feedback_tickets_member_idx" ON "feedback_tickets" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "feedback_tickets_status_idx" ON "feedback_tickets" USING btree ("merchant_id","status","id");