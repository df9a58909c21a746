// Console → Finance → Bonus grants, "Adjust wagering" (docs/wallet.md, Bonus money): an operator sets an active
// grant's requirement as an amount or a multiple, never above the merchant's ceiling × the grant's base; at or
// below what is wagered the grant converts once; from the four-eyes amount up (the grant's bonus amount) the
// change waits for a second, different operator. Bad input writes nothing; every step is audited.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  consoleAdjustWageringEndpoint,
  consoleApproveWageringEndpoint,
  consoleRejectWageringEndpoint,
  consoleWageringAdjustmentsEndpoint,
} from '@orbit/contracts/bonuses';
import type { ApiClient } from '@orbit/contracts/client';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { bonusWageringAdjustments } from '../src/db/schema/bonuses.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { checkerApi, consoleApi, errorOf } from './support/members.ts';
import { bonusKit } from './support/bonuses.ts';

let t: TestApp;
let kit: Awaited<ReturnType<typeof bonusKit>>;
let maker: ApiClient;
let checker: ApiClient;

beforeAll(async () => {
  t = await createTestApp();
  kit = await bonusKit(t);
  maker = await consoleApi(t);
  checker = await checkerApi(t, maker);
});
afterAll(() => t.close());

const adjust = (api: ApiClient, id: number, body: { wageringRequired?: string; multiple?: number; reason?: string }, requestId = randomUUID()) =>
  api.call(consoleAdjustWageringEndpoint, { params: { id }, body: { requestId, reason: 'VIP goodwill', ...body } });
const changes = async () => (await t.database.db.select({ n: count() }).from(bonusWageringAdjustments))[0]?.n;
const ledgerBalanced = async () => expect((await t.database.db.transaction((tx) => t.services.reconciliation.run(tx))).ok).toBe(true);

describe('adjusting below the four-eyes amount', () => {
  it('applies at once by amount or multiple, audited; a retried request id answers the first outcome', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 10_000n, { multiple: 5 }); // RM 100, wager RM 500
    const requestId = randomUUID();
    const first = await adjust(maker, grantId, { wageringRequired: '300.00' }, requestId);
    expect(first.adjustment).toMatchObject({
      status: 'applied',
      outcome: 'adjusted',
      requiredBefore: '500.00',
      requiredAfter: '300.00',
      grantAmount: '100.00',
    });
    expect(first.grant).toMatchObject({ id: grantId, state: 'active', wageringRequired: '300.00' });
    expect(await adjust(maker, grantId, { wageringRequired: '300.00' }, requestId)).toMatchObject({ adjustment: { id: first.adjustment.id } });
    expect((await errorOf(adjust(maker, grantId, { wageringRequired: '250.00' }, requestId))).errorCode).toBe('idempotency_conflict');
    const byMultiple = await adjust(maker, grantId, { multiple: 8 });
    expect(byMultiple.grant.wageringRequired).toBe('800.00');
    const audit = await maker.call(listAuditEndpoint, { query: { action: 'bonuses.wagering.adjust' } });
    expect(audit.items[0]).toMatchObject({ target: p.username, detail: { grantId, requiredBefore: '300.00', requiredAfter: '800.00', status: 'applied' } });
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 10_000n, { multiple: 5 });
    const before = await changes();
    expect(await errorOf(adjust(maker, grantId, { multiple: 11 }))).toMatchObject({ errorCode: 'bonus_multiple_too_high', field: 'multiple' });
    expect(await errorOf(adjust(maker, grantId, { wageringRequired: '1000.01' }))).toMatchObject({
      errorCode: 'bonus_multiple_too_high',
      field: 'wageringRequired',
    });
    expect(await errorOf(adjust(maker, grantId, { wageringRequired: '10.001' }))).toMatchObject({ errorCode: 'amount_invalid', field: 'wageringRequired' });
    expect(await errorOf(adjust(maker, grantId, { wageringRequired: '500.00' }))).toMatchObject({ errorCode: 'validation_failed' });
    expect((await errorOf(adjust(maker, grantId, { wageringRequired: '100', multiple: 2 }))).errorCode).toBe('validation_failed');
    expect((await errorOf(adjust(maker, grantId, {}))).errorCode).toBe('validation_failed');
    expect((await errorOf(adjust(maker, grantId, { multiple: 2, reason: ' ' }))).errorCode).toBe('validation_failed');
    expect((await errorOf(adjust(maker, 2_000_000_000, { multiple: 2 }))).errorCode).toBe('not_found');
    const queued = await kit.grant(p, 1_000n);
    expect((await errorOf(adjust(maker, queued.grantId, { multiple: 2 }))).errorCode).toBe('invalid_state');
    expect(await changes()).toBe(before);
    expect(await kit.grantRow(grantId)).toMatchObject({ wageringRequired: 50_000n, state: 'active' });
  });

  it('at or below the wagering done converts the grant once, through the conversion path', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 10_000n, { multiple: 5 });
    await kit.bet(p, '30.00');
    const done = await adjust(maker, grantId, { wageringRequired: '20.00' });
    expect(done.adjustment).toMatchObject({ status: 'applied', outcome: 'converted' });
    expect(await kit.grantRow(grantId)).toMatchObject({ state: 'completed', endReason: 'wagering_adjusted', wageringRequired: 3_000n });
    expect(await kit.balances(p, grantId)).toEqual({ main: 7_000n, bonus: 0n });
    expect((await errorOf(adjust(maker, grantId, { multiple: 0 }))).errorCode).toBe('invalid_state');
    await ledgerBalanced();
  });
});

