// The console's trading desk (docs/sportsbook.md, Trading desk; ADR 0043): who may read and trade; manual
// matches, odds, margins and suspensions applied through the feed ingestion as producer `manual`, each audited;
// refusals answer their code and write nothing; a manual settlement pays through the normal payment pass; one
// from the four-eyes amount up waits for a second, different operator; stake factors, bets, liability and the
// feed's health as the desk reads them.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import {
  confirmSettlementEndpoint,
  createDeskEventEndpoint,
  deskBetsEndpoint,
  deskEventEndpoint,
  deskEventsEndpoint,
  feedHealthEndpoint,
  liabilityEndpoint,
  removeStakeFactorEndpoint,
  resumeDeskEndpoint,
  setDeskMarginEndpoint,
  setDeskMarketEndpoint,
  setStakeFactorEndpoint,
  settleDeskEndpoint,
  settlementRequestsEndpoint,
  stakeFactorsEndpoint,
  suspendBookEndpoint,
  suspendDeskEndpoint,
  type DeskEvent,
} from '@orbit/contracts/sportsbook-desk';
import { auditLog } from '../src/db/schema/console.ts';
import { sportEvents, sportFeedMessages, sportMemberLimits, sportSettlementRequests } from '../src/db/schema/sportsbook.ts';
import { withMargin } from '../src/modules/sportsbook/desk/margin.ts';
import { marginsFor } from '../src/modules/sportsbook/feed/pricing.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { newOperator } from './support/four-eyes.ts';
import { failure } from './support/members.ts';
import { betsOf, mainOf, placeBet, sportsPlayer, type SportsPlayer } from './support/sportsbook.ts';

let t: TestApp;
let maker: ApiClient;
let checker: ApiClient;
let player: SportsPlayer;

beforeAll(async () => {
  t = await createTestApp();
  maker = (await newOperator(t, 'admin', 'trader')).api;
  checker = (await newOperator(t, 'admin', 'checker')).api;
  player = await sportsPlayer(t, 2_000_000n);
});
afterAll(() => t.close());

const inAnHour = () => new Date(t.clock.now().getTime() + 3_600_000).toISOString();
const oneXTwo = (home = '2.00', draw = '3.40', away = '3.80') => ({
  type: '1x2',
  specifiers: '',
  outcomes: [
    { outcome: 'home', odds: home },
    { outcome: 'draw', odds: draw },
    { outcome: 'away', odds: away },
  ],
});
const newMatch = (home: string) =>
  maker.call(createDeskEventEndpoint, {
    body: { sport: 'football', competition: 'Desk Cup', category: 'Malaysia', home, away: `${home} B`, startsAt: inAnHour(), markets: [oneXTwo()] },
  });
const outcomeOf = (event: DeskEvent, outcome: string, type = '1x2') =>
  event.markets.find((market) => market.type === type)!.outcomes.find((entry) => entry.outcome === outcome)!;

/** Rows of the book and the audit that a refused call must not touch. */
async function footprint() {
  const { db } = t.database;
  const [messages] = await db.select({ n: count() }).from(sportFeedMessages);
  const [events] = await db.select({ n: count() }).from(sportEvents);
  const [audits] = await db.select({ n: count() }).from(auditLog);
  const [requests] = await db.select({ n: count() }).from(sportSettlementRequests);
  const [limits] = await db.select({ n: count() }).from(sportMemberLimits);
  return { messages: messages!.n, events: events!.n, audits: audits!.n, requests: requests!.n, limits: limits!.n };
}

async function refusedCleanly(send: () => Promise<unknown>, errorCode: string, field?: string) {
  const before = await footprint();
  expect(await failure(send())).toMatchObject({ errorCode, field });
  expect(await footprint()).toEqual(before);
}

describe('the margin tools', () => {
  it('reprice a market keeping its implied chances, rounded down to 0.01', () => {
    // 1.90/1.90 is a 5.26% book; at 0% both are 2.00, at 10% both 1.81 (1 / (0.5 × 1.1) = 1.818…).
    expect(withMargin([19_000n, 19_000n], 0)).toEqual([20_000n, 20_000n]);
    expect(withMargin([19_000n, 19_000n], 10)).toEqual([18_100n, 18_100n]);
    expect(withMargin([15_000n, 30_000n], 0)).toEqual([15_000n, 30_000n]);
  });

  it("take a market type's margin over its sport's, and 5% where none is set", () => {
    const settings = { margins: { sports: { football: 4, basketball: 6, esports: 8 }, markets: { ah: 2.5 } } };
    const football = marginsFor(settings as never, 'football');
    expect([football('ah'), football('1x2'), marginsFor(settings as never, 'esports')('ml'), marginsFor(undefined, 'basketball')('bb_ml')]).toEqual([
      0.025, 0.04, 0.08, 0.05,
    ]);
  });
});

