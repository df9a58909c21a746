// The seamless batch credit on real PostgreSQL, where calls really overlap on separate connections
// (docs/seamless-wallet.md, Batch credit; ADR 0040): the same batch sent four times at once pays once and every
// copy answers alike; overlapping batches and a single credit at once pay each line once; a batch racing a
// rollback of one of its rounds ends as one of the two orders would; and random batches with repeats, partial
// retries and conflicting ids pay each line exactly once, as a plain model says, with the ledger reconciled.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns, PROPERTY_SEED } from '@orbit/contracts/testing/property-runs';
import type { ApiClient } from '@orbit/contracts/client';
import { runReconciliationEndpoint } from '@orbit/contracts/console-finance';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import type { CreditBatchLine, CreditBatchLineReply } from '@orbit/contracts/seamless';
import { createTestApp, type TestApp } from '../helpers.ts';
import { consoleApi } from '../support/members.ts';
import { moneyMember } from '../support/payments.ts';
import { vendorSecret } from '../support/seamless.ts';
import { fetchTransport } from '../../src/lib/http-transport.ts';
import { createSeamlessClient, type SeamlessClient, type SeamlessTarget } from '../../src/vendors/house/seamless-client.ts';

const GAME = 'house-fruit-lines';
let t: TestApp;
let vendor: SeamlessClient;
let hslot: SeamlessTarget;
let console_: ApiClient;
let slotGameId: number;
let seq = 0;
const id = (label: string) => `${label}-${Date.now().toString(36)}-${++seq}`;

beforeAll(async () => {
  t = await createTestApp();
  const baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  vendor = createSeamlessClient({ transport: fetchTransport(30_000), baseUrl, clock: t.clock });
  hslot = { merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret: await vendorSecret(t, 'HSLOT') };
  console_ = await consoleApi(t);
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  slotGameId = games.find((game) => game.gameCode === GAME)!.gameId;
});
afterAll(() => t.close());

type Player = { username: string; token: string };

async function player(funds: bigint): Promise<Player> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotGameId, accountType: 1 } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { username: member.username, token: launched.token };
}

/** Rounds with a bet of 1.00 each; answers their ids. */
async function rounds(p: Player, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const roundId = id('r');
    await vendor.call(hslot, 'debit', { token: p.token, player: p.username, transactionId: `${roundId}:bet`, roundId, gameCode: GAME, amount: '1.00' });
    ids.push(roundId);
  }
  return ids;
}

const cents = (amount: string) => BigInt(amount.replace('.', ''));
const shown = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;
const line = (p: Player, roundId: string, minor: bigint, transactionId = `${roundId}:win`): CreditBatchLine => ({
  player: p.username,
  transactionId,
  roundId,
  gameCode: GAME,
  amount: shown(minor),
  roundEnded: true,
});
const balanceOf = async (p: Player) => cents((await vendor.call(hslot, 'balance', { player: p.username })).balance);
const outcome = (answer: CreditBatchLineReply) => (answer.success ? 'paid' : answer.errorCode);

async function reconciles() {
  expect(await console_.call(runReconciliationEndpoint)).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });
}

