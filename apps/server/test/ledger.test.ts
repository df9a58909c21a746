// The ledger's own rules on the embedded database (and on PostgreSQL under test:pg): balanced postings,
// no member below zero, idempotent replays, conflicts, reversals, and postings that cannot be changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestDatabase } from './helpers.ts';
import type { Database } from '../src/db/client.ts';
import { createLedger, netDeltas, pairLegs } from '../src/modules/wallet/ledger.ts';
import { houseAccount, memberAccount } from '../src/modules/wallet/addresses.ts';
import { systemClock } from '../src/lib/clock.ts';

let database: Database;
let drop: () => Promise<void>;
const ledger = createLedger({ clock: systemClock });
const M = 1;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db.execute(sql`INSERT INTO merchants (code, name) VALUES ('LEDGER', 'Ledger test') ON CONFLICT DO NOTHING`).catch(() => undefined);
});
afterAll(() => drop());

const deposit = (memberId: number, amount: bigint, key: string) =>
  ledger.move(database.db, {
    merchantId: M,
    currency: 'MYR',
    idempotencyKey: key,
    kind: 'deposit',
    memberId,
    postings: [{ from: houseAccount('deposits', memberId), to: memberAccount.main(memberId), amount }],
  });

describe('ledger', () => {
  it('credits a member from a house shard and reports the balances after', async () => {
    const result = await deposit(7, 10_000n, 'dep-1');
    expect(result.replayed).toBe(false);
    expect(result.balances.get('member:7:main')).toBe(10_000n);
    expect(result.balances.get('house:deposits#7')).toBe(-10_000n);
    expect(await ledger.balanceOf(database.db, M, 'member:7:main', 'MYR')).toBe(10_000n);
  });

  it('answers a replay with the first result and refuses the same key for another movement', async () => {
    const again = await deposit(7, 10_000n, 'dep-1');
    expect(again.replayed).toBe(true);
    expect(again.balances.get('member:7:main')).toBe(10_000n);
    expect(await ledger.balanceOf(database.db, M, 'member:7:main', 'MYR')).toBe(10_000n);
    await expect(deposit(7, 9_999n, 'dep-1')).rejects.toMatchObject({ errorCode: 'idempotency_conflict' });
  });

  it('refuses to take a member below zero and writes nothing', async () => {
    const move = ledger.move(database.db, {
      merchantId: M,
      currency: 'MYR',
      idempotencyKey: 'too-much',
      kind: 'adjustment',
      memberId: 7,
      postings: [{ from: memberAccount.main(7), to: houseAccount('adjustments', 7), amount: 10_001n }],
    });
    await expect(move).rejects.toMatchObject({ errorCode: 'insufficient_funds' });
    expect(await ledger.balanceOf(database.db, M, 'member:7:main', 'MYR')).toBe(10_000n);
    const rows = await database.db.execute(sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = 'too-much'`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  });

  it('reverses a transaction once, with a new transaction', async () => {
    const first = await deposit(8, 500n, 'dep-8');
    const reversal = await ledger.reverse(database.db, { merchantId: M, transactionId: first.transactionId, note: 'sent twice by the bank' });
    expect(reversal.balances.get('member:8:main')).toBe(0n);
    await expect(
      ledger.reverse(database.db, { merchantId: M, transactionId: first.transactionId, note: 'again', idempotencyKey: 'other' }),
    ).rejects.toMatchObject({
      errorCode: 'invalid_state',
    });
  });

  it('keeps postings append-only and every transaction balanced', async () => {
    await expect(database.db.execute(sql`UPDATE ledger_postings SET amount = amount + 1`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM ledger_transactions`)).rejects.toThrow();
    await expect(
      database.db.execute(sql`INSERT INTO ledger_postings (transaction_id, merchant_id, account_id, currency, amount, balance_after, created_at)
        SELECT id, merchant_id, 1, 'MYR', 5, 5, now() FROM ledger_transactions LIMIT 1`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE address = 'member:7:main'`)).rejects.toThrow();
  });

  it('nets postings per account and pairs legs back into postings', () => {
    const deltas = netDeltas([
      { from: 'a', to: 'b', amount: 5n },
      { from: 'b', to: 'c', amount: 5n },
    ]);
    expect([...deltas]).toEqual([
      ['a', -5n],
      ['c', 5n],
    ]);
    expect(() => netDeltas([{ from: 'a', to: 'a', amount: 1n }])).toThrow();
    expect(() => netDeltas([{ from: 'a', to: 'b', amount: 0n }])).toThrow();
    expect(
      pairLegs([
        { address: 'x', amount: -3n },
        { address: 'y', amount: 1n },
        { address: 'z', amount: 2n },
      ]),
    ).toEqual([
      { from: 'x', to: 'y', amount: 1n },
      { from: 'x', to: 'z', amount: 2n },
    ]);
  });
});
