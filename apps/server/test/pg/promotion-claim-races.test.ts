// A promotion claim racing the end of something on real PostgreSQL (docs/promotions.md, docs/wallet.md "Bonus
// money"): the member's active grant expiring (the bonuses.expire job) while a new grant is claimed, and the
// operator ending the promotion (archiving it) while a member claims it. Each race ends in one consistent
// state whichever side wins — the new grant active, never left queued behind an ended one; a claim either
// paid in full (claim, spent budget, grant, ledger) or refused with nothing written — and the ledger reconciles.
// Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { consolePromotionsEndpoint, setPromotionStateEndpoint } from '@orbit/contracts/console-promotions';
import { claimPromotionEndpoint } from '@orbit/contracts/promotions';
import { rowsOf } from '../../src/db/client.ts';
import { bonusGrants } from '../../src/db/schema/bonuses.ts';
import { promotionClaims } from '../../src/db/schema/promotions.ts';
import { houseAccount, memberAccount } from '../../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { nextId } from '../support/bonuses.ts';
import { depositor, type Depositor } from '../support/deposits.ts';
import { merchantOf } from '../support/payments.ts';
import { consoleApi, GOOD_PASSWORD, loginMember, memberClient } from '../support/members.ts';
import { publishedPromotion } from '../support/promotions.ts';

let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  cms = await consoleApi(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error as { errorCode?: string }).errorCode ?? String(error),
  );
const reconciles = async () => expect((await t.database.db.transaction((tx) => t.services.reconciliation.run(tx))).ok).toBe(true);
const balanceOf = (member: Depositor, address: string) => t.services.wallet.balanceOf(t.database.db, member.merchantId, address, 'MYR');
const grantsOf = (member: Depositor) => t.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, member.id)).orderBy(bonusGrants.id);
const claimsOf = (promotionId: number, member: Depositor) =>
  t.database.db
    .select()
    .from(promotionClaims)
    .where(and(eq(promotionClaims.promotionId, promotionId), eq(promotionClaims.memberId, member.id)));

