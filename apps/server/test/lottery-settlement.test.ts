// Lottery settlement (ADR 0018) on PGlite: the set-based settlement pays every line exactly what the
// games' settle functions say (a property over random results, tickets and odds, and worked cases per game);
// with a moved clock, tickets whose bets the wallet took are drawn, settled and paid through the seamless
// wallet; settling twice or in two passes at once pays once; a payout cut off resumes; a voided draw refunds
// every taken bet exactly once; a draw drawn late is voided when the merchant says so.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { eq } from 'drizzle-orm';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { drawLottery } from '@orbit/games/lottery/draw';
import type { FourDResult } from '@orbit/games/lottery/four-d';
import { fourDPermutationCount, fourDPermutations, settleFourD, type FourDCover, type FourDSize } from '@orbit/games/lottery/four-d-bets';
import { settleKeno, type KenoResult } from '@orbit/games/lottery/keno';
import { DEFAULT_LOTTERY_ODDS, oddsToText } from '@orbit/games/lottery/odds-text';
import { seaFastResultOf, settleSeaFast, type SeaFastBet, type SeaFastResult } from '@orbit/games/lottery/sea-fast';
import { xsmbNumbers, type XsmbResult } from '@orbit/games/lottery/xsmb';
import { settleXsmb, XSMB_BET_SHAPES, type XsmbBetType } from '@orbit/games/lottery/xsmb-bets';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { createTestApp, type TestApp } from './helpers.ts';
import { lotteryFixture, nextId, type Line, type LotteryFixture, type TicketRow } from './support/lottery.ts';
import { lotteryPlayer, mainBalance, openDrawsAt, placeOrder } from './support/lottery-orders.ts';
import { lotteryDraws, lotteryTickets } from '../src/db/schema/lottery.ts';
import type { HouseWallet } from '../src/vendors/house/house-wallet.ts';
import { SeamlessCallError } from '../src/vendors/house/seamless-client.ts';
import { LOTTERY_SCHEDULES } from '../src/vendors/house/lottery/calendar.ts';
import { parseDrawOdds } from '../src/vendors/house/lottery/draw-odds.ts';
import { MISSED_DRAW_AFTER_MS } from '../src/vendors/house/lottery/settlement.ts';

let t: TestApp;
let f: LotteryFixture;
const T0 = Date.parse('2026-11-25T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(T0));
  f = await lotteryFixture(t);
});
afterAll(() => t.close());

const settlementWith = (...args: Parameters<LotteryFixture['settlementWith']>) => f.settlementWith(...args);
const insertDraw = (...args: Parameters<LotteryFixture['insertDraw']>) => f.insertDraw(...args);
const insertTicket = (...args: Parameters<LotteryFixture['insertTicket']>) => f.insertTicket(...args);
const boughtTicket = (...args: Parameters<LotteryFixture['boughtTicket']>) => f.boughtTicket(...args);
const player = (funds: bigint) => f.player(funds);
const linesOf = (id: number) => f.linesOf(id);
const ticketsOf = (id: number) => f.ticketsOf(id);
const drawOf = (id: number) => f.drawOf(id);
const balance = (...args: Parameters<LotteryFixture['balance']>) => f.balance(...args);
const movesOf = (roundIds: string[]) => f.movesOf(roundIds);

// ── What the games say a line pays, from the line as stored ──────────────────────────────────────────────

const FOUR_D: Record<string, { size: FourDSize; cover: FourDCover }> = {
  big: { size: 'big', cover: 'straight' },
  small: { size: 'small', cover: 'straight' },
  'big-box': { size: 'big', cover: 'box' },
  'small-box': { size: 'small', cover: 'box' },
  'big-ibox': { size: 'big', cover: 'ibox' },
  'small-ibox': { size: 'small', cover: 'ibox' },
};

function expectedWin(gameCode: LotteryGameCode, line: Line, result: unknown, oddsJson: unknown): bigint {
  const odds = parseDrawOdds(gameCode, oddsJson);
  switch (odds.kind) {
    case '4d':
      return settleFourD({ number: line.selection, ...FOUR_D[line.betType]!, stake: line.stake }, result as FourDResult, odds.table);
    case 'xsmb':
      return settleXsmb({ type: line.betType as XsmbBetType, numbers: line.selection.split(','), stake: line.stake }, result as XsmbResult, odds.table);
    case 'sea-fast':
      return settleSeaFast({ type: line.betType, selection: line.selection, stake: line.stake } as SeaFastBet, result as SeaFastResult, odds.table);
    case 'keno':
      return settleKeno({ picks: line.selection.split(',').map(Number), stake: line.stake }, result as KenoResult, odds.table);
  }
}

