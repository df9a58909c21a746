// Buying lottery tickets as a member does (docs/lottery.md): a lottery game launches onto its own page with the player
// token; an order of lines on one or more draws becomes one ticket per draw, paid through the seamless wallet;
// every refusal (closed draw, sold-out number, limits, bad bets, bad or free-play token, funds) answers a clear
// code and writes nothing; an order sent twice is placed once; a refused debit gives its exposure back; a debit
// whose answer is lost is rolled back by the sweep; the player's tickets and the past draws read back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { and, eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { getSettingsEndpoint, updateSettingsEndpoint } from '@orbit/contracts/console';
import { nextDrawEndpoint, type LotteryGameCode } from '@orbit/contracts/lottery';
import { lotteryDrawHistoryEndpoint, lotteryGamesEndpoint, lotteryOrdersEndpoint } from '@orbit/contracts/lottery-tickets';
import type { LotterySettings } from '@orbit/contracts/lottery-settings';
import { createTestApp, type TestApp } from './helpers.ts';
import { changeSettings, consoleApi, errorOf } from './support/members.ts';
import {
  cents,
  exposureOf,
  ledgerBalance,
  lotteryApi,
  lotteryPlayer,
  mainBalance,
  openDrawsAt,
  orderId,
  placeOrder,
  T0,
  ticketsOf,
  type LotteryPlayer,
} from './support/lottery-orders.ts';
import { lotteryDraws, lotteryExposure, lotteryTicketLines, lotteryTickets } from '../src/db/schema/lottery.ts';
import { seamlessTransactions } from '../src/db/schema/seamless.ts';
import { games } from '../src/db/schema/games.ts';
import { injectTransport } from '../src/lib/http-transport.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createHouseWallet, type HouseWallet } from '../src/vendors/house/house-wallet.ts';
import { createRoundBook, RECOVERY_AFTER_MS } from '../src/vendors/house/round-book.ts';
import { createSeamlessClient, SeamlessCallError } from '../src/vendors/house/seamless-client.ts';
import { createLotteryTickets } from '../src/vendors/house/lottery/tickets.service.ts';
import { liabilityByKey, reserve } from '../src/vendors/house/lottery/exposure.ts';
import type { PricedLine } from '../src/vendors/house/lottery/bet-lines.ts';

let t: TestApp;
let cms: ApiClient;
let merchant: ResolvedMerchant;
const at = (ms: number) => new Date(T0 + ms);
const TONIGHT = '4d:2026-11-25';
const SATURDAY = '4d:2026-11-28';
const SUNDAY = '4d:2026-11-29';
const SEA1_NOW = 'sea1:2026-11-25T00:01Z';

beforeAll(async () => {
  t = await createTestApp();
  merchant = await openDrawsAt(t, at(0));
  cms = await consoleApi(t);
});
afterAll(() => t.close());

const drawRow = async (drawId: string) => {
  const [row] = await t.database.db
    .select()
    .from(lotteryDraws)
    .where(and(eq(lotteryDraws.merchantId, merchant.id), eq(lotteryDraws.drawId, drawId)));
  return row!;
};
const linesOf = (ticketId: number) =>
  t.database.db.select().from(lotteryTicketLines).where(eq(lotteryTicketLines.ticketId, ticketId)).orderBy(lotteryTicketLines.id);
const lottery = async () => (await cms.call(getSettingsEndpoint)).lottery;
/** Saves the lottery section; a held change of limits or odds is confirmed by the second operator (four-eyes). */
const saveLottery = (change: (current: LotterySettings) => LotterySettings) =>
  changeSettings(cms, 'lottery', (current: LotterySettings) => change(structuredClone(current)));
/** Asserts an order was refused with `errorCode` (and `field`) and wrote nothing: no ticket, the balance as it was. */
async function refusedCleanly(p: LotteryPlayer, send: () => Promise<unknown>, errorCode: string, field?: string) {
  const before = await ledgerBalance(t, p);
  const ticketsBefore = (await ticketsOf(t, p)).length;
  const error = await errorOf(send());
  expect({ errorCode: error.errorCode, field: error.field }).toEqual({ errorCode, field });
  expect(error.message).not.toBe('');
  expect((await ticketsOf(t, p)).length).toBe(ticketsBefore);
  expect(await ledgerBalance(t, p)).toBe(before);
}

describe('launching a lottery game', () => {
  it('answers the game’s own lottery page with a seamless token of its vendor, for each game', async () => {
    const pages: Record<LotteryGameCode, RegExp> = {
      '4d': /^\/lottery\?gameCode=4d&token=[^&]+$/,
      xsmb: /^\/vnlottery\?token=[^&]+$/,
      sea1: /^\/seaLottery\?gameCode=sea1&token=[^&]+$/,
      sea3: /^\/seaLottery\?gameCode=sea3&token=[^&]+$/,
      sea5: /^\/seaLottery\?gameCode=sea5&token=[^&]+$/,
      keno: /^\/elott\?token=[^&]+$/,
    };
    for (const gameCode of Object.keys(pages) as LotteryGameCode[]) {
      const p = await lotteryPlayer(t, 100n, gameCode);
      expect(p.url, gameCode).toMatch(pages[gameCode]);
      expect(new URL(p.url, 'http://x').searchParams.get('token')).toBe(p.gameToken);
    }
  });
});

