// The member's account record as a read model over the ledger: one row per thing the member did (a deposit
// with its fee, a withdrawal from request to payout or return, a transfer to a game wallet, a round of a game
// by its name, an adjustment), each with its movements inside; open bets are open, not lost; and, as a
// property, the rows always add up to the ledger's movement of the member's balance.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { accountRecordsEndpoint, walletTransferEndpoint, type MemberRecord, type TransactionKind } from '@orbit/contracts/wallet';
import { createTestApp, type TestApp } from './helpers.ts';
import { moneyMember, type MoneyMember } from './support/payments.ts';
import { vendorCredentials } from '../src/db/schema/seamless.ts';
import { vendors } from '../src/db/schema/wallet.ts';
import { rowsOf } from '../src/db/client.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import { houseAccount, memberAccount } from '../src/modules/wallet/addresses.ts';
import { createSeamlessClient, type SeamlessClient, type SeamlessTarget } from '../src/vendors/house/seamless-client.ts';

let t: TestApp;
let vendor: SeamlessClient;
const targets = new Map<string, SeamlessTarget>();
let gameIds: Map<string, number>;
let seq = 0;
const next = (label: string) => `${label}-${++seq}-${randomUUID().slice(0, 8)}`;

beforeAll(async () => {
  t = await createTestApp();
  vendor = createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock });
  const rows = await t.database.db
    .select({ code: vendors.code, secret: vendorCredentials.secret, sealed: vendorCredentials.sealed })
    .from(vendorCredentials)
    .innerJoin(vendors, eq(vendors.id, vendorCredentials.vendorId))
    .where(and(eq(vendors.merchantId, (await t.services.site.resolveMerchant({ code: 'HGOLD' })).id)));
  for (const row of rows) targets.set(row.code, { merchantCode: 'HGOLD', vendorCode: row.code, secret: t.services.vendorSecrets.open(row) });
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  gameIds = new Map(games.map((game) => [game.gameCode, game.gameId]));
});
afterAll(() => t.close());

type Posting = { from: string; to: string; amount: bigint };
function move(member: MoneyMember, kind: TransactionKind, reference: string | null, postings: Posting[]) {
  return t.services.wallet.move(t.database.db, {
    merchantId: member.merchantId,
    currency: 'MYR',
    idempotencyKey: next(kind),
    kind,
    memberId: member.id,
    reference,
    postings,
  });
}

/** A round at a house vendor through the seamless protocol: a bet, then a win (0.00 is a loss), a rollback, or nothing yet. */
async function round(member: MoneyMember, vendorCode: string, gameCode: string, stake: string, then: { win?: string; rollback?: boolean } = {}) {
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: gameIds.get(gameCode)! } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  const target = targets.get(vendorCode)!;
  const roundId = next('r');
  const bet = { token: launched.token, player: member.username, transactionId: `${roundId}:bet`, roundId, gameCode, amount: stake };
  await vendor.call(target, 'debit', bet);
  if (then.win !== undefined)
    await vendor.call(target, 'credit', { player: member.username, transactionId: `${roundId}:win`, roundId, gameCode, amount: then.win });
  if (then.rollback)
    await vendor.call(target, 'rollback', {
      player: member.username,
      transactionId: `${roundId}:rb`,
      debitTransactionId: bet.transactionId,
      roundId,
      gameCode,
    });
  t.clock.advance(1000);
  return `${vendorCode}:${roundId}`;
}

async function allRecords(member: MoneyMember): Promise<MemberRecord[]> {
  const items: MemberRecord[] = [];
  for (let page = 1; ; page++) {
    const reply = await member.api.call(accountRecordsEndpoint, { query: { page, pageSize: 50 } });
    items.push(...reply.items);
    if (items.length >= reply.total) return items;
  }
}

const cents = (amount: string) => BigInt(amount.replace('.', ''));

/** The member's balance as the ledger holds it: main + game wallets + in transit (sumBalance), in minor units. */
async function cashOf(member: MoneyMember): Promise<bigint> {
  const result = await t.database.db.execute(sql`
    SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
    WHERE merchant_id = ${member.merchantId} AND member_id = ${member.id}
      AND (address LIKE 'member:%:main' OR address LIKE 'member:%:vendor:%' OR address LIKE 'member:%:transit:%')`);
  return BigInt(rowsOf<{ total: string }>(result)[0]!.total);
}