// ── Random lines, built once the result is known so that many of them win ───────────────────────────────

const pad = (n: number, digits: number) => String(n).padStart(digits, '0');
type Choice = [number, number, number, number];

function lineFor(gameCode: LotteryGameCode, result: unknown, [a, b, c, d]: Choice, stake: bigint): Line {
  const fromResult = a % 3 !== 0;
  switch (LOTTERY_SCHEDULES[gameCode].kind) {
    case '4d': {
      const r = result as FourDResult;
      const winners = [r.first, r.second, r.third, ...r.special, ...r.consolation];
      let betType = Object.keys(FOUR_D)[b % 6]!;
      const base = fromResult ? winners[c % 23]! : pad(c % 10_000, 4);
      const orderings = fourDPermutations(base);
      const number = orderings[d % orderings.length]!;
      if (fourDPermutationCount(number) === 1) betType = betType.split('-')[0]!; // four alike is bet straight
      return { betType, selection: number, stake };
    }
    case 'xsmb': {
      const r = result as XsmbResult;
      const types = Object.keys(XSMB_BET_SHAPES) as XsmbBetType[];
      const type = types[b % types.length]!;
      const { count, digits } = XSMB_BET_SHAPES[type];
      const prizes = xsmbNumbers(r).filter((n) => n.length >= digits);
      const pick = (k: number) =>
        fromResult && (k + a) % 4 !== 0 ? prizes[(c + k * 7 + d) % prizes.length]!.slice(-digits) : pad((c * 31 + k * 17 + d) % 10 ** digits, digits);
      const special = r.special[0]!.slice(-2);
      if (type === 'de' && fromResult) return { betType: type, selection: special, stake };
      if ((type === 'head' || type === 'tail') && fromResult) return { betType: type, selection: type === 'head' ? special[0]! : special[1]!, stake };
      const numbers = new Set<string>();
      for (let k = 0; numbers.size < count; k++) numbers.add(k < 40 ? pick(k) : pad((c + k) % 100, digits));
      return { betType: type, selection: [...numbers].sort().join(','), stake };
    }
    case 'sea-fast': {
      const type = (['number', 'size', 'parity', 'colour'] as const)[b % 4]!;
      const choices = {
        number: ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'],
        size: ['big', 'small'],
        parity: ['odd', 'even'],
        colour: ['red', 'green', 'violet'],
      }[type];
      return { betType: type, selection: choices[c % choices.length]!, stake };
    }
    case 'keno': {
      const drawn = (result as KenoResult).numbers;
      const spots = 1 + (b % 10);
      const picks = new Set<number>();
      for (let k = 0; picks.size < spots; k++) picks.add(fromResult && (k + d) % 3 !== 0 ? drawn[(c + k * 3) % 20]! : 1 + ((c * 13 + k * 29 + d) % 80));
      return { betType: 'pick', selection: [...picks].sort((x, y) => x - y).join(','), stake };
    }
  }
}

/** A merchant's odds table: each default odds scaled by a factor in 0–3 (so 0 and odd amounts occur), as text. */
function oddsTable(gameCode: LotteryGameCode, factors: number[]): unknown {
  let i = 0;
  const scale = (value: unknown): unknown => {
    if (typeof value === 'bigint') return (value * BigInt(factors[i++ % factors.length]!)) / 1000n;
    if (Array.isArray(value)) return value.map(scale);
    return Object.fromEntries(Object.entries(value as object).map(([key, entry]) => [key, scale(entry)]));
  };
  return oddsToText(scale(DEFAULT_LOTTERY_ODDS[LOTTERY_SCHEDULES[gameCode].kind]));
}