describe('the draws open for bets', () => {
  it('the next-draw call lists every draw an order may name now: 4D’s three planned draws, a fast game’s current one', async () => {
    const open = async (gameCode: LotteryGameCode) =>
      ((await lotteryApi(t).call(nextDrawEndpoint, { query: { gameCode } })).openDraws ?? []).map((draw) => draw.drawId);
    expect(await open('4d')).toEqual([TONIGHT, SATURDAY, SUNDAY]);
    expect(await open('sea1')).toEqual([SEA1_NOW]);
    t.clock.set(at(55_000)); // sea1's first draw closed 10 s before its minute, the next opens at the minute
    try {
      expect(await open('sea1')).toEqual([]);
    } finally {
      t.clock.set(at(0));
    }
  });
});

describe('the games', () => {
  it('lists every lottery game with its bet types, the merchant’s odds, limits and cadence', async () => {
    const { games } = await lotteryApi(t).call(lotteryGamesEndpoint);
    expect(games.map((g) => [g.gameCode, g.vendorCode, g.launchGameCode, g.cadence, g.everyMinutes, g.open])).toEqual([
      ['4d', 'HLOTT', 'house-4d', 'daily', null, true],
      ['xsmb', 'HLOTT', 'house-xsmb', 'daily', null, true],
      ['sea1', 'HLOTT', 'house-sea-1', 'fast', 1, true],
      ['sea3', 'HLOTT', 'house-sea-3', 'fast', 3, true],
      ['sea5', 'HLOTT', 'house-sea-5', 'fast', 5, true],
      ['keno', 'HELOT', 'house-keno', 'fast', 2, true],
    ]);
    const fourD = games[0]!;
    expect(fourD).toMatchObject({ minStake: '1.00', maxStake: '1000.00', maxStakePerDraw: '5000.00', maxDrawsPerOrder: 6, maxLinesPerOrder: 50 });
    expect(fourD.betTypes.find((b) => b.betType === 'big-ibox')!.odds).toEqual({
      first: '2500',
      second: '1000',
      third: '500',
      special: '180',
      consolation: '60',
    });
    expect(games[1]!.betTypes.find((b) => b.betType === 'lo2')!.odds).toEqual({ win: '3.5' });
    expect(games[2]!.betTypes.find((b) => b.betType === 'colour')!.odds).toEqual({ red: '2.35', green: '2.35', violet: '4.7' });
    expect(games[5]!.betTypes[0]!.odds).toMatchObject({ '1:1': '3.75', '10:0': '2', '10:10': '80000' });
    expect(games[2]!.closeBeforeSeconds).toBe(10);
  });
});

