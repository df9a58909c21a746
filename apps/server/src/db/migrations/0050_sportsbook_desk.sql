CREATE TABLE "sport_settlement_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"event_id" bigint NOT NULL,
	"action" text NOT NULL,
	"market_ids" jsonb,
	"result" jsonb,
	"reason" text NOT NULL,
	"payout_total" bigint NOT NULL,
	"status" text NOT NULL,
	"requested_by" integer NOT NULL,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_by" integer,
	"decided_by_name" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "sport_settlement_requests_action_ck" CHECK ("sport_settlement_requests"."action" IN ('settle', 'void', 'resettle')),
	CONSTRAINT "sport_settlement_requests_status_ck" CHECK ("sport_settlement_requests"."status" IN ('pending', 'confirmed', 'rejected'))
);
--> statement-breakpoint
CREATE INDEX "sport_settlement_requests_event_idx" ON "sport_settlement_requests" USING btree ("merchant_id","event_id","id");