describe('a promotion claim racing an end', () => {
  /** A new member with a RM 20 grant an hour old and due; its claim client signed in after the hour. */
  async function memberWithDueGrant() {
    const member = await depositor(t);
    const merchant = await merchantOf(t, member);
    const old = await t.database.db.transaction((tx) =>
      t.services.bonuses.grant(tx, {
        merchant,
        memberId: member.id,
        amount: 2_000n,
        wagering: { multiple: 1, base: 'bonus', expiresInHours: 1 },
        source: { kind: 'manual', id: nextId('due') },
        title: { EN: 'Due bonus' },
      }),
    );
    expect(old.state).toBe('active');
    const houseBefore = await balanceOf(member, houseAccount('bonuses', member.id));
    t.clock.advance(HOUR + 1_000);
    // An hour idle ends a session: the member signs in again.
    const session = await loginMember(t, member.username, GOOD_PASSWORD);
    if (session.state !== 'ok') throw new Error('expected a session');
    const api = memberClient(t, session.token);
    const claim = () => settle(api.call(claimPromotionEndpoint, { params: { id: promotion }, body: { requestId: nextId('claim') } }));
    return { member, oldGrantId: old.grantId, houseBefore, claim };
  }

  /** Whichever ran first: the old grant expired to the house, the claimed one active with its own time, the claim pointing at it. */
  async function expectedAfter({ member, oldGrantId, houseBefore }: Awaited<ReturnType<typeof memberWithDueGrant>>) {
    const grants = await grantsOf(member);
    expect(grants.map((grant) => [grant.id === oldGrantId ? 'old' : 'new', grant.state])).toEqual([
      ['old', 'expired'],
      ['new', 'active'],
    ]);
    const fresh = grants[1]!;
    expect(fresh.expiresAt!.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const [claimed] = await claimsOf(promotion, member);
    expect(claimed?.grantId).toBe(fresh.id);
    expect(await balanceOf(member, memberAccount.bonusGrant(member.id, oldGrantId))).toBe(0n);
    expect(await balanceOf(member, memberAccount.bonusGrant(member.id, fresh.id))).toBe(500n);
    // The house got the old grant's RM 20 back and paid the new RM 5.
    expect(await balanceOf(member, houseAccount('bonuses', member.id))).toBe(houseBefore + 2_000n - 500n);
    return claimed!;
  }

  /** Waits until this many sessions of the test database wait for a row lock (a condition, not a time). */
  async function lockWaiters(count: number) {
    for (;;) {
      const [row] = rowsOf<{ n: number }>(
        await t.database.db.execute(sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`),
      );
      if ((row?.n ?? 0) >= count) return;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  let promotion: number;
  it('racing the expiry of the member’s active grant: the old grant expires to the house, the claimed one is active', async () => {
    // RM 5 free credit to wager 3 times; each round a new member whose RM 20 grant is due.
    promotion = await publishedPromotion(cms, { fixedAmount: '5.00', wageringMultiple: 3, expiryHours: 24 });
    for (let round = 0; round < 6; round++) {
      const due = await memberWithDueGrant();
      const [claim] = await Promise.all([due.claim(), t.services.bonuses.expireDue()]);
      expect(claim).toBe('ok');
      // The job's next pass ends what this one did not see.
      await t.services.bonuses.expireDue();
      await expectedAfter(due);
    }
    await reconciles();
  });

  it('a claim that takes the active grant first queues its grant, and the expiry that waited on it starts that grant', async () => {
    const due = await memberWithDueGrant();
    // The old grant's row held, so both the claim (granting) and the job (expiring) queue behind it, claim first.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.select({ id: bonusGrants.id }).from(bonusGrants).where(eq(bonusGrants.id, due.oldGrantId)).for('update');
      await held;
    });
    const claim = due.claim();
    await lockWaiters(1);
    const expired = t.services.bonuses.expireDue();
    await lockWaiters(2);
    release();
    await holder;
    expect(await claim).toBe('ok');
    expect(await expired).toBe(1);
    const claimed = await expectedAfter(due);
    expect(claimed.state).toBe('queued'); // as it stood when claimed: behind the old grant, until the job ended that
    await reconciles();
  });

  it('racing the promotion’s end: a claim is paid in full before the archive or refused with nothing written after it', async () => {
    cms = await consoleApi(t); // the clock moved on above: a fresh console session
    const seen = new Set<string>();
    for (let round = 0; round < 10; round++) {
      const promotion = await publishedPromotion(cms, { fixedAmount: '7.00', wageringMultiple: 2, budget: '700.00' });
      const member = await depositor(t);
      const [claim, archive] = await Promise.all([
        settle(member.api.call(claimPromotionEndpoint, { params: { id: promotion }, body: { requestId: nextId('end') } })),
        settle(cms.call(setPromotionStateEndpoint, { params: { id: promotion }, body: { state: 'archived' } })),
      ]);
      expect(archive).toBe('ok');
      seen.add(claim);
      const row = (await cms.call(consolePromotionsEndpoint, { query: {} })).items.find((item) => item.id === promotion)!;
      expect(row.state).toBe('archived');
      const claims = await claimsOf(promotion, member);
      const grants = await grantsOf(member);
      if (claim === 'ok') {
        expect(claims).toHaveLength(1);
        expect(row.spent).toBe('7.00');
        expect(grants.map((grant) => [grant.id, grant.state, grant.amount])).toEqual([[claims[0]!.grantId, 'active', 700n]]);
        expect(await balanceOf(member, memberAccount.bonusGrant(member.id, grants[0]!.id))).toBe(700n);
      } else {
        // The archive committed first: the claim found no open promotion.
        expect(claim).toBe('not_found');
        expect(claims).toHaveLength(0);
        expect(row.spent).toBe('0.00');
        expect(grants).toHaveLength(0);
      }
    }
    // Both outcomes are possible; whichever occurred, each was whole.
    expect([...seen].every((outcome) => outcome === 'ok' || outcome === 'not_found')).toBe(true);
    await reconciles();
  });
});
