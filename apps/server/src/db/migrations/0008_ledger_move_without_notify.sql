-- ledger_move without its NOTIFY (ADR 0011): a transaction that notifies takes a database-wide lock until
-- its commit is flushed, so every money movement queued behind every other. Balance events are now sent
-- by the wallet after commit, batched, outside the money transactions (modules/wallet/events.ts).
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

  RETURN QUERY SELECT v_tx, false, p_at, p_addresses, v_balances;
END;
$$;
