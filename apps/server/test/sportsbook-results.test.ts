// Finished matches as members read them (docs/sportsbook.md, Member calls): one day's ended and cancelled
// matches in the merchant's time zone, by kick-off, with full-time and half-time goals, basketball points and
// each esports map's winner; matches still to play or of another day are not listed; the slip's rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zonedDay } from '@orbit/contracts/format';
import { SPORTSBOOK_DEFAULTS, sportsResultsEndpoint, sportsRulesEndpoint } from '@orbit/contracts/sportsbook';
import { createTestApp, type TestApp } from './helpers.ts';
import { errorOf } from './support/members.ts';
import { feed, footballMatch, outcomeId, placeBet, sportsApi, sportsPlayer } from './support/sportsbook.ts';
import { betRecordsEndpoint } from '@orbit/contracts/bets';

let t: TestApp;
let today: string;

const fixture = (ref: string, sport: 'football' | 'basketball' | 'esports', status: 'pre' | 'ended' | 'cancelled', startsInMs: number) =>
  feed(t, {
    kind: 'fixture_change',
    fixture: {
      ref,
      sport,
      competition: { ref: `results:${sport}`, name: `Results ${sport}`, category: 'Asia' },
      home: `${ref} Home`,
      away: `${ref} Away`,
      startsAt: new Date(t.clock.now().getTime() + startsInMs).toISOString(),
      status,
    },
  });

beforeAll(async () => {
  t = await createTestApp();
  const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  // The matches start a minute apart just before now, so all of them fall on the merchant's day unless it just began.
  t.clock.set(new Date(`${zonedDay(t.clock.now(), merchant.timeZone)}T04:00:00Z`));
  today = zonedDay(t.clock.now(), merchant.timeZone);
  await footballMatch(t, 'r-foot', { startsInMs: -3 * 60_000 });
  await fixture('r-foot', 'football', 'ended', -3 * 60_000);
  await feed(t, { kind: 'bet_settlement', eventRef: 'r-foot', result: { ft: { home: 2, away: 1 }, '1h': { home: 1, away: 0 } } });
  await fixture('r-esport', 'esports', 'ended', -2 * 60_000);
  await feed(t, { kind: 'bet_settlement', eventRef: 'r-esport', result: { maps: ['away', 'home', 'away'] } });
  await fixture('r-basket', 'basketball', 'ended', -60_000);
  await feed(t, { kind: 'bet_settlement', eventRef: 'r-basket', result: { points: { home: 101, away: 99 } } });
  await fixture('r-off', 'football', 'cancelled', -30_000);
  await fixture('r-later', 'football', 'pre', 3_600_000);
  await fixture('r-tomorrow', 'football', 'ended', 26 * 3_600_000);
});
afterAll(() => t.close());

describe('match results', () => {
  it('lists the day’s finished matches by kick-off with their scores, and nothing still to play', async () => {
    const reply = await sportsApi(t).call(sportsResultsEndpoint, { query: { date: today } });
    expect(reply.date).toBe(today);
    expect(reply.total).toBe(4);
    expect(reply.results.map((match) => [match.home, match.status, match.final, match.halfTime, match.maps])).toEqual([
      ['r-foot Home', 'ended', { home: 2, away: 1 }, { home: 1, away: 0 }, null],
      ['r-esport Home', 'ended', { home: 1, away: 2 }, null, ['away', 'home', 'away']],
      ['r-basket Home', 'ended', { home: 101, away: 99 }, null, null],
      ['r-off Home', 'cancelled', null, null, null],
    ]);
    // The competition is the one the match was first announced in.
    expect(reply.results[0]!.competition.name).toBe('Test League');
  });

  it('filters by sport, pages, and defaults to the merchant’s today', async () => {
    const esports = await sportsApi(t).call(sportsResultsEndpoint, { query: { sport: 'esports' } });
    expect({ date: esports.date, homes: esports.results.map((match) => match.home) }).toEqual({ date: today, homes: ['r-esport Home'] });
    const second = await sportsApi(t).call(sportsResultsEndpoint, { query: { date: today, page: 2, pageSize: 3 } });
    expect({ total: second.total, homes: second.results.map((match) => match.home) }).toEqual({ total: 4, homes: ['r-off Home'] });
  });

  it('refuses a date that is not yyyy-MM-dd', async () => {
    const error = await errorOf(sportsApi(t).call(sportsResultsEndpoint, { query: { date: '28/11/2026' } }));
    expect({ errorCode: error.errorCode, field: error.field }).toEqual({ errorCode: 'validation_failed', field: 'date' });
  });
});

describe('the slip’s rules', () => {
  it('are the merchant’s settings, the defaults when unset', async () => {
    const rules = await sportsApi(t).call(sportsRulesEndpoint);
    expect(rules).toMatchObject({ parlayMinLegs: SPORTSBOOK_DEFAULTS.parlayMinLegs, parlayMaxLegs: SPORTSBOOK_DEFAULTS.parlayMaxLegs });
    expect([rules.minStake, rules.maxStake, rules.maxPayout]).toEqual(['1.00', '5000.00', '50000.00']);
    expect(rules.liveDelaySeconds).toEqual(SPORTSBOOK_DEFAULTS.liveDelaySeconds);
  });
});

describe('the betting record', () => {
  it('shows a settled sports bet under the sportsbook’s name and category, with its stake and win', async () => {
    const member = await sportsPlayer(t, 10_000n);
    await footballMatch(t, 'r-record');
    await placeBet(t, member, [{ outcomeId: await outcomeId(t, 'r-record', '1x2', '', 'home'), odds: '1.90' }], '10');
    await feed(t, { kind: 'bet_settlement', eventRef: 'r-record', result: { ft: { home: 1, away: 0 } } });
    await t.services.sportsbook.moneyPass();
    const record = await member.api.call(betRecordsEndpoint, { query: { category: 'sports' } });
    expect(record.items.map((item) => [item.vendorCode, item.gameName, item.category, item.stake, item.win, item.status])).toEqual([
      ['HSPRT', 'Sportsbook', 'sports', '10.00', '19.00', 'settled'],
    ]);
  });
});