describe('the account record speaks to members', () => {
  it('shows one row per deposit, withdrawal, transfer and round, in the member’s words, with the movements inside', async () => {
    const member = await moneyMember(t, { paymentPassword: null, realName: null });
    const main = memberAccount.main(member.id);
    const hold = memberAccount.hold(member.id);
    // A deposit of RM 100 with a RM 2 fee, as deposit-credit.ts writes it: the ledger nets it, RM 98 credited.
    await move(member, 'deposit', 'D20261127-000001', [
      { from: houseAccount('deposits', member.id), to: main, amount: 10_000n },
      { from: main, to: houseAccount('fees', member.id), amount: 200n },
    ]);
    // A withdrawal paid out, and one rejected (its money back), as the withdrawal services write them.
    await move(member, 'withdrawal_hold', 'W20261127-000001', [{ from: main, to: hold, amount: 1_000n }]);
    await move(member, 'withdrawal_paid', 'W20261127-000001', [{ from: hold, to: houseAccount('withdrawals', member.id), amount: 1_000n }]);
    await move(member, 'withdrawal_hold', 'W20261127-000002', [{ from: main, to: hold, amount: 500n }]);
    await move(member, 'withdrawal_release', 'W20261127-000002', [{ from: hold, to: main, amount: 500n }]);
    const pending = 'W20261127-000003';
    await move(member, 'withdrawal_hold', pending, [{ from: main, to: hold, amount: 300n }]);
    await member.api.call(walletTransferEndpoint, { body: { requestId: randomUUID(), vendorCode: 'HOUSE', direction: 'in', amount: '20.00' } });
    t.clock.advance(1000);
    const won = await round(member, 'HSLOT', 'house-fruit-lines', '2.00', { win: '5.00' });
    const lost = await round(member, 'HSLOT', 'house-fruit-lines', '4.00', { win: '1.00' });
    const zero = await round(member, 'HSLOT', 'house-jade-ways', '1.00', { win: '0.00' });
    const refunded = await round(member, 'HLIVE', 'house-baccarat', '3.00', { rollback: true });
    const open = await round(member, 'HLIVE', 'house-roulette', '1.50');

    const records = await allRecords(member);
    const byId = new Map(records.map((r) => [r.id, r]));
    expect(records).toHaveLength(10);
    expect(byId.get('deposit:D20261127-000001')).toMatchObject({ type: 'deposit', status: 'done', gross: '98.00', amount: '98.00' });
    expect(byId.get('withdrawal:W20261127-000001')).toMatchObject({ type: 'withdrawal', status: 'done', gross: '10.00', amount: '-10.00' });
    expect(byId.get('withdrawal:W20261127-000002')).toMatchObject({ status: 'returned', gross: '5.00', amount: '0.00' });
    expect(byId.get(`withdrawal:${pending}`)).toMatchObject({ status: 'pending', gross: '3.00', amount: '-3.00' });
    const transfer = records.find((r) => r.type === 'transfer')!;
    expect(transfer).toMatchObject({ kind: 'transfer_in', status: 'done', gross: '20.00', amount: '0.00', vendorName: 'Harimau Originals' });
    expect(transfer.entries.map((e) => e.kind)).toEqual(['transfer_in', 'transfer_settle']);
    expect(byId.get(`game:${won}`)).toMatchObject({ type: 'game', status: 'won', gameName: 'Fruit Lines', gross: '2.00', win: '5.00', amount: '3.00' });
    // A win smaller than the stake is a loss, never "won"; a credit of zero settles the round as lost.
    expect(byId.get(`game:${lost}`)).toMatchObject({ status: 'lost', gross: '4.00', win: '1.00', amount: '-3.00' });
    expect(byId.get(`game:${zero}`)).toMatchObject({ status: 'lost', gameName: 'Jade Ways', amount: '-1.00' });
    expect(byId.get(`game:${refunded}`)).toMatchObject({ status: 'refunded', gameName: 'Baccarat', amount: '0.00' });
    expect(byId.get(`game:${open}`)).toMatchObject({ status: 'open', gameName: 'Roulette', gross: '1.50', amount: '-1.50', reference: open });
    // The detail keeps the references: each ledger movement with the wallets it changed.
    expect(byId.get(`game:${won}`)!.entries.map((e) => [e.kind, e.postings.map((p) => [p.wallet, p.amount])])).toEqual([
      ['bet', [['main', '-2.00']]],
      ['win', [['main', '5.00']]],
    ]);
    // Newest first, by when each thing started.
    expect(records[0]!.id).toBe(`game:${open}`);
    expect(records.reduce((sum, r) => sum + cents(r.amount), 0n)).toBe(await cashOf(member));
  });

  it('filters by type and by day, a row counted once, and names games in the reader’s language', async () => {
    const member = await moneyMember(t, { funds: 5_000n, paymentPassword: null, realName: null });
    await round(member, 'HSLOT', 'house-jade-ways', '1.00', { win: '0.00' });
    const games = await member.api.call(accountRecordsEndpoint, { query: { type: 'game' } });
    expect(games).toMatchObject({ total: 1, items: [{ gameName: 'Jade Ways' }] });
    const malay = await t.client(() => ({ authorization: member.token, language: 'MS' })).call(accountRecordsEndpoint, { query: { type: 'game' } });
    expect(malay.items[0]!.gameName).toBe('Laluan Jed');
    expect((await member.api.call(accountRecordsEndpoint, { query: { type: 'withdrawal' } })).total).toBe(0);
    const tomorrow = new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await member.api.call(accountRecordsEndpoint, { query: { from: tomorrow, to: tomorrow } })).total).toBe(0);
  });
});

