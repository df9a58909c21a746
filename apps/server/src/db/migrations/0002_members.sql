CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"ip" text,
	"device" text,
	"login_type" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_known_ips" (
	"member_id" integer NOT NULL,
	"ip" text NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_known_ips_member_id_ip_pk" PRIMARY KEY("member_id","ip")
);
--> statement-breakpoint
CREATE TABLE "member_logins" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer,
	"account_key" text NOT NULL,
	"ip" text,
	"device" text,
	"method" text NOT NULL,
	"success" boolean NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_remember_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"login_type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" text NOT NULL,
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"merchant_id" integer NOT NULL,
	"ip" text,
	"device" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoke_reason" text,
	CONSTRAINT "member_sessions_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"username" text NOT NULL,
	"username_key" text NOT NULL,
	"nickname" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"upline_id" integer,
	"affiliate_code" text,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"payment_password_hash" text,
	"country_dialing_code" text,
	"mobile_num" text,
	"email" text,
	"real_name" text,
	"contacts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"avatar" text,
	"avatar_type" text,
	"member_labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"club_label" jsonb,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"locked_reason" text,
	"session_reminder_minutes" integer,
	"cool_off_until" timestamp with time zone,
	"self_excluded_until" timestamp with time zone,
	"register_ip" text,
	"register_domain" text,
	"register_method" text DEFAULT 'WEB' NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "members_status_ck" CHECK ("members"."status" IN ('active', 'locked')),
	CONSTRAINT "members_type_ck" CHECK ("members"."type" IN (0, 1, 2, 4, 41, 42))
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"purpose" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_flows" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"merchant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"data" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_identities" (
	"merchant_id" integer NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" integer NOT NULL,
	"email" text,
	"bound_at" timestamp with time zone NOT NULL,
	CONSTRAINT "social_identities_merchant_id_provider_subject_pk" PRIMARY KEY("merchant_id","provider","subject")
);
--> statement-breakpoint
CREATE TABLE "used_challenges" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"member_id" integer,
	"ip" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_known_ips" ADD CONSTRAINT "member_known_ips_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_remember_tokens" ADD CONSTRAINT "member_remember_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_identities" ADD CONSTRAINT "social_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_challenges_expires_idx" ON "login_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "member_logins_account_idx" ON "member_logins" USING btree ("merchant_id","account_key","at");--> statement-breakpoint
CREATE INDEX "member_logins_ip_idx" ON "member_logins" USING btree ("merchant_id","ip","at");--> statement-breakpoint
CREATE INDEX "member_logins_member_idx" ON "member_logins" USING btree ("member_id","at");--> statement-breakpoint
CREATE INDEX "member_remember_member_idx" ON "member_remember_tokens" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_member_idx" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_sessions_expires_idx" ON "member_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_username_uq" ON "members" USING btree ("merchant_id","username_key");--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_mobile_uq" ON "members" USING btree ("merchant_id","country_dialing_code","mobile_num") WHERE "members"."mobile_num" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "members_merchant_affiliate_uq" ON "members" USING btree ("merchant_id","affiliate_code") WHERE "members"."affiliate_code" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "members_merchant_upline_idx" ON "members" USING btree ("merchant_id","upline_id");--> statement-breakpoint
CREATE INDEX "outbox_messages_merchant_idx" ON "outbox_messages" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "social_flows_expires_idx" ON "social_flows" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "social_identities_member_provider_uq" ON "social_identities" USING btree ("member_id","provider");--> statement-breakpoint
CREATE INDEX "used_challenges_expires_idx" ON "used_challenges" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("merchant_id","target","purpose","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_ip_idx" ON "verification_codes" USING btree ("merchant_id","ip","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_expires_idx" ON "verification_codes" USING btree ("expires_at");