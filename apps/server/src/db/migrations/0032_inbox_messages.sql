CREATE TABLE "inbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"audience" text NOT NULL,
	"audience_detail" jsonb,
	"everyone_up_to" integer,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"format" text NOT NULL,
	"delivered" integer NOT NULL,
	"event_key" text,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "inbox_messages_audience_ck" CHECK ("inbox_messages"."audience" IN ('member', 'usernames', 'label', 'everyone')),
	CONSTRAINT "inbox_messages_format_ck" CHECK ("inbox_messages"."format" IN ('text', 'html'))
);
--> statement-breakpoint
CREATE TABLE "inbox_recipients" (
	"message_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "inbox_recipients_message_id_member_id_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "inbox_recipients" ADD CONSTRAINT "inbox_recipients_message_id_inbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."inbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbox_messages_everyone_idx" ON "inbox_messages" USING btree ("merchant_id","created_at") WHERE "inbox_messages"."audience" = 'everyone';--> statement-breakpoint
CREATE INDEX "inbox_messages_merchant_idx" ON "inbox_messages" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_messages_event_uq" ON "inbox_messages" USING btree ("merchant_id","event_key") WHERE "inbox_messages"."event_key" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "inbox_recipients_member_idx" ON "inbox_recipients" USING btree ("merchant_id","member_id","message_id");