describe('a real-money order', () => {
  it('4D: one ticket per draw, each paid with one seamless debit; lines, odds and exposure are kept', async () => {
    const p = await lotteryPlayer(t, 10_000n);
    const lines = [
      { betType: 'big', numbers: ['1234'], stake: '1.00' },
      { betType: 'small-box', numbers: ['1123'], stake: '1.00' },
      { betType: 'big-ibox', numbers: ['1234'], stake: '2.40' },
    ];
    const reply = await placeOrder(t, p.gameToken, '4d', [TONIGHT, SATURDAY], lines);
    // Big 1.00 + Small Box on 12 orderings at 1.00 + iBox 2.40 = 15.40 a draw.
    expect(reply.tickets.map((ticket) => [ticket.drawId, ticket.status, ticket.outcome, ticket.stake, ticket.win])).toEqual([
      [TONIGHT, 'debited', 'waiting', '15.40', '0.00'],
      [SATURDAY, 'debited', 'waiting', '15.40', '0.00'],
    ]);
    expect(reply.tickets[0]!.lines).toEqual([
      { betType: 'big', numbers: ['1234'], stake: '1.00', win: null },
      { betType: 'small-box', numbers: ['1123'], stake: '1.00', win: null },
      { betType: 'big-ibox', numbers: ['1234'], stake: '2.40', win: null },
    ]);
    expect(reply.balance).toBe('69.20');
    expect(await mainBalance(p)).toBe(6_920n);

    const rows = await ticketsOf(t, p);
    const debits = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.roundId, rows[0]!.roundId));
    expect(debits.map((d) => [d.vendorTransactionId, d.kind, d.gameCode, d.amount])).toEqual([[`${rows[0]!.roundId}:bet`, 'debit', 'house-4d', 1540n]]);
    expect(rows[0]).toMatchObject({ vendorCode: 'HLOTT', gameCode: '4d', real: true, requestId: reply.tickets[0]!.orderId });

    const tonight = await drawRow(TONIGHT);
    expect((tonight.odds as { big: { first: string } }).big.first).toBe('2500');
    // 4d:1234 holds Big 1.00 × 2,500 and the iBox's 2.40 × 2,500 ÷ 24; each ordering of 1123 Small 1.00 × 3,500.
    expect(await exposureOf(t, tonight.id, '4d:1234')).toBe(275_000n);
    expect(await exposureOf(t, tonight.id, '4d:4321')).toBe(25_000n);
    expect(await exposureOf(t, tonight.id, '4d:3211')).toBe(350_000n);
  });

  it('XSMB, the three SEA games and keno: each line is kept in its canonical text', async () => {
    const cases: [LotteryGameCode, string, { betType: string; numbers: string[]; stake: string }[], string[]][] = [
      [
        'xsmb',
        'xsmb:2026-11-25',
        [
          { betType: 'lo2', numbers: ['07'], stake: '2.00' },
          { betType: 'xien2', numbers: ['12', '07'], stake: '1.00' },
          { betType: 'head', numbers: ['5'], stake: '1.00' },
        ],
        ['07', '07,12', '5'],
      ],
      [
        'sea1',
        SEA1_NOW,
        [
          { betType: 'number', numbers: ['7'], stake: '1.00' },
          { betType: 'colour', numbers: ['violet'], stake: '3.00' },
        ],
        ['7', 'violet'],
      ],
      ['sea3', 'sea3:2026-11-25T00:03Z', [{ betType: 'size', numbers: ['big'], stake: '5.00' }], ['big']],
      ['sea5', 'sea5:2026-11-25T00:05Z', [{ betType: 'parity', numbers: ['odd'], stake: '5.00' }], ['odd']],
      ['keno', 'keno:2026-11-25T00:02Z', [{ betType: 'pick', numbers: ['80', '1', '23'], stake: '2.00' }], ['1,23,80']],
    ];
    for (const [gameCode, drawId, lines, selections] of cases) {
      const p = await lotteryPlayer(t, 10_000n, gameCode);
      const reply = await placeOrder(t, p.gameToken, gameCode, [drawId], lines);
      const cost = lines.reduce((sum, line) => sum + cents(line.stake), 0n);
      expect(
        reply.tickets.map((ticket) => [ticket.gameCode, ticket.drawId, ticket.status, cents(ticket.stake)]),
        gameCode,
      ).toEqual([[gameCode, drawId, 'debited', cost]]);
      expect(await mainBalance(p), gameCode).toBe(10_000n - cost);
      const [row] = await ticketsOf(t, p);
      expect(row!.vendorCode, gameCode).toBe(gameCode === 'keno' ? 'HELOT' : 'HLOTT');
      expect(
        (await linesOf(row!.id)).map((line) => line.selection),
        gameCode,
      ).toEqual(selections);
    }
    const sea1 = await drawRow(SEA1_NOW);
    expect(await exposureOf(t, sea1.id, 'sea:colour:violet')).toBe(1_410n); // 3.00 × 4.7
    expect(await exposureOf(t, (await drawRow('xsmb:2026-11-25')).id, 'xsmb:lo2:07')).toBe(18_900n); // 2.00 × 3.5 × 27 prizes
    expect(await exposureOf(t, (await drawRow('keno:2026-11-25T00:02Z')).id, 'keno:1,23,80')).toBe(7_600n); // 2.00 × 38
  });
});

