// A deposit bonus racing the deposit's approval, on a real PostgreSQL, through the real bonuses module: two
// operators approving the same deposit with the WELCOME100 code at the same moment credit it once and grant its
// bonus once; the ledger sums to zero. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { approveDepositEndpoint } from '@orbit/contracts/console-finance';
import { ApiError } from '@orbit/contracts/envelope';
import { bankDepositEndpoint } from '@orbit/contracts/payments';
import { rowsOf } from '../../src/db/client.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { depositor, mainOf, newRequestId, twoReviewers, uploadImage } from '../support/deposits.ts';

describe('a deposit bonus racing its deposit approval (PostgreSQL)', () => {
  let t: TestApp;
  let first: ApiClient;
  let second: ApiClient;
  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (DATABASE_URL)');
    t = await createTestApp();
    ({ first, second } = await twoReviewers(t));
  });
  afterAll(() => t?.close());

  it('credits each deposit once and grants its bonus once when two operators approve it at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const member = await depositor(t);
      const deposit = await member.api.call(bankDepositEndpoint, {
        body: {
          requestId: newRequestId(),
          methodId: 'bank-transfer',
          bankAccountId: 'maybank-1',
          amount: '100.00',
          reference: `MBB ${round}`,
          receiptUploadId: await uploadImage(t, member.token),
          promoCode: 'WELCOME100',
        },
      });
      const [row] = rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM deposits WHERE order_no = ${deposit.orderNo}`));
      const settled = await Promise.allSettled([first, second].map((api) => api.call(approveDepositEndpoint, { params: { id: row!.id } })));
      const refusals = settled.flatMap((s) => (s.status === 'rejected' ? [s.reason instanceof ApiError ? s.reason.errorCode : String(s.reason)] : []));
      expect(settled.filter((s) => s.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
      expect(refusals.every((code) => code === 'invalid_state')).toBe(true);
      expect(await mainOf(t, member)).toBe(10_000n);
      const grants = rowsOf<{ n: number; amount: string }>(
        await t.database.db.execute(sql`SELECT count(*)::int AS n, COALESCE(SUM(amount), 0)::text AS amount FROM bonus_grants WHERE member_id = ${member.id}`),
      );
      expect(grants[0]).toEqual({ n: 1, amount: '10000' });
    }
    const [sum] = rowsOf<{ total: string }>(await t.database.db.execute(sql`SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_accounts`));
    expect(sum!.total).toBe('0');
  });
});
