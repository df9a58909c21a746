// Lottery settlement on real PostgreSQL, where passes really overlap on separate connections (ADR 0018): six
// settlement passes at once over several drawn draws settle each draw once, give every line the games' win
// and credit every real ticket exactly once; a void racing a settlement leaves the draw either settled and
// paid or voided and refunded, never both. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FOUR_D_PRIZES, fourDPermutationCount, settleFourD } from '@orbit/games/lottery/four-d-bets';
import { drawLottery } from '@orbit/games/lottery/draw';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { seaFastResultOf } from '@orbit/games/lottery/sea-fast';
import { createTestApp, type TestApp } from '../helpers.ts';
import { lotteryFixture, nextId, type LotteryFixture, type Player, type TicketRow } from '../support/lottery.ts';

let t: TestApp;
let f: LotteryFixture;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-25T12:00:00Z'));
  f = await lotteryFixture(t);
});
afterAll(() => t.close());

describe('lottery settlement under concurrency', () => {
  it('six passes at once settle each draw once and pay each ticket once', async () => {
    const players: Player[] = [];
    for (let i = 0; i < 4; i++) players.push(await f.player(100_000n));
    const draws: { id: number; result: ReturnType<typeof drawLottery<'4d'>> }[] = [];
    const real: TicketRow[] = [];
    for (let d = 0; d < 4; d++) {
      const result = drawLottery('4d', { serverSeed: 'ab'.repeat(32), drawId: `4d:pg-${nextId()}` }, nodeHash);
      const id = await f.insertDraw('4d', result);
      draws.push({ id, result });
      // Free-play tickets on every prize and some misses, and one real ticket per player on the first prize.
      const numbers = [result.first, result.second, result.third, ...result.special, ...result.consolation, '0000', '9999'];
      for (const [i, number] of numbers.entries()) {
        await f.insertTicket(id, '4d', [
          { betType: i % 2 ? 'big' : 'small', selection: number, stake: BigInt(100 + i) },
          { betType: fourDPermutationCount(number) > 1 ? 'big-ibox' : 'big', selection: [...number].reverse().join(''), stake: 7n },
        ]);
      }
      for (const who of players) real.push(await f.boughtTicket(id, '4d', who, [{ betType: 'big', selection: result.first, stake: 100n }]));
    }
    const before = await Promise.all(players.map((who) => f.balance(who)));

    const passes = await Promise.all(Array.from({ length: 6 }, () => f.settlementWith().pass()));
    expect(passes.reduce((sum, pass) => sum + pass.settled, 0)).toBe(draws.length);
    expect(passes.reduce((sum, pass) => sum + pass.failed, 0)).toBe(0);
    // Whatever the overlapping passes left is paid by the next one.
    await f.settlementWith().pass();

    for (const { id, result } of draws) {
      expect((await f.drawOf(id)).status).toBe('settled');
      const lines = await f.linesOf(id);
      for (const line of lines) {
        const [size, cover = 'straight'] = line.betType.split('-') as ['big' | 'small', ('box' | 'ibox')?];
        expect(line.win).toBe(settleFourD({ number: line.selection, size, cover, stake: line.stake }, result, DEFAULT_FOUR_D_PRIZES));
      }
      for (const ticket of await f.ticketsOf(id)) {
        expect(ticket.status).toBe('paid');
        expect(ticket.win).toBe(lines.filter((line) => line.ticketId === ticket.id).reduce((sum, line) => sum + line.win!, 0n));
      }
    }
    // Each player won RM 2,500 once per draw, credited once.
    const after = await Promise.all(players.map((who) => f.balance(who)));
    after.forEach((balance, i) => expect(balance).toBe(before[i]! + BigInt(draws.length) * 250_000n));
    const credits = (await f.movesOf(real.map((ticket) => ticket.roundId))).filter((move) => move.kind === 'credit');
    expect(credits).toHaveLength(real.length);
  });

  it('a void racing a settlement: the draw is settled and paid, or voided and refunded, never both', async () => {
    for (let round = 0; round < 4; round++) {
      const alice = await f.player(10_000n);
      const id = await f.insertDraw('sea1', seaFastResultOf(5));
      const ticket = await f.boughtTicket(id, 'sea1', alice, [{ betType: 'number', selection: '5', stake: 100n }]);
      const settlement = f.settlementWith();
      const [, voided] = await Promise.allSettled([settlement.pass(), f.settlementWith().voidDraw(id, 'the race')]);
      await f.settlementWith().pass();
      const draw = await f.drawOf(id);
      const [row] = await f.ticketsOf(id);
      const moves = await f.movesOf([ticket.roundId]);
      if (draw.status === 'voided') {
        expect(voided.status).toBe('fulfilled');
        expect(row!.status).toBe('refunded');
        expect(await f.balance(alice)).toBe(10_000n);
        expect(moves.map((move) => move.kind).sort()).toEqual(['debit', 'rollback']);
      } else {
        expect(draw.status).toBe('settled');
        expect(voided).toMatchObject({ status: 'rejected', reason: { errorCode: 'invalid_state' } });
        expect(row!.status).toBe('paid');
        expect(await f.balance(alice)).toBe(10_000n - 100n + 950n);
        expect(moves.map((move) => move.kind).sort()).toEqual(['credit', 'debit']);
      }
    }
  });
});
