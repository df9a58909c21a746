-- The ledger is append-only: postings and transactions are never changed or removed; a
-- correction is a new reversing transaction. refuse_change() comes from migration 0001.
CREATE TRIGGER ledger_postings_append_only BEFORE UPDATE OR DELETE ON ledger_postings FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_append_only BEFORE UPDATE OR DELETE ON ledger_transactions FOR EACH ROW EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
CREATE TRIGGER ledger_transactions_no_truncate BEFORE TRUNCATE ON ledger_transactions FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
--> statement-breakpoint
-- Every transaction's postings sum to zero per currency. The wallet writes all postings of a transaction
-- in one INSERT statement, so checking each statement's new rows is enough and costs one small scan.
CREATE OR REPLACE FUNCTION ledger_postings_balanced() RETURNS trigger AS $$
DECLARE
  unbalanced bigint;
BEGIN
  SELECT transaction_id INTO unbalanced FROM new_postings GROUP BY transaction_id, currency HAVING sum(amount) <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero', unbalanced USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_balanced AFTER INSERT ON ledger_postings REFERENCING NEW TABLE AS new_postings FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_balanced();
--> statement-breakpoint
-- One movement of money in one round trip (ADR 0011). Called only by modules/wallet/ledger.ts, which passes
-- the accounts sorted by address (so every movement locks rows in the same order and none deadlock) with
-- their net change. Each account is changed by a conditional update: a member account that would go below
-- zero is refused (SQLSTATE WL422), never read-then-written. A known idempotency key answers the first
-- movement's result, or SQLSTATE WL409 when the request differs.
CREATE OR REPLACE FUNCTION ledger_move(
  p_merchant_id integer,
  p_idempotency_key text,
  p_request_hash text,
  p_kind text,
  p_member_id integer,
  p_reference text,
  p_note text,
  p_operator_id integer,
  p_reverses_id bigint,
  p_currency text,
  p_addresses text[],
  p_deltas bigint[],
  p_at timestamptz
) RETURNS TABLE (transaction_id bigint, replayed boolean, created_at timestamptz, addresses text[], balances bigint[])
LANGUAGE plpgsql AS $$
DECLARE
  v_tx bigint;
  v_hash text;
  v_at timestamptz;
  v_ids bigint[] := '{}';
  v_balances bigint[] := '{}';
  v_id bigint;
  v_balance bigint;
  i integer;
BEGIN
  INSERT INTO ledger_transactions AS t (merchant_id, idempotency_key, request_hash, kind, member_id, reference, note, operator_id, reverses_id, created_at)
  VALUES (p_merchant_id, p_idempotency_key, p_request_hash, p_kind, p_member_id, p_reference, p_note, p_operator_id, p_reverses_id, p_at)
  ON CONFLICT (merchant_id, idempotency_key) DO NOTHING
  RETURNING t.id INTO v_tx;

  IF v_tx IS NULL THEN
    SELECT t.id, t.request_hash, t.created_at INTO v_tx, v_hash, v_at
    FROM ledger_transactions t WHERE t.merchant_id = p_merchant_id AND t.idempotency_key = p_idempotency_key;
    IF v_hash IS DISTINCT FROM p_request_hash THEN
      RAISE EXCEPTION 'idempotency key % was used for a different movement', p_idempotency_key USING ERRCODE = 'WL409';
    END IF;
    RETURN QUERY
      SELECT v_tx, true, v_at, array_agg(a.address ORDER BY a.address), array_agg(p.balance_after ORDER BY a.address)
      FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
      WHERE p.transaction_id = v_tx;
    RETURN;
  END IF;

  FOR i IN 1 .. array_length(p_addresses, 1) LOOP
    v_id := NULL;
    UPDATE ledger_accounts a SET balance = a.balance + p_deltas[i]
    WHERE a.merchant_id = p_merchant_id AND a.address = p_addresses[i] AND a.currency = p_currency
      AND (a.allow_negative OR a.balance + p_deltas[i] >= 0)
    RETURNING a.id, a.balance INTO v_id, v_balance;
    IF v_id IS NULL THEN
      -- Either the account does not exist yet (opened here, at zero) or it would go below zero.
      INSERT INTO ledger_accounts (merchant_id, address, currency, member_id, allow_negative)
      VALUES (
        p_merchant_id, p_addresses[i], p_currency,
        CASE WHEN p_addresses[i] LIKE 'member:%' THEN split_part(p_addresses[i], ':', 2)::integer END,
        p_addresses[i] LIKE 'house:%'
      )
      ON CONFLICT (merchant_id, address, currency) DO NOTHING;
      UPDATE ledger_accounts a SET balance = a.balance + p_deltas[i]
      WHERE a.merchant_id = p_merchant_id AND a.address = p_addresses[i] AND a.currency = p_currency
        AND (a.allow_negative OR a.balance + p_deltas[i] >= 0)
      RETURNING a.id, a.balance INTO v_id, v_balance;
      IF v_id IS NULL THEN
        RAISE EXCEPTION 'account % has too little money', p_addresses[i] USING ERRCODE = 'WL422', DETAIL = p_addresses[i];
      END IF;
    END IF;
    v_ids := v_ids || v_id;
    v_balances := v_balances || v_balance;
  END LOOP;

  INSERT INTO ledger_postings (transaction_id, merchant_id, account_id, currency, amount, balance_after, created_at)
  SELECT v_tx, p_merchant_id, u.id, p_currency, u.delta, u.bal, p_at
  FROM unnest(v_ids, p_deltas, v_balances) AS u(id, delta, bal);

  -- Open pages of the members concerned hear of it once this commits (wallet events).
  PERFORM pg_notify('wallet_balance', p_merchant_id::text || ':' || m)
  FROM (SELECT DISTINCT split_part(a, ':', 2) AS m FROM unnest(p_addresses) AS a WHERE a LIKE 'member:%') AS s;

  RETURN QUERY SELECT v_tx, false, p_at, p_addresses, v_balances;
END;
$$;