describe('refusals write nothing', () => {
  let p: LotteryPlayer;
  beforeAll(async () => {
    p = await lotteryPlayer(t, 5_000n);
  });
  const big = (number = '5678', stake = '1.00') => ({ betType: 'big', numbers: [number], stake });

  it('a draw closed by time (whatever its status says), not yet open, unknown or of another game', async () => {
    t.clock.set(new Date(Date.parse('2026-11-25T10:45:00Z')));
    try {
      expect((await drawRow(TONIGHT)).status).toBe('open'); // the loop has not closed it yet
      await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', [SATURDAY, TONIGHT], [big()]), 'lottery_draw_closed', 'drawIds[1]');
    } finally {
      t.clock.set(at(0));
    }
    const sea = await lotteryPlayer(t, 1_000n, 'sea1');
    await refusedCleanly(
      sea,
      () => placeOrder(t, sea.gameToken, 'sea1', ['sea1:2026-11-25T00:02Z'], [{ betType: 'size', numbers: ['big'], stake: '1.00' }]),
      'lottery_draw_closed',
      'drawIds[0]',
    );
    await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', ['4d:2030-01-01'], [big()]), 'lottery_draw_closed', 'drawIds[0]');
    await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', ['xsmb:2026-11-25'], [big()]), 'lottery_draw_closed', 'drawIds[0]');
  });

  it('bad bets, naming the line and the part at fault', async () => {
    const cases: [LotteryGameCode, { betType: string; numbers: string[]; stake: string }, string][] = [
      ['4d', { betType: 'big', numbers: ['123'], stake: '1.00' }, 'lines[0].numbers[0]'],
      ['4d', { betType: 'big-box', numbers: ['7777'], stake: '1.00' }, 'lines[0].numbers[0]'],
      ['4d', { betType: 'huge', numbers: ['1234'], stake: '1.00' }, 'lines[0].betType'],
      ['4d', { betType: 'big', numbers: ['1234', '5678'], stake: '1.00' }, 'lines[0].numbers'],
      ['4d', { betType: 'big', numbers: ['1234'], stake: '1.005' }, 'lines[0].stake'],
      ['xsmb', { betType: 'xien2', numbers: ['07', '07'], stake: '1.00' }, 'lines[0].numbers'],
      ['xsmb', { betType: 'lo3', numbers: ['07'], stake: '1.00' }, 'lines[0].numbers[0]'],
      ['sea1', { betType: 'colour', numbers: ['blue'], stake: '1.00' }, 'lines[0].numbers[0]'],
      ['keno', { betType: 'pick', numbers: ['5', '81'], stake: '1.00' }, 'lines[0].numbers[1]'],
      ['keno', { betType: 'pick', numbers: ['05'], stake: '1.00' }, 'lines[0].numbers[0]'],
    ];
    const drawOf: Partial<Record<LotteryGameCode, string>> = { '4d': TONIGHT, xsmb: 'xsmb:2026-11-25', sea1: SEA1_NOW, keno: 'keno:2026-11-25T00:02Z' };
    for (const [gameCode, line, field] of cases) {
      const good = { betType: gameCode === '4d' ? 'big' : 'lo2', numbers: [gameCode === '4d' ? '4321' : '11'], stake: '1.00' };
      const lines = gameCode === '4d' || gameCode === 'xsmb' ? [good, line] : [line];
      const expected = lines.length === 2 ? field.replace('lines[0]', 'lines[1]') : field;
      await refusedCleanly(p, () => placeOrder(t, p.gameToken, gameCode, [drawOf[gameCode]!], lines), 'lottery_bet_invalid', expected);
    }
    expect(await exposureOf(t, (await drawRow(TONIGHT)).id, '4d:4321')).toBe(25_000n); // only the earlier iBox's
  });

  it('stakes outside the merchant’s limits, too many lines or draws, and the limit per member and draw over several orders', async () => {
    await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', [TONIGHT], [big('5678', '0.50')]), 'lottery_limit_exceeded', 'lines[0].stake');
    await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', [TONIGHT], [big('5678', '1000.01')]), 'lottery_limit_exceeded', 'lines[0].stake');
    const many = Array.from({ length: 51 }, (_, i) => big(String(1000 + i)));
    await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', [TONIGHT], many), 'lottery_limit_exceeded', 'lines');
    const sea = await lotteryPlayer(t, 1_000n, 'sea1');
    const line = { betType: 'size', numbers: ['big'], stake: '1.00' };
    await refusedCleanly(sea, () => placeOrder(t, sea.gameToken, 'sea1', [SEA1_NOW, 'sea1:2026-11-25T00:02Z'], [line]), 'lottery_limit_exceeded', 'drawIds');

    await saveLottery((s) => ({ ...s, games: { ...s.games, '4d': { ...s.games['4d'], maxStake: '3.00', maxStakePerDraw: '3.00' } } }));
    try {
      const rich = await lotteryPlayer(t, 10_000n);
      await placeOrder(t, rich.gameToken, '4d', [TONIGHT], [big('2468', '2.00')]);
      await refusedCleanly(rich, () => placeOrder(t, rich.gameToken, '4d', [TONIGHT], [big('2469', '1.01')]), 'lottery_limit_exceeded', 'lines');
      await placeOrder(t, rich.gameToken, '4d', [TONIGHT], [big('2469', '1.00')]);
      await placeOrder(t, rich.gameToken, '4d', [SATURDAY], [big('2469', '3.00')]); // another draw, its own limit
      await refusedCleanly(
        rich,
        () => placeOrder(t, rich.gameToken, '4d', [SUNDAY], [big('2469', '2.00'), big('2470', '1.01')]),
        'lottery_limit_exceeded',
        'lines',
      );
    } finally {
      await saveLottery((s) => ({ ...s, games: { ...s.games, '4d': { ...s.games['4d'], maxStake: '1000.00', maxStakePerDraw: '5000.00' } } }));
    }
  });

  it('a number sold out: sales fill the cap exactly, then that number is refused on that draw only', async () => {
    await saveLottery((s) => ({ ...s, games: { ...s.games, '4d': { ...s.games['4d'], maxLiabilityPerKey: '5000.00' } } }));
    try {
      const [a, b] = [await lotteryPlayer(t, 10_000n), await lotteryPlayer(t, 10_000n)];
      await placeOrder(t, a.gameToken, '4d', [TONIGHT], [big('9090', '1.00')]); // owes up to 2,500.00
      await placeOrder(t, b.gameToken, '4d', [TONIGHT], [big('9090', '1.00')]);
      const row = await drawRow(TONIGHT);
      expect(await exposureOf(t, row.id, '4d:9090')).toBe(500_000n);
      await refusedCleanly(a, () => placeOrder(t, a.gameToken, '4d', [TONIGHT], [big('1111'), big('9090', '1.00')]), 'lottery_sold_out', 'lines[1].numbers');
      // A Box covering 9090 is refused too; nothing of the refused orders stays reserved.
      await refusedCleanly(
        b,
        () => placeOrder(t, b.gameToken, '4d', [TONIGHT], [{ betType: 'small-box', numbers: ['0099'], stake: '1.00' }]),
        'lottery_sold_out',
        'lines[0].numbers',
      );
      expect(await exposureOf(t, row.id, '4d:1111')).toBe(0n);
      expect(await exposureOf(t, row.id, '4d:9090')).toBe(500_000n);
      await placeOrder(t, a.gameToken, '4d', [SATURDAY], [big('9090', '1.00')]);
    } finally {
      await saveLottery((s) => ({ ...s, games: { ...s.games, '4d': { ...s.games['4d'], maxLiabilityPerKey: '500000.00' } } }));
    }
  });

  it('a dead token, a free-play launch, a game switched off, too little money, bad input', async () => {
    await refusedCleanly(p, () => placeOrder(t, 'x'.repeat(40), '4d', [TONIGHT], [big()]), 'game_token_invalid');
    const free = await lotteryPlayer(t, 5_000n, '4d', 0);
    await refusedCleanly(free, () => placeOrder(t, free.gameToken, '4d', [TONIGHT], [big()]), 'lottery_real_money_only');
    await saveLottery((s) => ({ ...s, games: { ...s.games, '4d': { ...s.games['4d'], enabled: false } } }));
    try {
      await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', [TONIGHT], [big()]), 'lottery_game_closed', 'gameCode');
      expect((await lotteryApi(t).call(lotteryGamesEndpoint)).games[0]!.open).toBe(false);
    } finally {
      await saveLottery((s) => ({ ...s, games: { ...s.games, '4d': { ...s.games['4d'], enabled: true } } }));
    }
    // A game under maintenance in the catalogue (Games in the console) sells nothing either, with a token from before.
    const sea3 = await lotteryPlayer(t, 1_000n, 'sea3');
    await t.database.db.update(games).set({ maintenance: true }).where(eq(games.gameCode, 'house-sea-3'));
    try {
      const line = { betType: 'size', numbers: ['small'], stake: '1.00' };
      await refusedCleanly(sea3, () => placeOrder(t, sea3.gameToken, 'sea3', ['sea3:2026-11-25T00:03Z'], [line]), 'lottery_game_closed', 'gameCode');
      expect((await lotteryApi(t).call(lotteryGamesEndpoint)).games.map((g) => [g.gameCode, g.open])).toContainEqual(['sea3', false]);
    } finally {
      await t.database.db.update(games).set({ maintenance: false }).where(eq(games.gameCode, 'house-sea-3'));
    }
    const poor = await lotteryPlayer(t, 150n);
    await refusedCleanly(poor, () => placeOrder(t, poor.gameToken, '4d', [TONIGHT, SATURDAY], [big()]), 'insufficient_funds', 'lines');
    await refusedCleanly(p, () => placeOrder(t, p.gameToken, 'lotto' as never, [TONIGHT], [big()]), 'validation_failed', 'gameCode');
    await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', [TONIGHT, TONIGHT], [big()]), 'validation_failed', 'drawIds');
    await refusedCleanly(p, () => placeOrder(t, p.gameToken, '4d', [TONIGHT], []), 'validation_failed', 'lines');
  });
});