describe('the set-based settlement pays what the games say', () => {
  const choice = fc.tuple(fc.nat(), fc.nat(), fc.nat(), fc.nat());
  const ticket = fc.array(fc.record({ choice, stake: fc.bigInt({ min: 1n, max: 10n ** 9n }) }), { minLength: 1, maxLength: 3 });

  for (const gameCode of ['4d', 'xsmb', 'sea1', 'keno'] as const) {
    it(`${gameCode}: every line's win and every ticket's sum, for random results, tickets and odds`, async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.option(fc.array(fc.integer({ min: 0, max: 3000 }), { minLength: 1, maxLength: 7 }), { nil: undefined }),
          fc.array(ticket, { minLength: 1, maxLength: 8 }),
          async (seed, factors, tickets) => {
            const drawId = `${gameCode}:prop-${nextId()}`;
            const result = drawLottery(LOTTERY_SCHEDULES[gameCode].kind, { serverSeed: Buffer.from(seed).toString('hex'), drawId }, nodeHash);
            const odds = factors ? oddsTable(gameCode, factors) : null;
            const drawRowId = await insertDraw(gameCode, result, { odds });
            const placed = [];
            for (const lines of tickets)
              placed.push(
                await insertTicket(
                  drawRowId,
                  gameCode,
                  lines.map((line) => lineFor(gameCode, result, line.choice, line.stake)),
                ),
              );

            expect(await settlementWith().settleDraw(drawRowId)).toMatchObject({ outcome: 'settled', tickets: tickets.length });
            const lines = await linesOf(drawRowId);
            for (const line of lines) expect({ ...line, win: line.win }).toEqual({ ...line, win: expectedWin(gameCode, line, result, odds) });
            for (const row of await ticketsOf(drawRowId)) {
              expect(row.status).toBe('settled');
              expect(row.win).toBe(lines.filter((line) => line.ticketId === row.id).reduce((sum, line) => sum + line.win!, 0n));
            }
            expect((await drawOf(drawRowId)).status).toBe('settled');
          },
        ),
        { numRuns: propertyRuns(12) },
      );
    });
  }
});

