// Referral rewards under simultaneous requests on a real PostgreSQL: fifty claims of one reward at once (each
// its own request id, and one id sent many times) pay it exactly once; claims racing the operator's release of a
// held referral pay at most once, and only after the release. Runs with `npm run test:pg`.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { rowsOf } from '../../src/db/client.ts';
import { ledgerTransactions } from '../../src/db/schema/wallet.ts';
import type { ResolvedMerchant } from '../../src/modules/site/site.types.ts';
import { memberAccount } from '../../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { placeMember } from '../support/agents.ts';
import { balanceOf } from '../support/payments.ts';

describe('referral rewards at once (PostgreSQL)', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;

  beforeAll(async () => {
    if (!process.env.DATABASE_URL) throw new Error('run with npm run test:pg (DATABASE_URL)');
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  });
  afterAll(() => t?.close());

  /** A referrer with one friend whose first deposit earned the reward; answers the reward's id. */
  async function earned(state: 'active' | 'held' = 'active') {
    const referrer = await placeMember(t, merchant, { prefix: 'rfr' });
    const friend = await placeMember(t, merchant, { prefix: 'rfe' });
    const { referrals } = t.services;
    await t.database.db.transaction(async (tx) => {
      await referrals.onRegistered(tx, merchant, {
        referrerId: referrer.id,
        refereeId: friend.id,
        ip: `10.9.${friend.id % 250}.1`,
        deviceId: null,
        at: t.clock.now(),
      });
      if (state === 'held') await tx.execute(sql`UPDATE referrals SET state = 'held', hold_reasons = '{same_ip}' WHERE referee_id = ${friend.id}`);
      await referrals.onDepositCredited(tx, merchant, { memberId: friend.id, amount: 10_000n });
    });
    const [reward] = rowsOf<{ id: number; referral_id: number }>(
      await t.database.db.execute(sql`SELECT id, referral_id FROM referral_rewards WHERE referrer_id = ${referrer.id}`),
    );
    return { referrer, rewardId: reward!.id, referralId: reward!.referral_id };
  }

  it('pays one reward once under fifty claims at once, and a request id sent many times answers one claim', async () => {
    const { referrer, rewardId } = await earned();
    const sameId = randomUUID();
    const calls = Array.from({ length: 50 }, (_, i) => t.services.referrals.claim(merchant, referrer.id, rewardId, i < 10 ? sameId : randomUUID()));
    const settled = await Promise.allSettled(calls);
    const refused = settled.map((s) => (s.status === 'rejected' ? (s.reason instanceof ApiError ? s.reason.errorCode : String(s.reason)) : 'paid'));
    expect(refused.filter((r) => r !== 'paid' && r !== 'invalid_state')).toEqual([]);
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, `referral:reward:${rewardId}`));
    expect(rows[0]!.n).toBe(1);
    expect(await balanceOf(t, merchant.id, memberAccount.main(referrer.id))).toBe(1000n);
  });

  it('claims racing the release of a held referral pay at most once, and only once it is released', async () => {
    for (let round = 0; round < 5; round++) {
      const { referrer, rewardId, referralId } = await earned('held');
      const actor = { operatorId: null, operatorName: 'race', ip: null };
      const release = t.services.referralConsole.review(merchant, referralId, 'release', 'checked', actor);
      const claims = Array.from({ length: 5 }, () => t.services.referrals.claim(merchant, referrer.id, rewardId, randomUUID()));
      await Promise.allSettled([release, ...claims]);
      const [reward] = rowsOf<{ state: string }>(await t.database.db.execute(sql`SELECT state FROM referral_rewards WHERE id = ${rewardId}`));
      const paid = await balanceOf(t, merchant.id, memberAccount.main(referrer.id));
      // Either claimed once after the release, or still claimable when every claim came first: never more.
      expect(paid === 1000n ? reward!.state === 'claimed' : reward!.state === 'claimable' && paid === 0n).toBe(true);
    }
  });
});
