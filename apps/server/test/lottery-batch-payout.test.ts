// The lottery pays its winners through the seamless batch credit (docs/lottery.md, Paying; ADR 0040): many
// tickets per call, each paid once; a payout that dies midway (one batch answered, one applied but its answer
// lost, then the process gone) is finished by a new settlement that sends only the tickets not marked paid, and
// the wallet pays none of them twice. A line the wallet refuses is noted on its ticket, the others are paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { seaFastResultOf } from '@orbit/games/lottery/sea-fast';
import { createTestApp, type TestApp } from './helpers.ts';
import { lotteryFixture, type LotteryFixture, type Player } from './support/lottery.ts';
import { ledgerTransactions } from '../src/db/schema/wallet.ts';
import { lotteryTickets } from '../src/db/schema/lottery.ts';
import type { HouseWallet } from '../src/vendors/house/house-wallet.ts';
import { SeamlessCallError } from '../src/vendors/house/seamless-client.ts';

let t: TestApp;
let f: LotteryFixture;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-25T12:00:00Z'));
  f = await lotteryFixture(t);
});
afterAll(() => t.close());

/** A wallet that records the transaction ids of every batch it is sent, then does what `step` says for the n-th call. */
function recording(step: (n: number) => 'answer' | 'lose-answer' | 'die') {
  const sent: string[][] = [];
  const wallet: HouseWallet = {
    call: async (to, action, body) => {
      if (action !== 'creditBatch') return f.wallet.call(to, action, body);
      sent.push((body as { credits: { transactionId: string }[] }).credits.map((line) => line.transactionId));
      const what = step(sent.length);
      // The process is gone before this call leaves: nothing reaches the wallet.
      if (what === 'die') throw new SeamlessCallError('retry_later', 'the process died', true);
      const answer = await f.wallet.call(to, action, body);
      if (what === 'lose-answer') throw new SeamlessCallError('retry_later', 'no answer', true);
      return answer;
    },
  };
  return { wallet, sent };
}

describe('paying through the batch credit', () => {
  it('survives a crash mid-payout: the re-run sends only the unpaid tickets and every win is paid exactly once', async () => {
    const players: Player[] = [];
    for (let i = 0; i < 3; i++) players.push(await f.player(5_000n));
    const id = await f.insertDraw('sea1', seaFastResultOf(9));
    const tickets = [];
    // Seven tickets: one winner (9 pays 9.50) and one loser per player, and one more winner.
    for (const who of players) {
      tickets.push(await f.boughtTicket(id, 'sea1', who, [{ betType: 'number', selection: '9', stake: 100n }]));
      tickets.push(await f.boughtTicket(id, 'sea1', who, [{ betType: 'number', selection: '3', stake: 100n }]));
    }
    tickets.push(await f.boughtTicket(id, 'sea1', players[0]!, [{ betType: 'number', selection: '9', stake: 200n }]));
    const settlement = f.settlementWith();
    expect((await settlement.settleDraw(id)).outcome).toBe('settled');

    // Batches of 3: the first is answered, the second applied but its answer lost, and the process dies at the third.
    const crashed = recording((n) => (n === 1 ? 'answer' : n === 2 ? 'lose-answer' : 'die'));
    expect(await f.settlementWith({ wallet: crashed.wallet, payBatchLines: 3 }).moveMoney(100)).toMatchObject({ paid: 3 });
    expect(crashed.sent.map((batch) => batch.length)).toEqual([3, 3, 1]);
    const afterCrash = await f.ticketsOf(id);
    expect(afterCrash.filter((x) => x.status === 'paid')).toHaveLength(3);

    const rerun = recording(() => 'answer');
    expect(await f.settlementWith({ wallet: rerun.wallet, payBatchLines: 3 }).moveMoney(100)).toMatchObject({ paid: 4 });
    const unpaid = afterCrash.filter((x) => x.status === 'settled').map((x) => `${x.roundId}:win`);
    expect(rerun.sent.flat().sort()).toEqual(unpaid.sort());
    expect((await f.ticketsOf(id)).every((x) => x.status === 'paid')).toBe(true);

    // Each player: 50.00 − the stakes + each winning ticket's win, once.
    expect(await f.balance(players[0]!)).toBe(5_000n - 400n + 950n + 1_900n);
    for (const who of players.slice(1)) expect(await f.balance(who)).toBe(5_000n - 200n + 950n);
    const credits = (await f.movesOf(tickets.map((x) => x.roundId))).filter((m) => m.kind === 'credit');
    expect(credits.map((m) => m.vendorTransactionId).sort()).toEqual(tickets.map((x) => `${x.roundId}:win`).sort());
    const wins = await t.database.db
      .select({ key: ledgerTransactions.idempotencyKey })
      .from(ledgerTransactions)
      .where(
        inArray(
          ledgerTransactions.reference,
          tickets.map((x) => `HSLOT:${x.roundId}`),
        ),
      );
    expect(wins.filter((w) => w.key.endsWith(':win'))).toHaveLength(4);
  });

  it('a line the wallet refuses is noted on its ticket and the rest of the batch is paid', async () => {
    const who = await f.player(5_000n);
    const id = await f.insertDraw('sea1', seaFastResultOf(9));
    const good = await f.boughtTicket(id, 'sea1', who, [{ betType: 'number', selection: '9', stake: 100n }]);
    // A real ticket whose bet the wallet never took: its round is unknown to the wallet.
    const stray = await f.insertTicket(id, 'sea1', [{ betType: 'number', selection: '9', stake: 100n }], { player: who.username, real: true });
    await f.settlementWith().settleDraw(id);
    expect(await f.settlementWith().moveMoney(100)).toMatchObject({ paid: 1, left: 1 });
    const [paid] = await t.database.db.select().from(lotteryTickets).where(eq(lotteryTickets.id, good.id));
    const [refused] = await t.database.db.select().from(lotteryTickets).where(eq(lotteryTickets.id, stray.id));
    expect(paid).toMatchObject({ status: 'paid', errorCode: null });
    expect(refused).toMatchObject({ status: 'settled', errorCode: 'unknown_round' });
    expect(await f.balance(who)).toBe(5_000n - 100n + 950n);
  });
});