describe('worked cases', () => {
  it('4D: Big and Small straight, a Box that matches two prizes, an iBox rounded down once', async () => {
    const result: FourDResult = {
      first: '1234',
      second: '1243',
      third: '9012',
      special: ['0001', '0002', '0003', '0004', '0005', '0006', '0007', '0008', '0009', '7777'],
      consolation: ['1000', '2000', '3000', '4000', '5000', '6000', '7000', '8000', '9000', '5678'],
    };
    const id = await insertDraw('4d', result);
    const lines: Line[] = [
      { betType: 'big', selection: '1234', stake: 100n }, // 1st: RM 1 × 2,500
      { betType: 'small', selection: '9012', stake: 100n }, // 3rd: RM 1 × 1,000
      { betType: 'small', selection: '7777', stake: 100n }, // special: Small pays the top three only
      { betType: 'big', selection: '5678', stake: 250n }, // consolation: RM 2.50 × 60
      { betType: 'big-box', selection: '3412', stake: 100n }, // 1234 (2,500) and 1243 (1,000), RM 1 each ordering
      { betType: 'big-ibox', selection: '3412', stake: 100n }, // (2,500 + 1,000) ÷ 24 orderings: 14,583.33 → 14,583
      { betType: 'small-ibox', selection: '2190', stake: 7n }, // 9012 third: 7 × 1,000 ÷ 24 = 291.67 → 291
      { betType: 'big', selection: '4321', stake: 100n }, // no prize
    ];
    await insertTicket(id, '4d', lines.slice(0, 4));
    await insertTicket(id, '4d', lines.slice(4));
    await settlementWith().settleDraw(id);
    expect((await linesOf(id)).map((line) => line.win)).toEqual([250_000n, 100_000n, 0n, 15_000n, 350_000n, 14_583n, 291n, 0n]);
    expect((await ticketsOf(id)).map((ticket) => [ticket.status, ticket.win])).toEqual([
      ['settled', 365_000n],
      ['settled', 364_874n],
    ]);
  });

  it('XSMB: lô per prize matched, đề, head and tail, xiên paid once only when every number came', async () => {
    const result: XsmbResult = {
      special: ['12345'],
      first: ['67845'],
      second: ['11111', '22222'],
      third: ['33333', '44444', '55555', '66666', '77777', '88888'],
      fourth: ['0145', '0245', '0345', '0445'],
      fifth: ['1001', '1002', '1003', '1004', '1005', '1006'],
      sixth: ['345', '346', '347'],
      seventh: ['45', '46', '47', '48'],
    };
    const id = await insertDraw('xsmb', result);
    await insertTicket(id, 'xsmb', [
      { betType: 'lo2', selection: '45', stake: 3n }, // 12345 67845 0145 0245 0345 0445 345 45: 8 prizes × 3.5 × 3 = 84
      { betType: 'lo2', selection: '22', stake: 3n }, // 22222 once: 3 × 3.5 = 10.5 → 10
      { betType: 'lo3', selection: '345', stake: 100n }, // 12345 0345 345: 3 × 41 × 100
      { betType: 'lo4', selection: '1001', stake: 100n }, // once: 470 × 100
      { betType: 'de', selection: '45', stake: 100n }, // 95 × 100
      { betType: 'head', selection: '4', stake: 100n }, // 9.5 × 100
      { betType: 'tail', selection: '4', stake: 100n }, // the tail is 5: nothing
      { betType: 'xien2', selection: '22,45', stake: 100n }, // both came: 17 × 100, once
      { betType: 'xien3', selection: '22,45,99', stake: 100n }, // 99 did not: nothing
    ]);
    await settlementWith().settleDraw(id);
    expect((await linesOf(id)).map((line) => line.win)).toEqual([84n, 10n, 12_300n, 47_000n, 9_500n, 950n, 0n, 1_700n, 0n]);
    expect((await ticketsOf(id))[0]!.win).toBe(84n + 10n + 12_300n + 47_000n + 9_500n + 950n + 1_700n);
  });

  it('fast SEA: number, size, parity and colour of a 7, rounded down', async () => {
    const id = await insertDraw('sea3', seaFastResultOf(7));
    await insertTicket(id, 'sea3', [
      { betType: 'number', selection: '7', stake: 100n }, // 9.5
      { betType: 'number', selection: '8', stake: 100n },
      { betType: 'size', selection: 'big', stake: 100n }, // 1.9
      { betType: 'parity', selection: 'even', stake: 100n },
      { betType: 'colour', selection: 'green', stake: 3n }, // 3 × 2.35 = 7.05 → 7
      { betType: 'colour', selection: 'violet', stake: 100n },
    ]);
    await settlementWith().settleDraw(id);
    expect((await linesOf(id)).map((line) => line.win)).toEqual([950n, 0n, 190n, 0n, 7n, 0n]);
  });

  it('keno: by spots and hits, 10 spots with no hit paying 2', async () => {
    const result: KenoResult = { numbers: Array.from({ length: 20 }, (_, i) => i + 1) };
    const id = await insertDraw('keno', result);
    await insertTicket(id, 'keno', [
      { betType: 'pick', selection: '1,2,3', stake: 100n }, // 3 of 3: 38
      { betType: 'pick', selection: '1,2,79', stake: 100n }, // 2 of 3: 3
      { betType: 'pick', selection: '61,62,63,64,65,66,67,68,69,70', stake: 100n }, // 0 of 10: 2
      { betType: 'pick', selection: '5,80', stake: 100n }, // 1 of 2: 1
      { betType: 'pick', selection: '80', stake: 100n },
    ]);
    await settlementWith().settleDraw(id);
    expect((await linesOf(id)).map((line) => line.win)).toEqual([3_800n, 300n, 200n, 100n, 0n]);
  });

  it('settles at the odds the draw was sold at, and leaves a draw whose odds do not read unsettled', async () => {
    const odds = oddsToText({ ...DEFAULT_LOTTERY_ODDS['sea-fast'], number: 90_000n });
    const id = await insertDraw('sea1', seaFastResultOf(3), { odds });
    await insertTicket(id, 'sea1', [{ betType: 'number', selection: '3', stake: 100n }]);
    await settlementWith().settleDraw(id);
    expect((await linesOf(id))[0]!.win).toBe(900n);

    const broken = await insertDraw('sea1', seaFastResultOf(3), { odds: { number: 'nine' } });
    await insertTicket(broken, 'sea1', [{ betType: 'number', selection: '3', stake: 100n }]);
    await expect(settlementWith().settleDraw(broken)).rejects.toThrow(/odds/);
    expect((await drawOf(broken)).status).toBe('drawn');
    expect((await linesOf(broken))[0]!.win).toBeNull();
    await t.database.db.update(lotteryDraws).set({ status: 'voided', paidAt: t.clock.now() }).where(eq(lotteryDraws.id, broken));
  });
});