describe('who may use the desk', () => {
  it('refuses operators without the permission; risk reads but does not trade', async () => {
    const support = (await newOperator(t, 'support')).api;
    const risk = (await newOperator(t, 'risk')).api;
    await refusedCleanly(() => support.call(deskEventsEndpoint, { query: {} }), 'forbidden');
    expect((await risk.call(deskEventsEndpoint, { query: {} })).items).toBeInstanceOf(Array);
    await refusedCleanly(() => risk.call(suspendBookEndpoint, { body: { reason: 'risk tries' } }), 'forbidden');
  });
});

describe('manual trading', () => {
  it('creates a match of the producer manual through the feed, audited', async () => {
    const before = await footprint();
    const event = await newMatch('Desk FC');
    expect(event).toMatchObject({ manual: true, status: 'pre', competition: 'Desk Cup', marketCounts: { open: 1 } });
    expect(outcomeOf(event, 'home').odds).toBe('2.0000');
    const after = await footprint();
    expect(after.messages - before.messages).toBe(2); // a fixture change and an odds change
    expect(after.audits - before.audits).toBe(1);
    const producers = await t.database.db.select().from(sportFeedMessages).where(eq(sportFeedMessages.producer, 'manual'));
    expect(producers.every((row) => row.messageId.startsWith('desk:'))).toBe(true);
  });

  it('refuses bad input with its code and writes nothing', async () => {
    const body = {
      sport: 'football' as const,
      competition: 'Desk Cup',
      category: 'Malaysia',
      home: 'Bad',
      away: 'Input',
      startsAt: inAnHour(),
      markets: [oneXTwo()],
    };
    await refusedCleanly(
      () => maker.call(createDeskEventEndpoint, { body: { ...body, startsAt: new Date(t.clock.now().getTime() - 1000).toISOString() } }),
      'validation_failed',
      'startsAt',
    );
    const twoWay = { ...oneXTwo(), outcomes: oneXTwo().outcomes.slice(0, 2) };
    await refusedCleanly(() => maker.call(createDeskEventEndpoint, { body: { ...body, markets: [twoWay] } }), 'outcome_invalid', 'markets[0].outcomes');
    await refusedCleanly(
      () => maker.call(createDeskEventEndpoint, { body: { ...body, markets: [oneXTwo('1.00')] } }),
      'odds_invalid',
      'markets[0].outcomes[0].odds',
    );
    await refusedCleanly(
      () => maker.call(createDeskEventEndpoint, { body: { ...body, markets: [{ type: 'ah', specifiers: 'hcp=0.3', outcomes: [] }] } }),
      'validation_failed',
      'markets.0.outcomes',
    );
    const event = await newMatch('Refusals FC');
    await refusedCleanly(() => maker.call(resumeDeskEndpoint, { params: { eventId: event.eventId }, body: {} }), 'invalid_state', 'eventId');
    await refusedCleanly(() => maker.call(suspendDeskEndpoint, { params: { eventId: '999999' }, body: {} }), 'not_found', 'eventId');
    await refusedCleanly(
      () => maker.call(settleDeskEndpoint, { params: { eventId: event.eventId }, body: { action: 'settle', reason: 'no result given' } }),
      'score_invalid',
      'result',
    );
    await refusedCleanly(
      () =>
        maker.call(settleDeskEndpoint, {
          params: { eventId: event.eventId },
          body: { action: 'settle', result: { points: { home: 80, away: 70 } }, reason: 'wrong sport' },
        }),
      'score_invalid',
      'result',
    );
    await refusedCleanly(
      () =>
        maker.call(settleDeskEndpoint, {
          params: { eventId: event.eventId },
          body: { action: 'resettle', result: { ft: { home: 1, away: 0 } }, reason: 'not settled' },
        }),
      'invalid_state',
      'marketIds',
    );
    await refusedCleanly(() => maker.call(setStakeFactorEndpoint, { params: { player: 'nobody-here' }, body: { percent: 50 } }), 'not_found', 'player');
  });

  it('moves odds, reprices at a margin, suspends and resumes a market, each a new market version', async () => {
    const event = await newMatch('Trader FC');
    const market = event.markets[0]!;
    const moved = await maker.call(setDeskMarketEndpoint, { params: { eventId: event.eventId }, body: oneXTwo('1.80', '3.60', '4.20') });
    expect(outcomeOf(moved, 'home').odds).toBe('1.8000');
    const repriced = await maker.call(setDeskMarginEndpoint, { params: { eventId: event.eventId, marketId: market.marketId }, body: { marginPercent: 8 } });
    expect(repriced.markets[0]!.marginPercent).toBeGreaterThanOrEqual(8);
    expect(repriced.markets[0]!.marginPercent).toBeLessThan(9);
    const suspended = await maker.call(suspendDeskEndpoint, { params: { eventId: event.eventId }, body: { marketId: market.marketId } });
    expect(suspended.markets[0]!.status).toBe('suspended');
    await refusedCleanly(
      () => maker.call(suspendDeskEndpoint, { params: { eventId: event.eventId }, body: { marketId: market.marketId } }),
      'invalid_state',
      'marketId',
    );
    const resumed = await maker.call(resumeDeskEndpoint, { params: { eventId: event.eventId }, body: { marketId: market.marketId } });
    expect(resumed.markets[0]).toMatchObject({ status: 'open', outcomes: repriced.markets[0]!.outcomes });
    expect(resumed.markets[0]!.version).toBeGreaterThan(market.version + 3);
  });

  it('suspends the whole book: every open market of every match not ended', async () => {
    await newMatch('Whole Book FC');
    const stopped = await maker.call(suspendBookEndpoint, { body: { reason: 'feed trouble drill' } });
    expect(stopped.events).toBeGreaterThan(0);
    const { items } = await maker.call(deskEventsEndpoint, { query: { q: 'Whole Book' } });
    expect(items[0]!.markets).toMatchObject({ open: 0, suspended: 1 });
  });
});

