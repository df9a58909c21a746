// A birthday gift on a moved clock (docs/promotions.md): claimable during the member's birthday month in the
// merchant's own calendar (the demo merchant's zone, Asia/Kuala_Lumpur, UTC+8), not in UTC. At the month's
// edges, a second apart: 23:59:59 local on the last day of the month before is refused and 00:00:00 local on
// the first is accepted while UTC still reads the month before; 23:59:59 local on the month's last day is
// accepted and 00:00:00 local on the next day is refused while UTC still reads the birthday month. A refused
// claim writes nothing. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { claimPromotionEndpoint } from '@orbit/contracts/promotions';
import { bonusGrants } from '../../src/db/schema/bonuses.ts';
import { members } from '../../src/db/schema/members.ts';
import { promotionClaims } from '../../src/db/schema/promotions.ts';
import { memberAccount } from '../../src/modules/wallet/addresses.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { nextId } from '../support/bonuses.ts';
import { depositor, type Depositor } from '../support/deposits.ts';
import { consoleApi, failure } from '../support/members.ts';
import { merchantOf } from '../support/payments.ts';
import { publishedPromotion } from '../support/promotions.ts';

let t: TestApp;
let promotion: number;
beforeAll(async () => {
  t = await createTestApp();
  promotion = await publishedPromotion(await consoleApi(t), { kind: 'birthday', fixedAmount: '8.00', wageringMultiple: 1, expiryHours: 72 });
});
afterAll(() => t.close());

/** A member born on 15 March, registered and signed in at the clock's time (the clock has moved months). */
async function marchBorn(): Promise<Depositor> {
  const member = await depositor(t);
  await t.database.db
    .update(members)
    .set({ contacts: { birthday: '1990-03-15' } })
    .where(eq(members.id, member.id));
  return member;
}
const claim = (member: Depositor) => member.api.call(claimPromotionEndpoint, { params: { id: promotion }, body: { requestId: nextId('bday') } });
const claimsOf = (member: Depositor) => t.database.db.select().from(promotionClaims).where(eq(promotionClaims.memberId, member.id));
const grantsOf = (member: Depositor) => t.database.db.select().from(bonusGrants).where(eq(bonusGrants.memberId, member.id));

async function expectRefused(member: Depositor) {
  expect(await failure(claim(member))).toMatchObject({ errorCode: 'promotion_not_eligible', field: 'birthday' });
  expect(await claimsOf(member)).toHaveLength(0);
  expect(await grantsOf(member)).toHaveLength(0);
}
async function expectAccepted(member: Depositor) {
  const claimed = await claim(member);
  expect(claimed).toMatchObject({ amount: '8.00', state: 'active' });
  expect(await claimsOf(member)).toMatchObject([{ periodKey: 'year:2027', amount: 800n, grantId: claimed.grantId }]);
  expect(await t.services.wallet.balanceOf(t.database.db, member.merchantId, memberAccount.bonusGrant(member.id, claimed.grantId!), 'MYR')).toBe(800n);
}

describe('a birthday gift at the edges of the birthday month, in the merchant’s zone', () => {
  it('counts the month in Asia/Kuala_Lumpur', async () => {
    const member = await marchBorn();
    expect((await merchantOf(t, member)).timeZone).toBe('Asia/Kuala_Lumpur');
  });

  it('opens at 00:00 local on 1 March, not at 23:59:59 local on 28 February', async () => {
    t.clock.set('2027-02-28T15:59:59Z'); // 23:59:59 on 28 February in Kuala Lumpur
    const member = await marchBorn();
    await expectRefused(member);
    t.clock.set('2027-02-28T16:00:00Z'); // 00:00:00 on 1 March there; still 28 February in UTC
    await expectAccepted(member);
    // Once a year: the same month again is already claimed.
    expect(await failure(claim(member))).toMatchObject({ errorCode: 'promotion_already_claimed' });
  });

  it('is claimable at 23:59:59 local on 31 March and closed at 00:00 local on 1 April and the day after', async () => {
    t.clock.set('2027-03-31T15:59:59Z'); // 23:59:59 on 31 March in Kuala Lumpur
    await expectAccepted(await marchBorn());
    t.clock.set('2027-03-31T16:00:00Z'); // 00:00:00 on 1 April there; still 31 March in UTC
    await expectRefused(await marchBorn());
    t.clock.set('2027-04-01T04:00:00Z'); // noon on 1 April there
    await expectRefused(await marchBorn());
    expect((await t.database.db.transaction((tx) => t.services.reconciliation.run(tx))).ok).toBe(true);
  });
});
