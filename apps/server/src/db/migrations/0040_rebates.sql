CREATE TABLE "rebate_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"request_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rebate_lines" (
	"run_id" bigint NOT NULL,
	"merchant_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"category" text NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"rate_ppm" integer NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"prior" bigint DEFAULT 0 NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"claim_id" bigint,
	CONSTRAINT "rebate_lines_run_id_member_id_category_pk" PRIMARY KEY("run_id","member_id","category"),
	CONSTRAINT "rebate_lines_state_ck" CHECK ("rebate_lines"."state" IN ('pending', 'held', 'paid', 'accrued', 'claimed', 'below_minimum', 'no_difference') AND "rebate_lines"."owed" >= 0 AND "rebate_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "rebate_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"merchant_id" integer NOT NULL,
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"state" text NOT NULL,
	"basis" text NOT NULL,
	"rate_source" text NOT NULL,
	"pay_mode" text NOT NULL,
	"min_payout" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 0 NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"turnover" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "rebate_runs_state_ck" CHECK ("rebate_runs"."state" IN ('previewed', 'held', 'paid', 'accrued', 'superseded'))
);
--> statement-breakpoint
ALTER TABLE "member_turnover" ADD COLUMN "valid_turnover" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "rebate_claims_request_uq" ON "rebate_claims" USING btree ("merchant_id","request_id");--> statement-breakpoint
CREATE INDEX "rebate_lines_member_idx" ON "rebate_lines" USING btree ("merchant_id","member_id","period_start");--> statement-breakpoint
CREATE INDEX "rebate_lines_accrued_idx" ON "rebate_lines" USING btree ("merchant_id","member_id") WHERE "rebate_lines"."state" = 'accrued';--> statement-breakpoint
CREATE INDEX "rebate_runs_period_idx" ON "rebate_runs" USING btree ("merchant_id","period","period_start");--> statement-breakpoint
CREATE INDEX "rebate_runs_recent_idx" ON "rebate_runs" USING btree ("merchant_id","id");--> statement-breakpoint
ALTER TABLE "member_turnover" ADD CONSTRAINT "member_turnover_valid_ck" CHECK ("member_turnover"."valid_turnover" >= 0);--> statement-breakpoint
-- hand-written below
-- Many one-posting credits (a house account to a member account) in one call, set-based (ADR 0035: a rebate
-- run pays 100 000 members without 100 000 round trips). Called only by modules/wallet/ledger-batch.ts, which
-- passes each movement's idempotency key and request hash as ledger_move would have them. A known key with the
-- same hash is skipped (its first result stands), with another hash refused (WL409). Accounts are locked in
-- address order first, as ledger_move locks them, so a batch never deadlocks with single movements. Each
-- posting carries the balance right after it (a running sum per account in transaction order); all postings
-- are written by one INSERT, so the balanced-statement trigger checks them together.
CREATE OR REPLACE FUNCTION ledger_credit_batch(
  p_merchant_id integer,
  p_kind text,
  p_currency text,
  p_at timestamptz,
  p_keys text[],
  p_hashes text[],
  p_member_ids integer[],
  p_from text[],
  p_to text[],
  p_amounts bigint[],
  p_references text[]
) RETURNS integer
-- JIT compiling costs more than it saves on these statements (their cost estimates are high, their work simple).
LANGUAGE plpgsql SET jit = off AS $$
DECLARE
  v_count integer;
BEGIN
  IF EXISTS (SELECT 1 FROM unnest(p_amounts) a WHERE a IS NULL OR a <= 0) THEN
    RAISE EXCEPTION 'a credit moves more than zero' USING ERRCODE = 'check_violation';
  END IF;
  IF EXISTS (
    SELECT 1 FROM unnest(p_keys, p_hashes) AS u(k, h)
    JOIN ledger_transactions t ON t.merchant_id = p_merchant_id AND t.idempotency_key = u.k
    WHERE t.request_hash IS DISTINCT FROM u.h
  ) THEN
    RAISE EXCEPTION 'an idempotency key of the batch was used for a different movement' USING ERRCODE = 'WL409';
  END IF;

  CREATE TEMP TABLE IF NOT EXISTS ledger_batch_legs (tx bigint, address text, delta bigint) ON COMMIT DROP;
  TRUNCATE ledger_batch_legs;
  WITH input AS (
    SELECT * FROM unnest(p_keys, p_hashes, p_member_ids, p_from, p_to, p_amounts, p_references) AS u(k, h, member_id, from_addr, to_addr, amount, ref)
  ), inserted AS (
    INSERT INTO ledger_transactions (merchant_id, idempotency_key, request_hash, kind, member_id, reference, created_at)
    SELECT p_merchant_id, k, h, p_kind, member_id, ref, p_at FROM input
    ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
    RETURNING id, idempotency_key
  )
  INSERT INTO ledger_batch_legs (tx, address, delta)
  SELECT i.id, legs.address, legs.delta
  FROM inserted i JOIN input ON input.k = i.idempotency_key
  CROSS JOIN LATERAL (VALUES (input.from_addr, -input.amount), (input.to_addr, input.amount)) AS legs(address, delta);
  GET DIAGNOSTICS v_count = ROW_COUNT;
  IF v_count = 0 THEN
    RETURN 0;
  END IF;

  INSERT INTO ledger_accounts (merchant_id, address, currency, member_id, allow_negative)
  SELECT DISTINCT p_merchant_id, address, p_currency,
    CASE WHEN address LIKE 'member:%' THEN split_part(address, ':', 2)::integer END,
    address LIKE 'house:%'
  FROM ledger_batch_legs
  ON CONFLICT (merchant_id, address, currency) DO NOTHING;

  -- The temporary table has no statistics until analysed, and a join planned on a guess can go quadratic.
  ANALYZE ledger_batch_legs;
  -- One index lookup per account, in address order (the nested loop keeps the outer order).
  PERFORM 1 FROM (SELECT DISTINCT address FROM ledger_batch_legs ORDER BY address) l
  CROSS JOIN LATERAL (
    SELECT a.id FROM ledger_accounts a
    WHERE a.merchant_id = p_merchant_id AND a.address = l.address AND a.currency = p_currency
    FOR UPDATE
  ) locked;

  -- A member account that would go below zero fails the ledger_accounts CHECK, which aborts the whole batch.
  WITH totals AS (
    SELECT address, sum(delta) AS total FROM ledger_batch_legs GROUP BY address
  ), updated AS (
    UPDATE ledger_accounts a SET balance = a.balance + t.total
    FROM totals t
    WHERE a.merchant_id = p_merchant_id AND a.currency = p_currency AND a.address = t.address
    RETURNING a.id, a.address, a.balance - t.total AS before
  )
  INSERT INTO ledger_postings (transaction_id, merchant_id, account_id, currency, amount, balance_after, created_at)
  SELECT l.tx, p_merchant_id, u.id, p_currency, l.delta,
    u.before + sum(l.delta) OVER (PARTITION BY l.address ORDER BY l.tx ROWS UNBOUNDED PRECEDING), p_at
  FROM ledger_batch_legs l JOIN updated u ON u.address = l.address;

  RETURN v_count / 2;
END;
$$;
