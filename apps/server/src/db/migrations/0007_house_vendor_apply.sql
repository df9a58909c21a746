-- The house vendor's transfer wallet in one round trip (vendors/house/transfer-wallet.ts, ADR 0011): applies
-- a reference at most once to the player's balance on the vendor's own books. Answers 'succeeded', 'failed'
-- (a withdrawal larger than the balance) or, for a reference seen before, the outcome it had then.
CREATE OR REPLACE FUNCTION house_vendor_apply(
  p_merchant_id integer,
  p_player text,
  p_currency text,
  p_reference text,
  p_direction text,
  p_amount bigint,
  p_at timestamptz
) RETURNS text
LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_id bigint;
BEGIN
  IF EXISTS (SELECT 1 FROM house_vendor_transfers WHERE merchant_id = p_merchant_id AND reference = p_reference) THEN
    RETURN 'succeeded';
  END IF;
  INSERT INTO house_vendor_wallets (merchant_id, player, currency, balance, updated_at)
  VALUES (p_merchant_id, p_player, p_currency, 0, p_at)
  ON CONFLICT (merchant_id, player, currency) DO NOTHING;
  UPDATE house_vendor_wallets w
  SET balance = w.balance + CASE WHEN p_direction = 'in' THEN p_amount ELSE -p_amount END, updated_at = p_at
  WHERE w.merchant_id = p_merchant_id AND w.player = p_player AND w.currency = p_currency
    AND (p_direction = 'in' OR w.balance >= p_amount)
  RETURNING w.balance INTO v_balance;
  IF v_balance IS NULL THEN
    RETURN 'failed';
  END IF;
  INSERT INTO house_vendor_transfers (merchant_id, reference, player, direction, amount, currency, balance_after, created_at)
  VALUES (p_merchant_id, p_reference, p_player, p_direction, p_amount, p_currency, v_balance, p_at)
  ON CONFLICT (merchant_id, reference) DO NOTHING
  RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    -- The same reference was applied by a request running at the same time: undo this one.
    RAISE EXCEPTION 'reference % already applied', p_reference USING ERRCODE = 'WL208';
  END IF;
  RETURN 'succeeded';
END;
$$;
