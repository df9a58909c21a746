// The deposit bonus end to end, with the real bonuses module behind the promotions (the other promotion
// tests use a recording double): a first deposit with the demo's WELCOME100 code is credited as cash and its
// bonus arrives as a grant with its wagering requirement; the code gives nothing twice; the ledger balances.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { memberBonusesEndpoint } from '@orbit/contracts/bonuses';
import { approveDepositEndpoint } from '@orbit/contracts/console-finance';
import { bankDepositEndpoint } from '@orbit/contracts/payments';
import { rowsOf } from '../src/db/client.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi } from './support/members.ts';
import { depositor, mainOf, newRequestId, uploadImage, type Depositor } from './support/deposits.ts';

describe('the welcome bonus through the real bonuses module', () => {
  let t: TestApp;
  let ops: ApiClient;
  beforeAll(async () => {
    t = await createTestApp();
    ops = await consoleApi(t);
  });
  afterAll(() => t.close());

  async function depositApproved(member: Depositor, amount: string, promoCode?: string) {
    const deposit = await member.api.call(bankDepositEndpoint, {
      body: {
        requestId: newRequestId(),
        methodId: 'bank-transfer',
        bankAccountId: 'maybank-1',
        amount,
        reference: 'MBB 2',
        receiptUploadId: await uploadImage(t, member.token),
        ...(promoCode ? { promoCode } : {}),
      },
    });
    const [row] = rowsOf<{ id: number }>(await t.database.db.execute(sql`SELECT id FROM deposits WHERE order_no = ${deposit.orderNo}`));
    await ops.call(approveDepositEndpoint, { params: { id: row!.id } });
  }

  it('credits the deposit as cash and grants 100 % as bonus money with (deposit + bonus) × 10 to wager, once', async () => {
    const member = await depositor(t);
    await depositApproved(member, '150.00', 'welcome100');
    expect(await mainOf(t, member)).toBe(15_000n);
    const bonuses = await member.api.call(memberBonusesEndpoint);
    expect(bonuses.active).toMatchObject({
      state: 'active',
      amount: '150.00',
      balance: '150.00',
      wageringRequired: '3000.00',
      wageringDone: '0.00',
      maxStake: '20.00',
    });
    expect(bonuses.bonusBalance).toBe('150.00');

    // The code is for a first deposit, once: a second deposit with it is credited and earns nothing more.
    await depositApproved(member, '50.00', 'WELCOME100');
    expect(await mainOf(t, member)).toBe(20_000n);
    const after = await member.api.call(memberBonusesEndpoint);
    expect([after.active?.id, after.queued]).toEqual([bonuses.active!.id, []]);

    const [sum] = rowsOf<{ total: string }>(await t.database.db.execute(sql`SELECT COALESCE(SUM(balance), 0)::text AS total FROM ledger_accounts`));
    expect(sum!.total).toBe('0');
  });
});