type Op =
  | { op: 'deposit'; amount: bigint; fee: bigint }
  | { op: 'withdraw'; amount: bigint; end: 'paid' | 'release' | 'none' }
  | { op: 'transfer'; amount: bigint; end: 'settle' | 'refund' | 'none' }
  | { op: 'round'; stake: bigint; win: bigint | null; refund: boolean }
  | { op: 'adjust'; amount: bigint };

const amount = fc.bigInt({ min: 1n, max: 50_000n });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amount, fee: fc.bigInt({ min: 0n, max: 500n }) }),
  fc.record({ op: fc.constant('withdraw' as const), amount, end: fc.constantFrom('paid' as const, 'release' as const, 'none' as const) }),
  fc.record({ op: fc.constant('transfer' as const), amount, end: fc.constantFrom('settle' as const, 'refund' as const, 'none' as const) }),
  fc.record({ op: fc.constant('round' as const), stake: amount, win: fc.option(fc.bigInt({ min: 0n, max: 100_000n })), refund: fc.boolean() }),
  fc.record({ op: fc.constant('adjust' as const), amount: fc.bigInt({ min: -20_000n, max: 20_000n }).filter((n) => n !== 0n) }),
);

/** Applies one operation as the services write it; one the main wallet cannot afford is skipped. */
async function apply(member: MoneyMember, step: Op, mainNow: bigint) {
  const main = memberAccount.main(member.id);
  const hold = memberAccount.hold(member.id);
  const ref = next('ref');
  if (step.op === 'deposit') {
    const fee = step.fee < step.amount ? step.fee : 0n;
    const postings = [{ from: houseAccount('deposits', member.id), to: main, amount: step.amount }];
    if (fee > 0n) postings.push({ from: main, to: houseAccount('fees', member.id), amount: fee });
    await move(member, 'deposit', ref, postings);
  } else if (step.op === 'withdraw' && step.amount <= mainNow) {
    await move(member, 'withdrawal_hold', ref, [{ from: main, to: hold, amount: step.amount }]);
    if (step.end === 'paid') await move(member, 'withdrawal_paid', ref, [{ from: hold, to: houseAccount('withdrawals', member.id), amount: step.amount }]);
    if (step.end === 'release') await move(member, 'withdrawal_release', ref, [{ from: hold, to: main, amount: step.amount }]);
  } else if (step.op === 'transfer' && step.amount <= mainNow) {
    const transit = memberAccount.transit(member.id, 'HOUSE');
    await move(member, 'transfer_in', ref, [{ from: main, to: transit, amount: step.amount }]);
    if (step.end === 'settle')
      await move(member, 'transfer_settle', ref, [{ from: transit, to: memberAccount.vendor(member.id, 'HOUSE'), amount: step.amount }]);
    if (step.end === 'refund') await move(member, 'transfer_refund', ref, [{ from: transit, to: main, amount: step.amount }]);
  } else if (step.op === 'round' && step.stake <= mainNow) {
    await move(member, 'bet', `HSLOT:${ref}`, [{ from: main, to: houseAccount('bets:HSLOT', member.id), amount: step.stake }]);
    if (step.refund) await move(member, 'refund', `HSLOT:${ref}`, [{ from: houseAccount('bets:HSLOT', member.id), to: main, amount: step.stake }]);
    else if (step.win) await move(member, 'win', `HSLOT:${ref}`, [{ from: houseAccount('wins:HSLOT', member.id), to: main, amount: step.win }]);
  } else if (step.op === 'adjust' && -step.amount <= mainNow) {
    const [from, to] = step.amount > 0n ? [houseAccount('adjustments', member.id), main] : [main, houseAccount('adjustments', member.id)];
    await move(member, 'adjustment', null, [{ from, to, amount: step.amount > 0n ? step.amount : -step.amount }]);
  }
}

describe('the account record adds up', () => {
  it('totals, over any sequence of movements, exactly the ledger’s movement of the member’s balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        const member = await moneyMember(t, { paymentPassword: null, realName: null });
        for (const step of ops)
          await apply(member, step, await t.services.wallet.balanceOf(t.database.db, member.merchantId, memberAccount.main(member.id), 'MYR'));
        const records = await allRecords(member);
        expect(records.reduce((sum, r) => sum + cents(r.amount), 0n)).toBe(await cashOf(member));
        // Every ledger movement of the member is inside exactly one row.
        const ids = records.flatMap((r) => r.entries.map((e) => e.transactionId));
        expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 15 },
    );
  });
});
