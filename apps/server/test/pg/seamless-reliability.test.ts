// The seamless wallet under load on real PostgreSQL: concurrent bets for one player never overdraw, one
// vendor transaction sent 30 times at once moves money once, a rollback racing its own debit leaves the
// balance whole whichever wins, and random sequences of bets, wins, refunds and repeats keep the balance
// equal to what the answers say and the ledger reconciled. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ApiClient } from '@orbit/contracts/client';
import { runReconciliationEndpoint } from '@orbit/contracts/console-finance';
import { createOperatorEndpoint } from '@orbit/contracts/console';
import { approveHeldCreditEndpoint, heldCreditsEndpoint, rejectHeldCreditEndpoint } from '@orbit/contracts/console-rounds';
import { ApiError } from '@orbit/contracts/envelope';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { createTestApp, loginOperator, operatorClient, type TestApp } from '../helpers.ts';
import { consoleApi } from '../support/members.ts';
import { moneyMember } from '../support/payments.ts';
import { totalTurnover } from '../support/turnover.ts';
import { fetchTransport } from '../../src/lib/http-transport.ts';
import { createSeamlessClient, SeamlessCallError, type SeamlessClient, type SeamlessTarget } from '../../src/vendors/house/seamless-client.ts';
import { vendorSecret } from '../support/seamless.ts';

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
  vendor = createSeamlessClient({ transport: fetchTransport(20_000), baseUrl, clock: t.clock });
  hslot = { merchantCode: 'HGOLD', vendorCode: 'HSLOT', secret: await vendorSecret(t, 'HSLOT') };
  console_ = await consoleApi(t);
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  slotGameId = games.find((game) => game.gameCode === 'house-fruit-lines')!.gameId;
});
afterAll(() => t.close());

async function player(funds: bigint) {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotGameId, accountType: 1 } });
  if (launched.mode !== 'house') throw new Error('expected a house launch');
  return { username: member.username, token: launched.token };
}

const cents = (amount: string) => BigInt(amount.replace('.', ''));
const outcomeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'ok',
    (error: unknown) => (error instanceof SeamlessCallError ? error.code : String(error)),
  );
const balanceOf = async (username: string) => cents((await vendor.call(hslot, 'balance', { player: username })).balance);

async function reconciles() {
  const run = await console_.call(runReconciliationEndpoint);
  expect(run).toMatchObject({ ok: true, mismatchedAccounts: [], unbalancedTransactions: [] });
}