describe('drawn, settled and paid', () => {
  it('with a moved clock: bets taken, the draw drawn on time, every ticket settled and paid its win through the wallet', async () => {
    const draws = t.services.lotteryDraws;
    const start = new Date(T0 + 86_400_000);
    t.clock.set(start);
    await draws.planAhead({ id: f.merchant.id, timeZone: f.merchant.timeZone }, start);
    await draws.advance(start);
    const [open] = await t.database.db.select().from(lotteryDraws).where(eq(lotteryDraws.drawId, 'sea1:2026-11-26T00:01Z'));
    expect(open!.status).toBe('open');

    const alice = await player(10_000n);
    const bob = await player(10_000n);
    // The draw's digit is not known yet; each player bets on every digit, so one line of each wins.
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const a = await boughtTicket(
      open!.id,
      'sea1',
      alice,
      digits.map((d) => ({ betType: 'number', selection: d, stake: 100n })),
    );
    const b = await boughtTicket(open!.id, 'sea1', bob, [
      { betType: 'size', selection: 'big', stake: 500n },
      { betType: 'size', selection: 'small', stake: 300n },
    ]);
    expect(await balance(alice)).toBe(9_000n);
    expect(await balance(bob)).toBe(9_200n);

    t.clock.set(new Date(start.getTime() + 60_000));
    await draws.advance(t.clock.now());
    const settlement = settlementWith();
    const pass = await settlement.pass();
    expect(pass).toMatchObject({ failed: 0 });
    const drawn = await drawOf(open!.id);
    expect(drawn.status).toBe('settled');
    const digit = (drawn.result as unknown as SeaFastResult).number;
    const bobWin = digit >= 5 ? 950n : 570n; // 1.9 × 5.00 or 1.9 × 3.00
    expect((await ticketsOf(open!.id)).map((x) => [x.status, x.win])).toEqual([
      ['paid', 950n],
      ['paid', bobWin],
    ]);
    expect(await balance(alice)).toBe(9_000n + 950n);
    expect(await balance(bob)).toBe(9_200n + bobWin);
    const moves = await movesOf([a.roundId, b.roundId]);
    expect(
      moves
        .filter((m) => m.kind === 'credit')
        .map((m) => [m.vendorTransactionId, m.amount])
        .sort(),
    ).toEqual(
      [
        [`${a.roundId}:win`, 950n],
        [`${b.roundId}:win`, bobWin],
      ].sort(),
    );
    // Once its money has moved, and betting has been closed long enough that no sale can still be in flight,
    // the draw is done: a later pass finds nothing to do.
    await settlement.pass();
    expect((await drawOf(open!.id)).paidAt).toBeNull();
    t.clock.set(new Date(start.getTime() + 90_000));
    await settlement.pass();
    expect((await drawOf(open!.id)).paidAt).not.toBeNull();
    expect(await settlement.pass()).toMatchObject({ settled: 0, paid: 0, refunded: 0, left: 0 });
  });

  it('settling twice, or in two passes at once, settles and pays each ticket once; a lost line closes its round with 0', async () => {
    const alice = await player(10_000n);
    const id = await insertDraw('sea5', seaFastResultOf(2));
    const won = await boughtTicket(id, 'sea5', alice, [{ betType: 'colour', selection: 'red', stake: 200n }]);
    const lost = await boughtTicket(id, 'sea5', alice, [{ betType: 'colour', selection: 'violet', stake: 100n }]);
    const settlement = settlementWith();
    const [first, second] = await Promise.all([settlement.settleDraw(id), settlement.settleDraw(id)]);
    expect([first.outcome, second.outcome].sort()).toEqual(['settled', 'skipped']);
    expect((await settlement.settleDraw(id)).outcome).toBe('skipped');
    const other = settlementWith();
    await Promise.all([settlement.pass(), other.pass(), settlement.pass()]);
    expect((await ticketsOf(id)).map((x) => [x.status, x.win])).toEqual([
      ['paid', 470n],
      ['paid', 0n],
    ]);
    expect(await balance(alice)).toBe(10_000n - 300n + 470n);
    const credits = (await movesOf([won.roundId, lost.roundId])).filter((m) => m.kind === 'credit');
    expect(credits.map((m) => [m.vendorTransactionId, m.amount]).sort()).toEqual(
      [
        [`${won.roundId}:win`, 470n],
        [`${lost.roundId}:win`, 0n],
      ].sort(),
    );
  });

  it('a payout cut off midway (no answer from the wallet) is finished by the next pass, paying each win once', async () => {
    const members = [await player(5_000n), await player(5_000n), await player(5_000n)];
    const id = await insertDraw('sea1', seaFastResultOf(9));
    const tickets = [];
    for (const who of members) tickets.push(await boughtTicket(id, 'sea1', who, [{ betType: 'number', selection: '9', stake: 100n }]));
    // The wallet takes the first credit, then its answers are lost (one applied without an answer).
    let calls = 0;
    const cut: HouseWallet = {
      call: async (to, action, body) => {
        calls++;
        if (calls === 1) return f.wallet.call(to, action, body);
        if (calls === 2) await f.wallet.call(to, action, body);
        throw new SeamlessCallError('retry_later', 'no answer', true);
      },
    };
    // One line per batch credit here, so the three answers can be told apart.
    const interrupted = await settlementWith({ wallet: cut, payBatchLines: 1 }).pass();
    expect(interrupted).toMatchObject({ settled: 1, paid: 1 });
    expect((await ticketsOf(id)).filter((x) => x.status === 'settled')).toHaveLength(2);

    const resumed = await settlementWith().pass();
    expect(resumed).toMatchObject({ paid: 2 });
    for (const who of members) expect(await balance(who)).toBe(5_000n - 100n + 950n);
    const credits = (await movesOf(tickets.map((x) => x.roundId))).filter((m) => m.kind === 'credit');
    expect(credits).toHaveLength(3);
  });

  it('a ticket whose bet was confirmed after its draw was settled is settled from its lines and paid', async () => {
    const alice = await player(5_000n);
    const id = await insertDraw('sea3', seaFastResultOf(4));
    const late = await boughtTicket(id, 'sea3', alice, [{ betType: 'size', selection: 'small', stake: 100n }]);
    await t.database.db.update(lotteryTickets).set({ status: 'open' }).where(eq(lotteryTickets.id, late.id));
    const settlement = settlementWith();
    await settlement.pass();
    expect((await ticketsOf(id))[0]!.status).toBe('open');
    expect((await linesOf(id))[0]!.win).toBe(190n);
    expect((await drawOf(id)).paidAt).toBeNull();
    // The ticket service learns that the bet was taken.
    await t.database.db.update(lotteryTickets).set({ status: 'debited' }).where(eq(lotteryTickets.id, late.id));
    await settlement.pass();
    expect((await ticketsOf(id)).map((x) => [x.status, x.win])).toEqual([['paid', 190n]]);
    expect(await balance(alice)).toBe(5_000n - 100n + 190n);
  });
});

