// A request id sent with two different requests at the same moment, on real PostgreSQL where the two run on
// separate connections: one of them plays, the other is refused with idempotency_conflict, and the wallet
// moves the money of the one that played, once. Slots (the round book's unique request index decides) and
// lottery orders (the player's order lock decides). Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { updateSettingsEndpoint } from '@orbit/contracts/console';
import { ApiError } from '@orbit/contracts/envelope';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import { slotSpinEndpoint } from '@orbit/contracts/house-slots';
import { createTestApp, type TestApp } from '../helpers.ts';
import { consoleApi } from '../support/members.ts';
import { ledgerBalance, lotteryPlayer, openDrawsAt, orderId, placeOrder, T0 } from '../support/lottery-orders.ts';
import { moneyMember } from '../support/payments.ts';
import { houseRounds } from '../../src/db/schema/house.ts';
import { lotteryTickets } from '../../src/db/schema/lottery.ts';
import { seamlessTransactions } from '../../src/db/schema/seamless.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await openDrawsAt(t, new Date(T0));
  // No spin cycle: the two copies of a spin must meet at the request id, not at the cycle.
  await (await consoleApi(t)).call(updateSettingsEndpoint, { params: { section: 'games' }, body: { slotMinSpinMs: 0 } });
}, 120_000);
afterAll(() => t.close());

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'played',
    (error: unknown) => (error instanceof ApiError ? error.errorCode : String(error)),
  );
const debitsOf = async (memberId: number) =>
  (
    await t.database.db
      .select()
      .from(seamlessTransactions)
      .where(and(eq(seamlessTransactions.memberId, memberId), eq(seamlessTransactions.kind, 'debit')))
  ).length;

describe('one request id, two different requests at once', () => {
  it('slot spins: one plays, the other is refused, one stake is taken', async () => {
    const funds = 100_000n;
    const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
    const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
    const gameId = games.find((game) => game.gameCode === 'house-fruit-lines')!.gameId;
    const launched = await member.api.call(launchGameEndpoint, { body: { gameId, accountType: 1 } });
    if (launched.mode !== 'house') throw new Error('expected a house launch');
    const spin = (totalBet: string, requestId: string) =>
      t.client(() => ({ merchant: 'HGOLD' })).call(slotSpinEndpoint, { body: { token: launched.token, gameCode: 'house-fruit-lines', totalBet, requestId } });

    for (let turn = 0; turn < 8; turn++) {
      const requestId = `race-spin-${turn}`;
      const results = await Promise.all([outcome(spin('0.20', requestId)), outcome(spin('0.40', requestId))]);
      expect(results.sort()).toEqual(['idempotency_conflict', 'played']);
      const rounds = await t.database.db
        .select()
        .from(houseRounds)
        .where(and(eq(houseRounds.player, member.username), eq(houseRounds.requestId, requestId)));
      expect(rounds).toHaveLength(1);
      expect(rounds[0]!.status).toBe('settled');
    }
    const rounds = await t.database.db.select().from(houseRounds).where(eq(houseRounds.player, member.username));
    expect(rounds).toHaveLength(8);
    expect(await debitsOf(member.id)).toBe(8);
    const net = rounds.reduce((sum, round) => sum - round.stake + round.win, 0n);
    expect(await ledgerBalance(t, member)).toBe(funds + net);
  });

  it('lottery orders: one is sold, the other is refused, one order’s stake is taken', async () => {
    const funds = 100_000n;
    const p = await lotteryPlayer(t, funds);
    for (let turn = 0; turn < 5; turn++) {
      const requestId = orderId('race');
      const results = await Promise.all([
        outcome(placeOrder(t, p.gameToken, '4d', ['4d:2026-11-25'], [{ betType: 'big', numbers: ['1234'], stake: '1.00' }], requestId)),
        outcome(placeOrder(t, p.gameToken, '4d', ['4d:2026-11-25'], [{ betType: 'small', numbers: ['4321'], stake: '2.00' }], requestId)),
      ]);
      expect(results.sort()).toEqual(['idempotency_conflict', 'played']);
    }
    const tickets = await t.database.db.select().from(lotteryTickets).where(eq(lotteryTickets.player, p.username));
    expect(tickets).toHaveLength(5);
    expect(tickets.every((ticket) => ticket.status === 'debited')).toBe(true);
    expect(await debitsOf(p.id)).toBe(5);
    expect(await ledgerBalance(t, p)).toBe(funds - tickets.reduce((sum, ticket) => sum + ticket.stake, 0n));
  });
});