describe('batch credits at once on PostgreSQL', () => {
  it('the same batch sent four times at once pays once, and every copy answers line by line alike', async () => {
    const players = [await player(10_000n), await player(10_000n), await player(10_000n)];
    const lines: CreditBatchLine[] = [];
    for (const [i, p] of players.entries()) for (const roundId of await rounds(p, 10)) lines.push(line(p, roundId, BigInt(100 * (i + 1))));
    const replies = await Promise.all(Array.from({ length: 4 }, () => vendor.creditBatch(hslot, lines)));
    for (const reply of replies) expect(reply).toEqual(replies[0]);
    expect(replies[0]!.lines.every((answer) => answer.success)).toBe(true);
    // 100.00 − 10 bets of 1.00 + 10 wins of 1.00, 2.00 or 3.00.
    expect(await Promise.all(players.map(balanceOf))).toEqual([10_000n, 11_000n, 12_000n]);
    await reconciles();
  });

  it('overlapping batches and a single credit of a shared line at once pay each line once', async () => {
    const p = await player(10_000n);
    const ids = await rounds(p, 30);
    const all = ids.map((roundId, i) => line(p, roundId, BigInt(10 + i)));
    const [first, second, single] = await Promise.all([
      vendor.creditBatch(hslot, all.slice(0, 20)),
      vendor.creditBatch(hslot, all.slice(10, 30)),
      vendor.call(hslot, 'credit', all[15]!),
    ]);
    expect([...first.lines, ...second.lines].every((answer) => answer.success)).toBe(true);
    // The shared lines answer the same in both batches, and as the single credit.
    expect(second.lines.slice(0, 10)).toEqual(first.lines.slice(10, 20));
    const shared = first.lines[15] as { balance: string; reference: string };
    expect(single).toEqual({ currency: 'MYR', balance: shared.balance, reference: shared.reference });
    const won = all.reduce((sum, l) => sum + cents(l.amount), 0n);
    expect(await balanceOf(p)).toBe(10_000n - 3_000n + won);
    await reconciles();
  });

  it('a batch racing a rollback of one of its rounds ends as one order or the other, never both and never neither', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const p = await player(10_000n);
      const [contested, other] = await rounds(p, 2);
      const [batch] = await Promise.all([
        vendor.creditBatch(hslot, [line(p, contested!, 500n), line(p, other!, 300n)]),
        vendor.call(hslot, 'rollback', {
          player: p.username,
          transactionId: id('rb'),
          debitTransactionId: `${contested}:bet`,
          roundId: contested!,
          gameCode: GAME,
        }),
      ]);
      const [raced, plain] = batch.lines;
      expect(outcome(plain!)).toBe('paid');
      // Win first: the win is paid and the bet still refunded; rollback first: the win is refused bet_cancelled.
      expect(['paid', 'bet_cancelled']).toContain(outcome(raced!));
      seen.add(outcome(raced!));
      const expected = 10_000n - 200n + 100n + 300n + (raced!.success ? 500n : 0n);
      expect(await balanceOf(p)).toBe(expected);
    }
    expect(seen.size).toBeGreaterThan(0);
    await reconciles();
  });
});

describe('random batches', () => {
  type Spec = { round: number; variant: 0 | 1; amount: 0 | 1 | 2 };
  const AMOUNTS = [0n, 50n, 250n];
  const spec = fc.record({ round: fc.integer({ min: 0, max: 5 }), variant: fc.constantFrom<0 | 1>(0, 1), amount: fc.constantFrom<0 | 1 | 2>(0, 1, 2) });

  it('with repeats, partial retries and conflicting ids, pay each line exactly once as the model says; the ledger sums to zero', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(spec, { minLength: 1, maxLength: 8 }), { minLength: 1, maxLength: 5 }), async (batches) => {
        const p = await player(10_000n);
        const ids = await rounds(p, 6);
        const txOf = (s: Spec) => `${ids[s.round]}:win:${s.variant}`;
        // The model: what each id was first paid with, and which id paid each round.
        const stored = new Map<string, bigint>();
        const paidBy = new Map<number, string>();
        let expected = 10_000n - 600n;
        for (const specs of batches) {
          const reply = await vendor.creditBatch(
            hslot,
            specs.map((s) => line(p, ids[s.round]!, AMOUNTS[s.amount]!, txOf(s))),
          );
          const inBatch = new Map<string, { amount: bigint; answer: string }>();
          specs.forEach((s, i) => {
            const tx = txOf(s);
            const amount = AMOUNTS[s.amount]!;
            const earlier = inBatch.get(tx);
            let answer: string;
            if (earlier) answer = earlier.amount === amount ? earlier.answer : 'transaction_conflict';
            else if (stored.has(tx)) answer = stored.get(tx) === amount ? 'paid' : 'transaction_conflict';
            else if (paidBy.has(s.round)) answer = 'round_closed';
            else {
              answer = 'paid';
              stored.set(tx, amount);
              paidBy.set(s.round, tx);
              expected += amount;
            }
            if (!earlier) inBatch.set(tx, { amount, answer });
            expect(outcome(reply.lines[i]!)).toBe(answer);
          });
          expect(await balanceOf(p)).toBe(expected);
        }
      }),
      { numRuns: propertyRuns(10), seed: PROPERTY_SEED },
    );
    await reconciles();
  });
});