describe('voiding', () => {
  it('hands back every taken bet exactly once, resumes after a lost answer, and refuses a settled or unknown draw', async () => {
    const members = [await player(5_000n), await player(5_000n)];
    const id = await insertDraw('4d', null, { status: 'closed' });
    const tickets: TicketRow[] = [];
    for (const who of members) tickets.push(await boughtTicket(id, '4d', who, [{ betType: 'big', selection: '1234', stake: 300n }]));
    const refused = await insertTicket(id, '4d', [{ betType: 'big', selection: '1111', stake: 100n }], { status: 'refused' });
    for (const who of members) expect(await balance(who)).toBe(4_700n);

    // The first ticket's rollback is applied but its answer is lost: the void hands back what it could.
    const cut: HouseWallet = {
      call: async (to, action, body) => {
        const answer = await f.wallet.call(to, action, body);
        if ('roundId' in body && body.roundId === tickets[0]!.roundId) throw new SeamlessCallError('retry_later', 'no answer', true);
        return answer;
      },
    };
    const voided = await settlementWith({ wallet: cut }).voidDraw(id, 'the draw machine failed', { id: 1, username: 'owner' });
    expect(voided).toEqual({ voided: true, refunded: 1, left: 1 });
    expect((await drawOf(id)).status).toBe('voided');

    // Voiding again voids nothing and finishes the refunds; the job's pass would have done the same.
    expect(await settlementWith().voidDraw(id, 'again')).toEqual({ voided: false, refunded: 1, left: 0 });
    expect(await settlementWith().pass()).toMatchObject({ refunded: 0 });
    expect((await ticketsOf(id)).map((x) => [x.id, x.status])).toEqual([
      [tickets[0]!.id, 'refunded'],
      [tickets[1]!.id, 'refunded'],
      [refused.id, 'refused'],
    ]);
    for (const who of members) expect(await balance(who)).toBe(5_000n);
    const rollbacks = (await movesOf(tickets.map((x) => x.roundId))).filter((m) => m.kind === 'rollback');
    expect(rollbacks).toHaveLength(2);
    expect((await drawOf(id)).paidAt).not.toBeNull();

    const settled = await insertDraw('sea1', seaFastResultOf(1));
    await settlementWith().settleDraw(settled);
    await expect(settlementWith().voidDraw(settled, 'too late')).rejects.toMatchObject({ errorCode: 'invalid_state' });
    await expect(settlementWith().voidDraw(99_999_999, 'no such draw')).rejects.toMatchObject({ errorCode: 'not_found' });
  });

  it('a draw drawn more than a minute late is voided and refunded when the merchant says so, and settled otherwise', async () => {
    const alice = await player(5_000n);
    const late = await insertDraw('sea1', seaFastResultOf(6), { lateMs: MISSED_DRAW_AFTER_MS + 1000 });
    await boughtTicket(late, 'sea1', alice, [{ betType: 'number', selection: '6', stake: 100n }]);
    const onTime = await insertDraw('sea1', seaFastResultOf(6), { lateMs: MISSED_DRAW_AFTER_MS - 1000 });
    await boughtTicket(onTime, 'sea1', alice, [{ betType: 'number', selection: '6', stake: 100n }]);
    await settlementWith({ missedDraws: 'void' }).pass();
    expect((await drawOf(late)).status).toBe('voided');
    expect((await ticketsOf(late))[0]!.status).toBe('refunded');
    expect((await drawOf(onTime)).status).toBe('settled');
    expect(await balance(alice)).toBe(5_000n - 100n + 950n);

    const alsoLate = await insertDraw('sea1', seaFastResultOf(6), { lateMs: MISSED_DRAW_AFTER_MS + 1000 });
    await settlementWith({ missedDraws: 'draw' }).pass();
    expect((await drawOf(alsoLate)).status).toBe('settled');
  });
});

