// Set-based settlement (docs/sportsbook.md, Feed; ADR 0044): the one UPDATE that settles a market's singles pays
// each exactly what the domain's payout() says for its leg — wins, half wins, pushes, half losses, losses on
// quarter lines, and a dead heat's fraction in an outright — and a rollback sends them back to accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers.ts';
import { betsOf, feed, footballMatch, outcomeId, placeBet, sportsPlayer, type SportsPlayer } from './support/sportsbook.ts';
import { parseMarket } from '../src/modules/sportsbook/domain/markets.ts';
import { payout, settle, type Score } from '../src/modules/sportsbook/domain/settle.ts';

let t: TestApp;
let player: SportsPlayer;

beforeAll(async () => {
  t = await createTestApp();
  player = await sportsPlayer(t, 1_000_000n);
});
afterAll(() => t.close());

const lines = ['hcp=-0.75', 'hcp=-0.25', 'hcp=0.25', 'hcp=-1', 'hcp=-0.5'];

describe('settling a market set-based', () => {
  it('pays every single what payout() says for its leg, and a rollback unsettles them', async () => {
    await footballMatch(t, 'set1');
    await feed(t, {
      kind: 'odds_change',
      eventRef: 'set1',
      markets: lines.map((specifiers) => ({
        type: 'ah',
        specifiers,
        status: 'open' as const,
        outcomes: [
          { outcome: 'home', odds: 19_350 },
          { outcome: 'away', odds: 19_150 },
        ],
      })),
    });
    const placed: { specifiers: string; outcome: 'home' | 'away'; stake: bigint; odds: bigint }[] = [];
    for (const specifiers of lines)
      for (const outcome of ['home', 'away'] as const) {
        const odds = outcome === 'home' ? '1.935' : '1.915';
        await placeBet(t, player, [{ outcomeId: await outcomeId(t, 'set1', 'ah', specifiers, outcome), odds }], '10.01');
        placed.push({ specifiers, outcome, stake: 1001n, odds: outcome === 'home' ? 19_350n : 19_150n });
      }
    const result: Score = { ft: { home: 1, away: 0 } };
    await feed(t, { kind: 'bet_settlement', eventRef: 'set1', result });
    const bets = await betsOf(t, player);
    expect(bets.map((bet) => bet.payout)).toEqual(
      placed.map((bet) => payout(bet.stake, bet.odds, settle(parseMarket('ah', bet.specifiers), bet.outcome, result))),
    );
    expect(new Set(bets.map((bet) => bet.payout)).size).toBeGreaterThan(3); // win, half win, push, half lose and lose all occur
    await feed(t, { kind: 'rollback_bet_settlement', eventRef: 'set1', reason: 'checked' });
    expect((await betsOf(t, player)).map((bet) => [bet.status, bet.payout])).toEqual(placed.map(() => ['accepted', null]));
  });

  it('pays a dead heat its fraction', async () => {
    await footballMatch(t, 'set2');
    const competitors = ['a', 'b', 'c'];
    await feed(t, {
      kind: 'odds_change',
      eventRef: 'set2',
      markets: [{ type: 'outright', specifiers: '', status: 'open', outcomes: competitors.map((outcome) => ({ outcome, odds: 30_000 })) }],
    });
    const before = (await betsOf(t, player)).length;
    for (const outcome of competitors) await placeBet(t, player, [{ outcomeId: await outcomeId(t, 'set2', 'outright', '', outcome), odds: '3.00' }], '10.01');
    const result: Score = { winners: ['a', 'b'] };
    await feed(t, { kind: 'bet_settlement', eventRef: 'set2', result, markets: [{ type: 'outright', specifiers: '' }] });
    const bets = (await betsOf(t, player)).slice(before);
    const expected = competitors.map((outcome) => payout(1001n, 30_000n, settle(parseMarket('outright', ''), outcome, result)));
    expect(bets.map((bet) => bet.payout)).toEqual(expected);
    expect(expected).toEqual([1501n, 1501n, 0n]); // 10.01 × 3 × ½ = 15.015 → 15.01
  });
});
