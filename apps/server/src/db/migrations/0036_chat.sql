CREATE TABLE "chat_canned_replies" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"visitor_name" text,
	"visitor_token_hash" text,
	"display_name" text NOT NULL,
	"status" text NOT NULL,
	"vip" boolean DEFAULT false NOT NULL,
	"operator_id" integer,
	"operator_name" text,
	"last_message_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "chat_conversations_status_ck" CHECK ("chat_conversations"."status" IN ('waiting', 'open', 'left_message', 'closed')),
	CONSTRAINT "chat_conversations_party_ck" CHECK (("chat_conversations"."member_id" IS NULL) <> ("chat_conversations"."visitor_token_hash" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_images" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"conversation_id" integer NOT NULL,
	"mime" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"side" text NOT NULL,
	"operator_id" integer,
	"operator_name" text,
	"kind" text NOT NULL,
	"body" text,
	"image_id" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_messages_side_ck" CHECK ("chat_messages"."side" IN ('member', 'visitor', 'operator', 'system')),
	CONSTRAINT "chat_messages_kind_ck" CHECK (("chat_messages"."kind" = 'text' AND "chat_messages"."body" IS NOT NULL) OR ("chat_messages"."kind" = 'image' AND "chat_messages"."image_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "chat_settings" (
	"merchant_id" integer PRIMARY KEY NOT NULL,
	"limited" boolean NOT NULL,
	"open_from" text NOT NULL,
	"open_to" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_images" ADD CONSTRAINT "chat_images_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_canned_replies_merchant_idx" ON "chat_canned_replies" USING btree ("merchant_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_member_live_uq" ON "chat_conversations" USING btree ("merchant_id","member_id") WHERE "chat_conversations"."member_id" IS NOT NULL AND "chat_conversations"."status" <> 'closed';--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_visitor_uq" ON "chat_conversations" USING btree ("visitor_token_hash");--> statement-breakpoint
CREATE INDEX "chat_conversations_desk_idx" ON "chat_conversations" USING btree ("merchant_id","status","id");--> statement-breakpoint
CREATE INDEX "chat_conversations_member_idx" ON "chat_conversations" USING btree ("merchant_id","member_id","id");--> statement-breakpoint
CREATE INDEX "chat_images_conversation_idx" ON "chat_images" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id");