describe('without a hand', () => {
  it("an order placed by a member is drawn, then settled and paid by the app's job, under the game code its bet was taken with", async () => {
    const open = new Date('2026-11-27T00:00:00Z');
    await openDrawsAt(t, open);
    const member = await lotteryPlayer(t, 10_000n, 'sea1');
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const placed = await placeOrder(
      t,
      member.gameToken,
      'sea1',
      ['sea1:2026-11-27T00:01Z'],
      digits.map((digit) => ({ betType: 'number', numbers: [digit], stake: '1.00' })),
    );
    const [ticket] = placed.tickets;
    expect(await mainBalance(member)).toBe(9_000n);

    // Planning a day on drew every draw the clock passed (catch-up), oldest first: the job works through
    // them a hundred a pass, one pass every 5 seconds, and reaches this one.
    t.clock.set(new Date(open.getTime() + 60_000));
    await t.services.lotteryDraws.advance(t.clock.now());
    const ticketRow = async () =>
      (
        await t.database.db
          .select()
          .from(lotteryTickets)
          .where(eq(lotteryTickets.id, Number(ticket!.ticketId)))
      )[0]!;
    for (let pass = 0; pass < 10 && (await ticketRow()).status !== 'paid'; pass++) {
      await t.jobs.tick();
      t.clock.set(new Date(t.clock.now().getTime() + 5_000));
    }
    const row = await ticketRow();
    expect(row).toMatchObject({ status: 'paid', win: 950n });
    expect(await mainBalance(member)).toBe(9_000n + 950n);
    const moves = await movesOf([row.roundId]);
    expect(moves.map((move) => [move.kind, move.gameCode, move.amount]).sort()).toEqual([
      ['credit', 'house-sea-1', 950n],
      ['debit', 'house-sea-1', 1_000n],
    ]);
  });
});