describe('seamless wallet on PostgreSQL', () => {
  it('100 concurrent bets of 1.00 on a balance of 60.00: exactly 60 are taken, the rest refused for funds', async () => {
    const p = await player(6_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, () =>
        outcomeOf(
          vendor.call(hslot, 'debit', {
            token: p.token,
            player: p.username,
            transactionId: id('bet'),
            roundId: id('r'),
            gameCode: 'house-fruit-lines',
            amount: '1.00',
          }),
        ),
      ),
    );
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(60);
    expect(outcomes.filter((o) => o === 'insufficient_funds')).toHaveLength(40);
    expect(await balanceOf(p.username)).toBe(0n);
    // Turnover is written with the money: exactly the 60 bets taken, none of the refused.
    expect(await totalTurnover(t, p.username)).toEqual({ turnover: 6_000n, wins: 0n, bets: 60 });
    await reconciles();
  });

  it('one bet sent 30 times at once is taken once, and every answer is the same', async () => {
    const p = await player(10_000n);
    const body = { token: p.token, player: p.username, transactionId: id('bet'), roundId: id('r'), gameCode: 'house-fruit-lines', amount: '3.00' };
    const answers = await Promise.all(Array.from({ length: 30 }, () => vendor.call(hslot, 'debit', body)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.balance).toBe('97.00');
    expect(await balanceOf(p.username)).toBe(9_700n);
    expect(await totalTurnover(t, p.username)).toEqual({ turnover: 300n, wins: 0n, bets: 1 });
  });

  it('one bet id sent at once with different amounts is taken once; every other answer is transaction_conflict', async () => {
    const p = await player(10_000n);
    for (let i = 0; i < 5; i++) {
      const before = await balanceOf(p.username);
      const base = { token: p.token, player: p.username, transactionId: id('bet'), roundId: id('r'), gameCode: 'house-fruit-lines' };
      const amounts = ['1.00', '2.00', '3.00', '4.00', '5.00', '6.00'];
      const outcomes = await Promise.all(amounts.map((amount) => outcomeOf(vendor.call(hslot, 'debit', { ...base, amount }))));
      expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
      expect(outcomes.filter((o) => o !== 'ok')).toEqual(Array.from({ length: 5 }, () => 'transaction_conflict'));
      const taken = cents(amounts[outcomes.indexOf('ok')]!);
      expect(await balanceOf(p.username)).toBe(before - taken);
    }
    await reconciles();
  });

  it('rollbacks under new ids of a debit that never arrived, sent at once, are all unknown_transaction and move nothing', async () => {
    const p = await player(10_000n);
    for (let i = 0; i < 5; i++) {
      const betId = id('bet');
      const roundId = id('r');
      const outcomes = await Promise.all(
        Array.from({ length: 6 }, () =>
          outcomeOf(
            vendor.call(hslot, 'rollback', { player: p.username, transactionId: id('rb'), debitTransactionId: betId, roundId, gameCode: 'house-fruit-lines' }),
          ),
        ),
      );
      expect(outcomes).toEqual(Array.from({ length: 6 }, () => 'unknown_transaction'));
      const late = { token: p.token, player: p.username, transactionId: betId, roundId, gameCode: 'house-fruit-lines', amount: '5.00' };
      expect(await outcomeOf(vendor.call(hslot, 'debit', late))).toBe('bet_cancelled');
    }
    expect(await balanceOf(p.username)).toBe(10_000n);
    await reconciles();
  });

  it('a held credit approved by two operators at once is paid once; approvals racing a rejection pay at most once', async () => {
    await console_.call(createOperatorEndpoint, { body: { username: 'games.two', displayName: 'Games two', role: 'admin', password: 'Permainan#2026ok' } });
    const second = operatorClient(t, (await loginOperator(t, 'games.two', 'Permainan#2026ok')).token);
    const p = await player(10_000n);
    for (let i = 0; i < 5; i++) {
      await vendor.call(hslot, 'credit', {
        player: p.username,
        transactionId: id('win'),
        roundId: id('free'),
        gameCode: 'house-fruit-lines',
        amount: '600.00',
      });
      const [held] = (await console_.call(heldCreditsEndpoint)).items.filter((c) => c.username === p.username);
      const before = await balanceOf(p.username);
      const decide = (api: ApiClient, endpoint: typeof approveHeldCreditEndpoint | typeof rejectHeldCreditEndpoint) =>
        api.call(endpoint, { params: { id: held!.id } }).then(
          (credit) => credit.status,
          (error: unknown) => (error instanceof ApiError ? error.errorCode : String(error)),
        );
      const rejecting = i % 2 === 1;
      const outcomes = await Promise.all([
        decide(console_, approveHeldCreditEndpoint),
        decide(second, rejecting ? rejectHeldCreditEndpoint : approveHeldCreditEndpoint),
        decide(second, approveHeldCreditEndpoint),
      ]);
      expect(outcomes.filter((o) => o === 'invalid_state')).toHaveLength(2);
      const paid = outcomes.includes('released');
      expect(await balanceOf(p.username)).toBe(before + (paid ? 60_000n : 0n));
    }
    await reconciles();
  });

  it('a rollback racing its own debit leaves the balance whole, whichever arrives first', async () => {
    const p = await player(10_000n);
    for (let i = 0; i < 20; i++) {
      const betId = id('bet');
      const roundId = id('r');
      const [debit, rollback] = await Promise.all([
        outcomeOf(
          vendor.call(hslot, 'debit', { token: p.token, player: p.username, transactionId: betId, roundId, gameCode: 'house-fruit-lines', amount: '5.00' }),
        ),
        outcomeOf(
          vendor.call(hslot, 'rollback', { player: p.username, transactionId: id('rb'), debitTransactionId: betId, roundId, gameCode: 'house-fruit-lines' }),
        ),
      ]);
      // Either the bet came first and was refunded, or the rollback came first and the bet was refused.
      expect([`${debit}/${rollback}`]).toContain(debit === 'ok' ? 'ok/ok' : 'bet_cancelled/unknown_transaction');
      expect(await balanceOf(p.username)).toBe(10_000n);
    }
    // Every bet taken was refunded, so none of them counts.
    expect(await totalTurnover(t, p.username)).toEqual({ turnover: 0n, wins: 0n, bets: 0 });
    await reconciles();
  });

  it('random bets, wins, refunds and repeats keep the balance and the turnover equal to the sum of what was answered', async () => {
    type Step = { kind: 'bet' | 'win' | 'refund' | 'repeat'; amount: number };
    const step = fc.record({ kind: fc.constantFrom<Step['kind']>('bet', 'win', 'refund', 'repeat'), amount: fc.integer({ min: 20, max: 900 }) });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const p = await player(2_000n);
        let expected = 2_000n;
        let wins = 0n;
        const taken: { id: string; round: string; amount: bigint; refunded: boolean }[] = [];
        let last: { kind: 'debit'; body: Parameters<typeof vendor.call<'debit'>>[2] } | null = null;
        for (const s of steps) {
          const amount = (BigInt(s.amount) / 100n).toString() + '.' + String(s.amount % 100).padStart(2, '0');
          if (s.kind === 'bet') {
            const body = { token: p.token, player: p.username, transactionId: id('bet'), roundId: id('r'), gameCode: 'house-fruit-lines', amount };
            const outcome = await outcomeOf(vendor.call(hslot, 'debit', body));
            if (outcome === 'ok') {
              expected -= BigInt(s.amount);
              taken.push({ id: body.transactionId, round: body.roundId, amount: BigInt(s.amount), refunded: false });
              last = { kind: 'debit', body };
            } else expect(outcome).toBe('insufficient_funds');
          } else if (s.kind === 'win') {
            const round = taken.find((b) => !b.refunded)?.round ?? id('free-round');
            await vendor.call(hslot, 'credit', { player: p.username, transactionId: id('win'), roundId: round, gameCode: 'house-fruit-lines', amount });
            expected += BigInt(s.amount);
            wins += BigInt(s.amount);
          } else if (s.kind === 'refund') {
            const target = taken.find((b) => !b.refunded);
            if (!target) continue;
            await vendor.call(hslot, 'rollback', {
              player: p.username,
              transactionId: id('rb'),
              debitTransactionId: target.id,
              roundId: target.round,
              gameCode: 'house-fruit-lines',
            });
            target.refunded = true;
            expected += target.amount;
          } else if (last) await vendor.call(hslot, 'debit', last.body);
          const balance = await balanceOf(p.username);
          expect(balance).toBe(expected);
          expect(balance >= 0n).toBe(true);
        }
        const live = taken.filter((b) => !b.refunded);
        expect(await totalTurnover(t, p.username)).toEqual({ turnover: live.reduce((sum, b) => sum + b.amount, 0n), wins, bets: live.length });
      }),
      { numRuns: 15 },
    );
    await reconciles();
  });
});