describe('the same order sent again', () => {
  it('answers the same tickets and takes the stake once; another order under its requestId is refused', async () => {
    const p = await lotteryPlayer(t, 10_000n);
    const requestId = orderId('again');
    const first = await placeOrder(t, p.gameToken, '4d', [TONIGHT, SATURDAY], [{ betType: 'small', numbers: ['2020'], stake: '2.00' }], requestId);
    const again = await placeOrder(t, p.gameToken, '4d', [TONIGHT, SATURDAY], [{ betType: 'small', numbers: ['2020'], stake: '2.00' }], requestId);
    const changed = await errorOf(placeOrder(t, p.gameToken, '4d', [SUNDAY], [{ betType: 'big', numbers: ['3030'], stake: '9.00' }], requestId));
    expect(again.tickets).toEqual(first.tickets);
    expect(changed).toMatchObject({ errorCode: 'idempotency_conflict', status: 409 });
    expect(await mainBalance(p)).toBe(9_600n);
    expect(await ticketsOf(t, p)).toHaveLength(2);
    const rounds = (await ticketsOf(t, p)).map((ticket) => ticket.roundId);
    const debits = await t.database.db.select().from(seamlessTransactions).where(eq(seamlessTransactions.kind, 'debit'));
    expect(debits.filter((d) => rounds.includes(d.roundId))).toHaveLength(2);
  });
});

