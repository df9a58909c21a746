// Contract terms (docs/agents.md) as the settlement computes with them: rates in parts per million,
// amounts in minor units (bigint), and the rule that an agent never offers a downline more than its own
// contract of the same kind gives. Pure: no database, no clock.
import { ApiError } from '@orbit/contracts/envelope';
import { ppmToRate, rateToPpm, type ContractKind, type ContractTerms } from '@orbit/contracts/agents';
import { formatMinor } from '@orbit/contracts/money';

export interface Tier {
  /** Dividend: the team's net loss at least this (minor units); salaries: the team's turnover at least this. */
  minAmount: bigint;
  /** At least this many active players (0 where the kind has no such threshold). */
  minActive: number;
  ratePpm: number;
}

export type ParsedTerms =
  | { kind: 'dividend'; period: 'D' | 'W' | 'H' | 'M'; carryOver: boolean; tiers: Tier[] }
  | { kind: 'daily_wage'; tiers: Tier[] }
  | { kind: 'hourly_salary'; tiers: Tier[] }
  | { kind: 'realtime_salary'; rates: { gameCode: string; profitPpm: number; lossPpm: number }[] };

/** How terms are kept in agent_contracts.terms: rates in ppm, amounts in minor units as text. */
export type StoredTerms =
  | { period: string; carryOver: boolean; tiers: { minNetLoss: string; minActive: number; ratePpm: number }[] }
  | { tiers: { minTurnover: string; minActive?: number; ratePpm: number }[] }
  | { rates: { gameCode: string; profitPpm: number; lossPpm: number }[] };

/** A tier's amount as typed ("1000.50") in minor units; 0 is allowed (a tier open from the first unit). */
function minorOf(text: string, exponent: number, field: string): bigint {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const kept = fraction.replace(/0+$/, '');
  if (kept.length > exponent) throw new ApiError('amount_invalid', `At most ${exponent} decimals`, { field });
  return BigInt(whole) * 10n ** BigInt(exponent) + BigInt(kept.padEnd(exponent, '0') || '0');
}

/**
 * Terms as typed (contracts/agents.ts schemas, already validated) to ppm and minor units.
 * @throws amount_invalid (more decimals than the currency has), with the field path
 */
export function parseTerms(contract: ContractTerms, exponent: number): ParsedTerms {
  const path = 'contract.terms';
  switch (contract.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        period: contract.terms.period,
        carryOver: contract.terms.carryOver,
        tiers: contract.terms.tiers.map((tier, i) => ({
          minAmount: minorOf(tier.minNetLoss, exponent, `${path}.tiers[${i}].minNetLoss`),
          minActive: tier.minActive,
          ratePpm: rateToPpm(tier.rate),
        })),
      };
    case 'daily_wage':
      return {
        kind: 'daily_wage',
        tiers: contract.terms.tiers.map((tier, i) => ({
          minAmount: minorOf(tier.minTurnover, exponent, `${path}.tiers[${i}].minTurnover`),
          minActive: tier.minActive,
          ratePpm: rateToPpm(tier.rate),
        })),
      };
    case 'hourly_salary':
      return {
        kind: 'hourly_salary',
        tiers: contract.terms.tiers.map((tier, i) => ({
          minAmount: minorOf(tier.minTurnover, exponent, `${path}.tiers[${i}].minTurnover`),
          minActive: 0,
          ratePpm: rateToPpm(tier.rate),
        })),
      };
    case 'realtime_salary':
      return {
        kind: 'realtime_salary',
        rates: contract.terms.rates.map((r) => ({ gameCode: r.gameCode, profitPpm: rateToPpm(r.profitRate), lossPpm: rateToPpm(r.lossRate) })),
      };
  }
}

export function storeTerms(terms: ParsedTerms): StoredTerms {
  switch (terms.kind) {
    case 'dividend':
      return {
        period: terms.period,
        carryOver: terms.carryOver,
        tiers: terms.tiers.map((t) => ({ minNetLoss: String(t.minAmount), minActive: t.minActive, ratePpm: t.ratePpm })),
      };
    case 'daily_wage':
      return { tiers: terms.tiers.map((t) => ({ minTurnover: String(t.minAmount), minActive: t.minActive, ratePpm: t.ratePpm })) };
    case 'hourly_salary':
      return { tiers: terms.tiers.map((t) => ({ minTurnover: String(t.minAmount), ratePpm: t.ratePpm })) };
    case 'realtime_salary':
      return { rates: terms.rates.map((r) => ({ ...r })) };
  }
}

