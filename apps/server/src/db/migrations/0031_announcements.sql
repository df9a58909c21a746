CREATE TABLE "announcement_popup_snoozes" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"day" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_popup_snoozes_merchant_id_member_id_day_pk" PRIMARY KEY("merchant_id","member_id","day")
);
--> statement-breakpoint
CREATE TABLE "announcement_popup_views" (
	"announcement_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcement_popup_views_announcement_id_member_id_pk" PRIMARY KEY("announcement_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"group" text NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"audience" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"pinned" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_popup_views" ADD CONSTRAINT "announcement_popup_views_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_merchant_group_idx" ON "announcements" USING btree ("merchant_id","group","enabled");