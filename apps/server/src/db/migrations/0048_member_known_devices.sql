CREATE TABLE "member_known_devices" (
	"member_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_known_devices_member_id_device_id_pk" PRIMARY KEY("member_id","device_id")
);
--> statement-breakpoint
ALTER TABLE "member_known_devices" ADD CONSTRAINT "member_known_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;