describe('results', () => {
  it('a manual settlement pays through the normal payment pass, and the desk reads the bet', async () => {
    const event = await newMatch('Payday FC');
    const before = await mainOf(t, player);
    const placed = await placeBet(t, player, [{ outcomeId: outcomeOf(event, 'home').outcomeId, odds: '2.00' }], '10');
    const liable = await maker.call(deskEventEndpoint, { params: { eventId: event.eventId } });
    expect(outcomeOf(liable, 'home').open).toEqual({ bets: 1, stake: '10.00', potential: '20.00' });
    expect((await maker.call(liabilityEndpoint, { query: {} })).items.map((row) => row.eventId)).toContain(event.eventId);

    const settled = await maker.call(settleDeskEndpoint, {
      params: { eventId: event.eventId },
      body: { action: 'settle', result: { ft: { home: 2, away: 1 } }, reason: 'official result' },
    });
    expect(settled.request).toMatchObject({ status: 'confirmed', payoutTotal: '20.00' });
    expect(settled.event).toMatchObject({ status: 'ended', marketCounts: { settled: 1 } });
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, player)).toBe(before + 1000n);

    const { items } = await maker.call(deskBetsEndpoint, { query: { player: player.username, eventId: event.eventId } });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ betId: placed.bet.betId, status: 'settled', payout: '20.00', paid: '20.00', legs: [{ outcome: 'home', result: 'win' }] });
  });

  it('from the four-eyes amount up waits for a second operator, who may not be the one who asked', async () => {
    const event = await newMatch('Big Win FC');
    const before = await mainOf(t, player);
    await placeBet(t, player, [{ outcomeId: outcomeOf(event, 'away').outcomeId, odds: '3.80' }], '5000');
    const footprintBefore = await footprint();
    const held = await maker.call(settleDeskEndpoint, {
      params: { eventId: event.eventId },
      body: { action: 'settle', result: { ft: { home: 0, away: 1 } }, reason: 'official result' },
    });
    // 5,000 at 3.80 returns 19,000: from 10,000 (the default amount) up it waits, and nothing of it is applied.
    expect(held.request).toMatchObject({ status: 'pending', payoutTotal: '19000.00' });
    expect(held.event).toMatchObject({ status: 'pre', marketCounts: { open: 1, settled: 0 }, pending: [{ id: held.request.id }] });
    const afterHold = await footprint();
    expect({ ...afterHold, audits: 0, requests: 0 }).toEqual({ ...footprintBefore, audits: 0, requests: 0 });
    expect(afterHold.requests - footprintBefore.requests).toBe(1);

    await refusedCleanly(() => maker.call(confirmSettlementEndpoint, { params: { id: held.request.id } }), 'second_approver_required');
    expect((await checker.call(settlementRequestsEndpoint, { query: { status: 'pending' } })).items.map((item) => item.id)).toContain(held.request.id);
    const confirmed = await checker.call(confirmSettlementEndpoint, { params: { id: held.request.id } });
    expect(confirmed).toMatchObject({ status: 'confirmed', requestedBy: expect.stringContaining('trader'), decidedBy: expect.stringContaining('checker') });
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, player)).toBe(before - 500_000n + 1_900_000n);
    await refusedCleanly(() => checker.call(confirmSettlementEndpoint, { params: { id: held.request.id } }), 'invalid_state');
  });

  it('voids a market (stakes back) and resettles another through a rollback', async () => {
    const event = await newMatch('Void FC');
    const withAh = await maker.call(setDeskMarketEndpoint, {
      params: { eventId: event.eventId },
      body: {
        type: 'ah',
        specifiers: 'hcp=-0.5',
        outcomes: [
          { outcome: 'home', odds: '1.95' },
          { outcome: 'away', odds: '1.90' },
        ],
      },
    });
    const ah = withAh.markets.find((market) => market.type === 'ah')!;
    const before = await mainOf(t, player);
    await placeBet(t, player, [{ outcomeId: outcomeOf(withAh, 'home', 'ah').outcomeId, odds: '1.95' }], '10');
    await placeBet(t, player, [{ outcomeId: outcomeOf(withAh, 'draw').outcomeId, odds: '3.40' }], '10');
    await maker.call(settleDeskEndpoint, {
      params: { eventId: event.eventId },
      body: { action: 'void', marketIds: [ah.marketId], reason: 'wrong line offered' },
    });
    await maker.call(settleDeskEndpoint, {
      params: { eventId: event.eventId },
      body: { action: 'settle', result: { ft: { home: 1, away: 0 } }, reason: 'first result' },
    });
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, player)).toBe(before - 1000n); // the void gave 10 back, the draw lost
    await maker.call(settleDeskEndpoint, {
      params: { eventId: event.eventId },
      body: { action: 'resettle', result: { ft: { home: 1, away: 1 } }, reason: 'late equaliser' },
    });
    await t.services.sportsbook.moneyPass();
    expect(await mainOf(t, player)).toBe(before + 2400n); // the draw now wins 34.00
    expect((await betsOf(t, player)).filter((bet) => bet.status === 'settled').length).toBeGreaterThanOrEqual(4);
  });
});

