// "Never above its own terms": an offer made by lowering rates of the offerer's own terms is always accepted,
// raising any one rate is always refused with that rate's field; tier picking and rounding in the house's favour.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@orbit/contracts/envelope';
import { applyRate, checkNotAbove, loadTerms, pickTier, storeTerms, type ParsedTerms, type Tier } from './contract-terms.ts';

const MAX_PPM = 1_000_000;

/** Tiers as terms are written: thresholds and rates rising together. */
const risingTiers = fc
  .array(fc.tuple(fc.bigInt({ min: 1n, max: 1_000_000n }), fc.integer({ min: 1, max: 20 }), fc.integer({ min: 0, max: 50_000 })), {
    minLength: 1,
    maxLength: 6,
  })
  .map((steps) => {
    let amount = 0n;
    let active = 0;
    let rate = 1;
    return steps.map(([da, dn, dr]) => {
      amount += da;
      active += dn;
      rate += dr;
      return { minAmount: amount, minActive: active, ratePpm: Math.min(rate, MAX_PPM - 1) } satisfies Tier;
    });
  });

const ownTerms = fc.oneof(
  risingTiers.map((tiers): ParsedTerms => ({ kind: 'dividend', period: 'W', carryOver: true, tiers })),
  risingTiers.map((tiers): ParsedTerms => ({ kind: 'daily_wage', tiers })),
  risingTiers.map((tiers): ParsedTerms => ({ kind: 'hourly_salary', tiers: tiers.map((t) => ({ ...t, minActive: 0 })) })),
  fc
    .uniqueArray(fc.constantFrom('4d', 'xsmb', 'sea1', 'sea3', 'sea5', 'keno'), { minLength: 1, maxLength: 6 })
    .chain((games) =>
      fc.tuple(
        ...games.map((gameCode) =>
          fc.record({ gameCode: fc.constant(gameCode), profitPpm: fc.integer({ min: 1, max: 900_000 }), lossPpm: fc.integer({ min: 1, max: 900_000 }) }),
        ),
      ),
    )
    .map((rates): ParsedTerms => ({ kind: 'realtime_salary', rates })),
);

function refusal(run: () => void): { code: string; field: string | undefined } | null {
  try {
    run();
    return null;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.errorCode, field: error.field };
  }
}

function lowered(own: ParsedTerms, cut: number[]): ParsedTerms {
  const lower = (ppm: number, i: number) => Math.max(0, ppm - (cut[i % cut.length] ?? 0));
  if (own.kind === 'realtime_salary')
    return { ...own, rates: own.rates.map((r, i) => ({ ...r, profitPpm: lower(r.profitPpm, i), lossPpm: lower(r.lossPpm, i + 1) })) };
  return { ...own, tiers: own.tiers.map((t, i) => ({ ...t, ratePpm: lower(t.ratePpm, i) })) } as ParsedTerms;
}

describe('contract terms', () => {
  it('accepts any offer made by lowering rates of the own terms', () => {
    fc.assert(
      fc.property(ownTerms, fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 12 }), (own, cut) => {
        expect(refusal(() => checkNotAbove(lowered(own, cut), own))).toBeNull();
      }),
    );
  });

  it('refuses an offer with any one rate raised, naming that rate', () => {
    fc.assert(
      fc.property(ownTerms, fc.nat(), fc.integer({ min: 1, max: 1000 }), fc.boolean(), (own, pick, raise, profit) => {
        let offer: ParsedTerms;
        let field: string;
        if (own.kind === 'realtime_salary') {
          const i = pick % own.rates.length;
          offer = {
            ...own,
            rates: own.rates.map((r, j) => (j !== i ? r : profit ? { ...r, profitPpm: r.profitPpm + raise } : { ...r, lossPpm: r.lossPpm + raise })),
          };
          field = `contract.terms.rates[${i}].${profit ? 'profitRate' : 'lossRate'}`;
        } else {
          const i = pick % own.tiers.length;
          offer = { ...own, tiers: own.tiers.map((t, j) => (j === i ? { ...t, ratePpm: t.ratePpm + raise } : t)) } as ParsedTerms;
          field = `contract.terms.tiers[${i}].rate`;
        }
        expect(refusal(() => checkNotAbove(offer, own))).toEqual({ code: 'agent_terms_above_own', field });
      }),
    );
  });

  it('refuses a game the offerer has no rate for, and a different dividend period', () => {
    const own: ParsedTerms = { kind: 'realtime_salary', rates: [{ gameCode: '4d', profitPpm: 1000, lossPpm: 2000 }] };
    const offer: ParsedTerms = { kind: 'realtime_salary', rates: [{ gameCode: 'keno', profitPpm: 1, lossPpm: 1 }] };
    expect(refusal(() => checkNotAbove(offer, own))).toEqual({ code: 'agent_terms_above_own', field: 'contract.terms.rates[0].gameCode' });
    const tiers = [{ minAmount: 0n, minActive: 0, ratePpm: 100_000 }];
    expect(
      refusal(() => checkNotAbove({ kind: 'dividend', period: 'M', carryOver: false, tiers }, { kind: 'dividend', period: 'W', carryOver: false, tiers })),
    ).toEqual({
      code: 'agent_terms_above_own',
      field: 'contract.terms.period',
    });
  });

  it('gives an offered tier below every own threshold nothing to stand on', () => {
    const own: ParsedTerms = { kind: 'daily_wage', tiers: [{ minAmount: 1000n, minActive: 5, ratePpm: 5000 }] };
    expect(refusal(() => checkNotAbove({ kind: 'daily_wage', tiers: [{ minAmount: 999n, minActive: 5, ratePpm: 1 }] }, own))?.field).toBe(
      'contract.terms.tiers[0].rate',
    );
    expect(refusal(() => checkNotAbove({ kind: 'daily_wage', tiers: [{ minAmount: 5000n, minActive: 9, ratePpm: 5000 }] }, own))).toBeNull();
  });

  it('picks the highest tier whose thresholds are all met', () => {
    const tiers: Tier[] = [
      { minAmount: 0n, minActive: 0, ratePpm: 1000 },
      { minAmount: 100n, minActive: 3, ratePpm: 2000 },
      { minAmount: 500n, minActive: 10, ratePpm: 3000 },
    ];
    expect(pickTier(tiers, 600n, 5)?.index).toBe(1);
    expect(pickTier(tiers, 600n, 10)?.index).toBe(2);
    expect(pickTier(tiers.slice(1), 50n, 10)).toBeNull();
  });

  it('floors to the minor unit and pays nothing on a base of zero or less', () => {
    expect(applyRate(999n, 10_000)).toBe(9n); // 1% of 9.99 is 0.0999 → 0.09
    expect(applyRate(-5000n, 500_000)).toBe(0n);
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: MAX_PPM }), (base, ppm) => {
        const paid = applyRate(base, ppm);
        expect(paid * 1_000_000n).toBeLessThanOrEqual(base * BigInt(ppm));
        expect((paid + 1n) * 1_000_000n).toBeGreaterThan(base * BigInt(ppm));
      }),
    );
  });

  it('reads back what it stores', () => {
    fc.assert(
      fc.property(ownTerms, (terms) => {
        expect(loadTerms(terms.kind, JSON.parse(JSON.stringify(storeTerms(terms))))).toEqual(terms);
      }),
    );
  });
});
