// Properties of settlement and payouts (docs/sportsbook.md, Odds and settlement), for any stake, odds, line
// and score:
// - a quarter line pays the average of its two neighbouring lines (each bet on half the stake), to the sen:
//   each payout is rounded down once, so 2 × quarter and the sum of the two neighbours differ by at most 1;
// - a handicap bet pays no less when its side scores more or concedes less, or gets a bigger handicap; an over
//   pays no less with more goals and an under no more; the same for map handicaps and total maps;
// - the five results pay in their order: win ≥ half win ≥ push ≥ half lose ≥ lose.
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Market } from '../../src/modules/sportsbook/domain/markets.ts';
import { payout, settle, type Score } from '../../src/modules/sportsbook/domain/settle.ts';

const stake = fc.bigInt({ min: 1n, max: 10n ** 12n });
const odds = fc.bigInt({ min: 10_001n, max: 1_000_000n });
const goals = fc.integer({ min: 0, max: 12 });
const quarter = fc.integer({ min: -40, max: 40 }).map((n) => n / 4); // −10 … +10
const oddQuarter = fc.integer({ min: -20, max: 19 }).map((n) => (2 * n + 1) / 4); // −9.75 … +9.75, quarters only
const side = fc.constantFrom('home', 'away');
const ft = (home: number, away: number): Score => ({ ft: { home, away } });
const pays = (s: bigint, o: bigint, market: Market, outcome: string, score: Score) => payout(s, o, settle(market, outcome, score));

describe('settlement properties', () => {
  it('a quarter handicap pays the average of its two neighbouring lines, within one sen', () => {
    fc.assert(
      fc.property(stake, odds, oddQuarter, side, goals, goals, (s, o, hcp, outcome, home, away) => {
        const at = (line: number) => pays(s, o, { type: 'ah', period: 'ft', hcp: line }, outcome, ft(home, away));
        const difference = 2n * at(hcp) - (at(hcp - 0.25) + at(hcp + 0.25));
        expect(difference >= -1n && difference <= 1n).toBe(true);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });

  it('a quarter total pays the average of its two neighbouring totals, within one sen', () => {
    const total = fc.integer({ min: 0, max: 39 }).map((n) => (2 * n + 1) / 4 + 0.5); // 0.75 … 20.25, quarters only
    fc.assert(
      fc.property(stake, odds, total, fc.constantFrom('over', 'under'), goals, goals, (s, o, line, outcome, home, away) => {
        const at = (t: number) => pays(s, o, { type: 'ou', period: 'ft', total: t }, outcome, ft(home, away));
        const difference = 2n * at(line) - (at(line - 0.25) + at(line + 0.25));
        expect(difference >= -1n && difference <= 1n).toBe(true);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });

  it('a handicap pays no less as its side scores more, concedes less, or receives more', () => {
    fc.assert(
      fc.property(stake, odds, quarter, side, goals, goals, (s, o, hcp, outcome, home, away) => {
        const market: Market = { type: 'ah', period: 'ft', hcp };
        const base = pays(s, o, market, outcome, ft(home, away));
        const ours = outcome === 'home' ? ft(home + 1, away) : ft(home, away + 1);
        const theirs = outcome === 'home' ? ft(home, away + 1) : ft(home + 1, away);
        expect(pays(s, o, market, outcome, ours) >= base).toBe(true);
        expect(pays(s, o, market, outcome, theirs) <= base).toBe(true);
        // A bigger handicap for the side backed: the home line up a quarter for home, down a quarter for away.
        const better = outcome === 'home' ? hcp + 0.25 : hcp - 0.25;
        if (Math.abs(better) <= 10) expect(pays(s, o, { type: 'ah', period: 'ft', hcp: better }, outcome, ft(home, away)) >= base).toBe(true);
      }),
      { numRuns: propertyRuns(3000) },
    );
  });

  it('an over pays no less, and an under no more, with one more goal; likewise for total maps', () => {
    const total = fc.integer({ min: 1, max: 40 }).map((n) => n / 4);
    fc.assert(
      fc.property(stake, odds, total, goals, goals, (s, o, line, home, away) => {
        const market: Market = { type: 'ou', period: 'ft', total: line };
        expect(pays(s, o, market, 'over', ft(home + 1, away)) >= pays(s, o, market, 'over', ft(home, away))).toBe(true);
        expect(pays(s, o, market, 'under', ft(home, away + 1)) <= pays(s, o, market, 'under', ft(home, away))).toBe(true);
      }),
      { numRuns: propertyRuns(2000) },
    );
    const maps = fc.array(fc.constantFrom<'home' | 'away'>('home', 'away'), { maxLength: 6 });
    const half = fc.integer({ min: 1, max: 14 }).map((n) => n / 2);
    fc.assert(
      fc.property(stake, odds, half, maps, (s, o, line, played) => {
        const market: Market = { type: 'map_total', total: line };
        const longer = [...played, 'away' as const];
        expect(pays(s, o, market, 'over', { maps: longer }) >= pays(s, o, market, 'over', { maps: played })).toBe(true);
        expect(pays(s, o, market, 'under', { maps: longer }) <= pays(s, o, market, 'under', { maps: played })).toBe(true);
        // One more map won by home helps a home map handicap and hurts the away one.
        const hcpMarket: Market = { type: 'map_hcp', hcp: line - 3.5 };
        const homeWon = [...played, 'home' as const];
        expect(pays(s, o, hcpMarket, 'home', { maps: homeWon }) >= pays(s, o, hcpMarket, 'home', { maps: played })).toBe(true);
        expect(pays(s, o, hcpMarket, 'away', { maps: homeWon }) <= pays(s, o, hcpMarket, 'away', { maps: played })).toBe(true);
      }),
      { numRuns: propertyRuns(2000) },
    );
  });

  it('the five results pay in order, from the full win down to nothing', () => {
    fc.assert(
      fc.property(stake, odds, (s, o) => {
        const at = (hcp: number, home: number, away: number) => pays(s, o, { type: 'ah', period: 'ft', hcp }, 'home', ft(home, away));
        const [win, halfWin, push, halfLose, lose] = [at(-0.5, 1, 0), at(-0.75, 1, 0), at(0, 1, 1), at(-0.25, 1, 1), at(-0.5, 1, 1)];
        expect(win >= halfWin && halfWin >= push && push === s && push >= halfLose && halfLose >= lose && lose === 0n).toBe(true);
        expect(halfLose).toBe(s / 2n);
      }),
      { numRuns: propertyRuns(1000) },
    );
  });
});