describe('risk and health', () => {
  it("sets and removes a member's stake factor, audited", async () => {
    const set = await maker.call(setStakeFactorEndpoint, { params: { player: player.username }, body: { percent: 25 } });
    expect(set).toMatchObject({ player: player.username, percent: 25 });
    expect((await maker.call(stakeFactorsEndpoint, { query: { q: player.username } })).items).toHaveLength(1);
    const event = await newMatch('Limited FC');
    // 5,000 × 25% = 1,250 is now the most this member stakes.
    expect(await failure(placeBet(t, player, [{ outcomeId: outcomeOf(event, 'home').outcomeId, odds: '2.00' }], '1300'))).toMatchObject({
      errorCode: 'sports_stake_limit',
    });
    expect(await maker.call(removeStakeFactorEndpoint, { params: { player: player.username } })).toEqual({ removed: true });
    expect((await maker.call(stakeFactorsEndpoint, { query: {} })).items).toHaveLength(0);
  });

  it('reads the feed per producer', async () => {
    const { producers } = await maker.call(feedHealthEndpoint);
    const manual = producers.find((row) => row.producer === 'manual')!;
    expect(manual.total).toBeGreaterThan(10);
    expect(manual.lastHour).toBe(manual.total);
    expect(manual.kinds.map((kind) => kind.kind)).toEqual(expect.arrayContaining(['fixture_change', 'odds_change', 'bet_stop', 'bet_settlement']));
  });
});