describe('the wallet says no or does not answer', () => {
  /** The ticket service on a wallet connection that refuses or loses the debits chosen by `fail` (1 = the first debit…). */
  function ticketsWith(fail: (debitNumber: number) => 'refuse' | 'lose' | 'drop' | 'pass') {
    const real = createHouseWallet({
      database: t.database,
      secrets: t.services.vendorSecrets,
      client: createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock }),
    });
    let debits = 0;
    const wallet: HouseWallet = {
      call: async (target, which, body) => {
        const how = which === 'debit' ? fail(++debits) : 'pass';
        if (how === 'refuse') throw new SeamlessCallError('insufficient_funds', 'not enough money');
        if (how === 'drop') throw new SeamlessCallError('retry_later', 'connection refused', true);
        const answer = await real.call(target, which, body as never);
        if (how === 'lose') throw new SeamlessCallError('retry_later', 'connection reset', true);
        return answer as never;
      },
    };
    const sellable = async () => new Set(['house-4d']);
    return createLotteryTickets({
      database: t.database,
      clock: t.clock,
      book: createRoundBook({ database: t.database, clock: t.clock, wallet }),
      wallet,
      sellable,
    });
  }
  const order = (p: LotteryPlayer, drawIds: string[], number: string, requestId = orderId()) => ({
    token: p.gameToken,
    gameCode: '4d' as const,
    drawIds,
    lines: [{ betType: 'big', numbers: [number], stake: '1.00' }],
    requestId,
  });
  const runSweep = () =>
    t.jobs.definitions.find((job) => job.name === 'lottery.recover-tickets')!.run(t.database.db, { start: t.clock.now(), end: t.clock.now() });

  it('a refused debit refuses its ticket and gives its exposure back; the draws already paid keep their tickets', async () => {
    const p = await lotteryPlayer(t, 10_000n);
    expect((await errorOf(ticketsWith(() => 'refuse').placeOrder(merchant, order(p, [TONIGHT], '4455')))).errorCode).toBe('insufficient_funds');
    expect((await ticketsOf(t, p)).map((ticket) => [ticket.status, ticket.errorCode])).toEqual([['refused', 'insufficient_funds']]);
    expect(await exposureOf(t, (await drawRow(TONIGHT)).id, '4d:4455')).toBe(0n);

    const reply = await ticketsWith((n) => (n === 2 ? 'refuse' : 'pass')).placeOrder(merchant, order(p, [TONIGHT, SATURDAY, SUNDAY], '4456'));
    expect(reply.tickets.map((ticket) => [ticket.drawId, ticket.outcome])).toEqual([
      [TONIGHT, 'waiting'],
      [SATURDAY, 'refused'],
      [SUNDAY, 'refused'], // not sent once the wallet said no
    ]);
    expect(await mainBalance(p)).toBe(9_900n);
    expect(await exposureOf(t, (await drawRow(TONIGHT)).id, '4d:4456')).toBe(250_000n);
    expect(await exposureOf(t, (await drawRow(SATURDAY)).id, '4d:4456')).toBe(0n);
    expect(await exposureOf(t, (await drawRow(SUNDAY)).id, '4d:4456')).toBe(0n);
  });

  it('a debit whose answer was lost leaves its ticket open; the same order sent again takes the stake once', async () => {
    const p = await lotteryPlayer(t, 10_000n);
    const body = order(p, [TONIGHT], '5566');
    expect((await errorOf(ticketsWith(() => 'lose').placeOrder(merchant, body))).errorCode).toBe('vendor_unavailable');
    expect((await ticketsOf(t, p))[0]!.status).toBe('open');
    const reply = await ticketsWith(() => 'pass').placeOrder(merchant, body);
    expect(reply.tickets.map((ticket) => ticket.status)).toEqual(['debited']);
    expect(await mainBalance(p)).toBe(9_900n);
  });

  it('the sweep rolls back tickets still open after 30 s, in the player’s favour, and gives their exposure back', async () => {
    const p = await lotteryPlayer(t, 10_000n);
    const taken = order(p, [TONIGHT], '6677');
    const never = order(p, [SATURDAY], '6678');
    expect((await errorOf(ticketsWith(() => 'lose').placeOrder(merchant, taken))).errorCode).toBe('vendor_unavailable');
    expect((await errorOf(ticketsWith(() => 'drop').placeOrder(merchant, never))).errorCode).toBe('vendor_unavailable');
    expect(await mainBalance(p)).toBe(9_900n);
    await runSweep(); // too early: an answer may still come
    expect((await ticketsOf(t, p)).map((ticket) => ticket.status)).toEqual(['open', 'open']);

    t.clock.advance(RECOVERY_AFTER_MS + 1000);
    try {
      await runSweep();
      expect((await ticketsOf(t, p)).map((ticket) => [ticket.status, ticket.errorCode])).toEqual([
        ['refunded', null],
        ['refunded', 'bet_not_taken'],
      ]);
      expect(await mainBalance(p)).toBe(10_000n);
      expect(await exposureOf(t, (await drawRow(TONIGHT)).id, '4d:6677')).toBe(0n);
      expect(await exposureOf(t, (await drawRow(SATURDAY)).id, '4d:6678')).toBe(0n);
      // The order sent again now answers the refunded tickets; the stake that never arrived is refused if it does.
      const replay = await lotteryApi(t).call(lotteryOrdersEndpoint, { body: { token: p.gameToken, status: 'settled' } });
      expect(replay.tickets.map((ticket) => ticket.outcome)).toEqual(['refunded', 'refunded']);
      await runSweep();
      expect(await mainBalance(p)).toBe(10_000n);
    } finally {
      t.clock.set(at(0));
    }
  });
  it('the sweep claims a ticket before rolling it back, so a debit answered meanwhile can no longer make it payable; a lost rollback is sent again', async () => {
    const p = await lotteryPlayer(t, 10_000n);
    const real = createHouseWallet({
      database: t.database,
      secrets: t.services.vendorSecrets,
      client: createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock }),
    });
    let rollbacks = 0;
    const lateAnswers: number[] = [];
    const wallet: HouseWallet = {
      call: async (target, which, body) => {
        if (which === 'debit') {
          await real.call(target, which, body as never);
          throw new SeamlessCallError('retry_later', 'connection reset', true);
        }
        if (which === 'rollback') {
          // The debit's answer arriving now: what the order's path would write (open → debited) must find nothing to move.
          const roundId = (body as { roundId: string }).roundId;
          const moved = await t.database.db
            .update(lotteryTickets)
            .set({ status: 'debited' })
            .where(and(eq(lotteryTickets.roundId, roundId), eq(lotteryTickets.status, 'open')))
            .returning();
          lateAnswers.push(moved.length);
          if (++rollbacks === 1) throw new SeamlessCallError('retry_later', 'connection reset', true);
        }
        return (await real.call(target, which, body as never)) as never;
      },
    };
    const tickets = createLotteryTickets({
      database: t.database,
      clock: t.clock,
      book: createRoundBook({ database: t.database, clock: t.clock, wallet }),
      wallet,
      sellable: async () => new Set(['house-4d']),
    });
    const merchantById = async () => merchant;
    expect((await errorOf(tickets.placeOrder(merchant, order(p, [TONIGHT], '7788')))).errorCode).toBe('vendor_unavailable');
    expect(await mainBalance(p)).toBe(9_900n);
    t.clock.advance(RECOVERY_AFTER_MS + 1000);
    try {
      // The first rollback's answer is lost: the ticket is already refunded (no longer payable), its rollback pending.
      expect(await tickets.recover(merchantById)).toEqual({ refunded: 0, left: 1 });
      expect((await ticketsOf(t, p)).map((ticket) => [ticket.status, ticket.errorCode])).toEqual([['refunded', 'rollback_pending']]);
      expect(await exposureOf(t, (await drawRow(TONIGHT)).id, '4d:7788')).toBe(0n);
      // The next sweep sends it again; the stake comes back once.
      expect(await tickets.recover(merchantById)).toEqual({ refunded: 1, left: 0 });
      expect((await ticketsOf(t, p)).map((ticket) => [ticket.status, ticket.errorCode])).toEqual([['refunded', null]]);
      expect(lateAnswers).toEqual([0, 0]);
      expect(await mainBalance(p)).toBe(10_000n);
      expect(await tickets.recover(merchantById)).toEqual({ refunded: 0, left: 0 });
    } finally {
      t.clock.set(at(0));
    }
  });
});

