ALTER TABLE "chat_conversations" ADD COLUMN "opened_ip" text;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD COLUMN "provider_url" text;--> statement-breakpoint
ALTER TABLE "chat_settings" ADD COLUMN "vip_provider_url" text;--> statement-breakpoint
CREATE INDEX "chat_conversations_opened_ip_idx" ON "chat_conversations" USING btree ("merchant_id","opened_ip","created_at");