/** agent_contracts.terms read back for its kind. */
export function loadTerms(kind: ContractKind, stored: unknown): ParsedTerms {
  const value = stored as Record<string, unknown>;
  if (kind === 'realtime_salary') return { kind, rates: (value.rates as { gameCode: string; profitPpm: number; lossPpm: number }[]).map((r) => ({ ...r })) };
  const rawTiers = value.tiers as { minNetLoss?: string; minTurnover?: string; minActive?: number; ratePpm: number }[];
  const tiers = rawTiers.map((t) => ({ minAmount: BigInt(t.minNetLoss ?? t.minTurnover ?? '0'), minActive: t.minActive ?? 0, ratePpm: t.ratePpm }));
  if (kind === 'dividend') return { kind, period: value.period as 'D' | 'W' | 'H' | 'M', carryOver: value.carryOver === true, tiers };
  return { kind, tiers };
}

/** Terms as the wire shows them (percent text, decimal amounts). */
export function showTerms(terms: ParsedTerms, exponent: number): ContractTerms {
  const amount = (minor: bigint) => formatMinor(minor, exponent);
  switch (terms.kind) {
    case 'dividend':
      return {
        kind: 'dividend',
        terms: {
          period: terms.period,
          carryOver: terms.carryOver,
          tiers: terms.tiers.map((t) => ({ minNetLoss: amount(t.minAmount), minActive: t.minActive, rate: ppmToRate(t.ratePpm) })),
        },
      };
    case 'daily_wage':
      return {
        kind: 'daily_wage',
        terms: { tiers: terms.tiers.map((t) => ({ minTurnover: amount(t.minAmount), minActive: t.minActive, rate: ppmToRate(t.ratePpm) })) },
      };
    case 'hourly_salary':
      return { kind: 'hourly_salary', terms: { tiers: terms.tiers.map((t) => ({ minTurnover: amount(t.minAmount), rate: ppmToRate(t.ratePpm) })) } };
    case 'realtime_salary':
      return {
        kind: 'realtime_salary',
        terms: {
          rates: terms.rates.map((r) => ({
            gameCode: r.gameCode as never,
            profitRate: ppmToRate(r.profitPpm),
            lossRate: ppmToRate(r.lossPpm),
          })),
        },
      };
  }
}

/**
 * The tier the team reached: among the tiers whose thresholds are all met, the one with the best rate (with
 * tiers that rise in thresholds and rate, as terms are written, that is the highest one met); null when none.
 */
export function pickTier(tiers: readonly Tier[], amount: bigint, active: number): { index: number; tier: Tier } | null {
  let best: { index: number; tier: Tier } | null = null;
  tiers.forEach((tier, index) => {
    if (amount >= tier.minAmount && active >= tier.minActive && (!best || tier.ratePpm > best.tier.ratePpm)) best = { index, tier };
  });
  return best;
}

/** rate × base, floored to the minor unit (the house's favour); 0 for a base ≤ 0. Integer maths only. */
export function applyRate(base: bigint, ratePpm: number): bigint {
  if (base <= 0n) return 0n;
  return (base * BigInt(ratePpm)) / 1_000_000n;
}

/**
 * "Never above its own terms": every rate of the offer at most what the offerer's own contract of the kind
 * gives at the same thresholds; real-time, per game; dividend periods must match.
 * @throws agent_terms_above_own, with the field path of the first rate above
 */
export function checkNotAbove(offer: ParsedTerms, own: ParsedTerms): void {
  const refuse = (field: string, message: string) => {
    throw new ApiError('agent_terms_above_own', message, { field });
  };
  if (offer.kind !== own.kind) throw new Error('terms of different kinds compared');
  if (offer.kind === 'realtime_salary' && own.kind === 'realtime_salary') {
    offer.rates.forEach((rate, i) => {
      const mine = own.rates.find((r) => r.gameCode === rate.gameCode);
      if (!mine) refuse(`contract.terms.rates[${i}].gameCode`, 'Your own contract pays no real-time salary on this game');
      else if (rate.profitPpm > mine.profitPpm) refuse(`contract.terms.rates[${i}].profitRate`, 'The profit rate is above your own for this game');
      else if (rate.lossPpm > mine.lossPpm) refuse(`contract.terms.rates[${i}].lossRate`, 'The loss rate is above your own for this game');
    });
    return;
  }
  if (offer.kind === 'dividend' && own.kind === 'dividend' && offer.period !== own.period) {
    refuse('contract.terms.period', 'The dividend period must be the same as your own');
  }
  if (!('tiers' in offer) || !('tiers' in own)) return;
  offer.tiers.forEach((tier, i) => {
    const mine = pickTier(own.tiers, tier.minAmount, tier.minActive);
    if (tier.ratePpm > (mine?.tier.ratePpm ?? 0))
      refuse(`contract.terms.tiers[${i}].rate`, 'This rate is above what your own contract gives at the same thresholds');
  });
}