describe('the player’s tickets and the past draws', () => {
  it('lists open and settled tickets newest first, by game, with the draw’s result once drawn', async () => {
    const p = await lotteryPlayer(t, 10_000n, 'sea1');
    const sea = await placeOrder(t, p.gameToken, 'sea1', [SEA1_NOW], [{ betType: 'number', numbers: ['3'], stake: '1.00' }]);
    const keno = await lotteryPlayer(t, 0n, 'keno');
    const list = (body: Partial<{ status: 'open' | 'settled' | 'all'; gameCode: LotteryGameCode; page: number; pageSize: number }>, token = p.gameToken) =>
      lotteryApi(t).call(lotteryOrdersEndpoint, { body: { token, ...body } });
    expect((await list({ status: 'open' })).tickets.map((ticket) => ticket.ticketId)).toEqual([sea.tickets[0]!.ticketId]);
    expect(await list({ status: 'settled' })).toEqual({ tickets: [], total: 0 });
    expect((await list({ gameCode: 'sea3' })).total).toBe(0);
    // Any lottery launch's token names the player: the keno member has no tickets.
    expect((await list({}, keno.gameToken)).total).toBe(0);

    t.clock.set(at(61_000));
    try {
      await t.services.lotteryDraws.advance(t.clock.now());
      const [opened] = (await list({ status: 'open' })).tickets;
      expect(opened!.drawResult).toMatchObject({ number: expect.any(Number) });
      // Settlement (settlement.ts) pays it; here the row is moved by hand to read it back as settled.
      await t.database.db
        .update(lotteryTickets)
        .set({ status: 'paid', win: 950n, settledAt: t.clock.now() })
        .where(eq(lotteryTickets.id, Number(opened!.ticketId)));
      const settled = await list({ status: 'settled', gameCode: 'sea1' });
      expect(settled.tickets.map((ticket) => [ticket.outcome, ticket.win])).toEqual([['won', '9.50']]);

      const history = await lotteryApi(t).call(lotteryDrawHistoryEndpoint, { query: { gameCode: 'sea1', pageSize: 1 } });
      expect(history.total).toBe(1);
      expect(history.draws[0]).toMatchObject({ drawId: SEA1_NOW, status: 'drawn', serverSeed: expect.stringMatching(/^[0-9a-f]+$/) });
      expect((await lotteryApi(t).call(lotteryDrawHistoryEndpoint, { query: { gameCode: '4d' } })).draws).toEqual([]);
    } finally {
      t.clock.set(at(0));
    }
  });
});

