CREATE TABLE "game_favourites" (
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_favourites_member_id_game_id_pk" PRIMARY KEY("member_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_launches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"game_id" integer NOT NULL,
	"room_id" text,
	"real" boolean NOT NULL,
	"launched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_code" text NOT NULL,
	"game_code" text NOT NULL,
	"category" text NOT NULL,
	"game_type" text NOT NULL,
	"names" jsonb NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"image_path" text NOT NULL,
	"min_bet" bigint NOT NULL,
	"lines" integer,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"rooms" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_category_ck" CHECK (category IN ('lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'elott')),
	CONSTRAINT "games_min_bet_ck" CHECK ("games"."min_bet" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vendor_profiles" (
	"vendor_id" integer PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"category" text NOT NULL,
	"names" jsonb NOT NULL,
	"is_hot" boolean DEFAULT false NOT NULL,
	"is_game" text,
	"partner_strip" boolean DEFAULT true NOT NULL,
	"launch_url" text,
	CONSTRAINT "vendor_profiles_category_ck" CHECK (category IN ('lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'elott'))
);
--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favourites" ADD CONSTRAINT "game_favourites_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_launches" ADD CONSTRAINT "game_launches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_profiles" ADD CONSTRAINT "vendor_profiles_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_favourites_member_idx" ON "game_favourites" USING btree ("merchant_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "game_launches_member_idx" ON "game_launches" USING btree ("merchant_id","member_id","launched_at");--> statement-breakpoint
CREATE INDEX "game_launches_merchant_time_idx" ON "game_launches" USING btree ("merchant_id","launched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "games_merchant_vendor_code_uq" ON "games" USING btree ("merchant_id","vendor_code","game_code");--> statement-breakpoint
CREATE INDEX "games_merchant_category_idx" ON "games" USING btree ("merchant_id","category","sort_order");--> statement-breakpoint
CREATE INDEX "vendor_profiles_merchant_idx" ON "vendor_profiles" USING btree ("merchant_id");