describe('four-eyes from the four-eyes amount up', () => {
  it('holds the change; the maker may not approve it; another operator does, audited; one change waits per grant', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 1_000_000n, { multiple: 2 }); // RM 10,000: the demo's four-eyes amount
    const held = await adjust(maker, grantId, { multiple: 1 });
    expect(held.adjustment).toMatchObject({ status: 'pending', outcome: null, requiredAfter: '10000.00' });
    expect(held.grant.wageringRequired).toBe('20000.00');
    expect((await errorOf(adjust(checker, grantId, { multiple: 3 }))).errorCode).toBe('change_pending');
    const pending = await maker.call(consoleWageringAdjustmentsEndpoint, { query: {} });
    expect(pending.items.map((item) => item.id)).toContain(held.adjustment.id);
    expect((await errorOf(maker.call(consoleApproveWageringEndpoint, { params: { id: held.adjustment.id } }))).errorCode).toBe('second_approver_required');
    expect((await kit.grantRow(grantId)).wageringRequired).toBe(2_000_000n);
    const approved = await checker.call(consoleApproveWageringEndpoint, { params: { id: held.adjustment.id } });
    expect(approved).toMatchObject({ adjustment: { status: 'applied', outcome: 'adjusted', decidedBy: 'checker' }, grant: { wageringRequired: '10000.00' } });
    expect((await errorOf(checker.call(consoleApproveWageringEndpoint, { params: { id: held.adjustment.id } }))).errorCode).toBe('invalid_state');
    const audit = await maker.call(listAuditEndpoint, { query: { action: 'bonuses.wagering.approve' } });
    expect(audit.items[0]).toMatchObject({ operatorName: 'checker', detail: { grantId, requiredAfter: '10000.00', outcome: 'adjusted' } });
  });

  it('a rejected change leaves the grant as it was, audited', async () => {
    const p = await kit.player(0n);
    const { grantId } = await kit.grant(p, 1_500_000n, { multiple: 2 });
    const held = await adjust(maker, grantId, { multiple: 0 });
    const rejected = await maker.call(consoleRejectWageringEndpoint, { params: { id: held.adjustment.id } });
    expect(rejected.adjustment).toMatchObject({ status: 'rejected', decidedBy: expect.any(String) });
    expect(await kit.grantRow(grantId)).toMatchObject({ state: 'active', wageringRequired: 3_000_000n });
    const audit = await maker.call(listAuditEndpoint, { query: { action: 'bonuses.wagering.reject' } });
    expect(audit.items[0]).toMatchObject({ target: p.username, detail: { grantId, adjustmentId: held.adjustment.id } });
    const rows = await t.database.db.select().from(bonusWageringAdjustments).where(eq(bonusWageringAdjustments.grantId, grantId));
    expect(rows.map((row) => row.status)).toEqual(['rejected']);
  });
});