describe('the lottery settings', () => {
  it('start from the games’ default odds and limits, and missed draws are drawn', async () => {
    const settings = await lottery();
    expect(settings.missedDraws).toBe('draw');
    expect(settings.games['4d']).toMatchObject({ enabled: true, minStake: '1.00', maxLiabilityPerKey: '500000.00' });
    expect(settings.games.xsmb.odds).toMatchObject({ lo2: '3.5', xien4: '350' });
    expect(settings.games.keno.odds[9]).toEqual(['2', '0', '0', '0', '0', '4', '20', '130', '1000', '10000', '80000']);
  });

  it('a draw keeps the odds of its first sale; new odds apply to draws not yet sold', async () => {
    const lo2 = (value: string) => (s: LotterySettings) => ({
      ...s,
      games: { ...s.games, xsmb: { ...s.games.xsmb, odds: { ...s.games.xsmb.odds, lo2: value } } },
    });
    await saveLottery((s) => ({ ...lo2('4')(s), missedDraws: 'void' }));
    try {
      expect((await lottery()).missedDraws).toBe('void');
      const p = await lotteryPlayer(t, 10_000n, 'xsmb');
      await placeOrder(t, p.gameToken, 'xsmb', ['xsmb:2026-11-25', 'xsmb:2026-11-26'], [{ betType: 'lo2', numbers: ['88'], stake: '1.00' }]);
      const sold = await drawRow('xsmb:2026-11-25'); // sold earlier at 3.5
      const fresh = await drawRow('xsmb:2026-11-26');
      expect([(sold.odds as { lo2: string }).lo2, (fresh.odds as { lo2: string }).lo2]).toEqual(['3.5', '4']);
      expect([await exposureOf(t, sold.id, 'xsmb:lo2:88'), await exposureOf(t, fresh.id, 'xsmb:lo2:88')]).toEqual([9_450n, 10_800n]);
    } finally {
      await saveLottery((s) => ({ ...lo2('3.5')(s), missedDraws: 'draw' }));
    }
  });

  it('refuses odds that are not a table of the game, and limits out of order, keeping what was saved', async () => {
    const bad: ((s: LotterySettings) => unknown)[] = [
      (s) => ({ ...s, games: { ...s.games, '4d': { ...s.games['4d'], odds: { ...s.games['4d'].odds, big: { ...s.games['4d'].odds.big, first: '-1' } } } } }),
      (s) => ({ ...s, games: { ...s.games, xsmb: { ...s.games.xsmb, odds: { ...s.games.xsmb.odds, lo5: '900' } } } }),
      (s) => ({ ...s, games: { ...s.games, keno: { ...s.games.keno, odds: s.games.keno.odds.map((row, i) => (i === 2 ? row.slice(1) : row)) } } }),
      (s) => ({ ...s, games: { ...s.games, sea1: { ...s.games.sea1, minStake: '10.00', maxStake: '5.00' } } }),
      (s) => ({ ...s, missedDraws: 'skip' }),
    ];
    const before = await lottery();
    for (const change of bad) {
      const error = await errorOf(cms.call(updateSettingsEndpoint, { params: { section: 'lottery' }, body: change(structuredClone(before)) as never }));
      expect(error.errorCode).toBe('validation_failed');
      expect(error.field).toBeTruthy();
    }
    expect(await lottery()).toEqual(before);
  });
});

describe('the sell-out rule', () => {
  class SoldOut extends Error {}
  let run = 0;

  it('takes an order whole when every key it owes on fits under the cap, else not at all; no key ever passes the cap', async () => {
    const key = fc.constantFrom('4d:0001', '4d:0002', '4d:0003', '4d:0004');
    const line = fc.array(fc.tuple(key, fc.bigInt({ min: 0n, max: 600n })), { minLength: 1, maxLength: 3 });
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1n, max: 1_000n }),
        fc.array(fc.array(line, { minLength: 1, maxLength: 2 }), { minLength: 1, maxLength: 12 }),
        async (cap, orders) => {
          // A draw row of its own per run (exposure rows name a draw by id only).
          const drawRowId = 900_000_000 + ++run;
          const model = new Map<string, bigint>();
          for (const order of orders) {
            const keys = liabilityByKey(order.map((entries) => ({ liability: new Map(entries) }) as unknown as PricedLine));
            const fits = keys.every(([betKey, amount]) => (model.get(betKey) ?? 0n) + amount <= cap);
            let taken = true;
            try {
              await t.database.db.transaction(async (tx) => {
                if ((await reserve(tx, drawRowId, keys, cap)) !== null) throw new SoldOut();
              });
            } catch (error) {
              if (!(error instanceof SoldOut)) throw error;
              taken = false;
            }
            expect(taken).toBe(fits);
            if (taken) for (const [betKey, amount] of keys) model.set(betKey, (model.get(betKey) ?? 0n) + amount);
          }
          const rows = await t.database.db.select().from(lotteryExposure).where(eq(lotteryExposure.drawRowId, drawRowId));
          expect(new Map(rows.map((row) => [row.betKey, row.liability]))).toEqual(model);
          expect(rows.every((row) => row.liability <= cap)).toBe(true);
        },
      ),
      { numRuns: propertyRuns(40) },
    );
  });
});
