DROP INDEX "house_live_tables_game_uq";--> statement-breakpoint
ALTER TABLE "house_live_tables" ADD COLUMN "room_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "house_live_tables_room_uq" ON "house_live_tables" USING btree ("merchant_id","game_code","room_id");