// Rebate rates as the agent centre takes and shows them: percent text on the wire, ppm stored, and the rule
// that an agent gives a downline (or a link) at most its own rate per category.
import { ApiError } from '@orbit/contracts/envelope';
import { ppmToRate, rateToPpm } from '@orbit/contracts/agents';
import { CATEGORY_ORDER, type GameCategory } from '@orbit/contracts/games';
import type { RebateRate } from './centre.repo.ts';

export function showRates(rates: readonly RebateRate[]): { category: GameCategory; rate: string }[] {
  const rank = (category: string) => CATEGORY_ORDER.indexOf(category as GameCategory);
  return [...rates]
    .sort((a, b) => rank(a.category) - rank(b.category))
    .map((rate) => ({ category: rate.category as GameCategory, rate: ppmToRate(rate.ratePpm) }));
}

/**
 * The asked rates in ppm, each at most the agent's own of its category (a category the agent has no rate for
 * counts as 0).
 * @throws validation_failed (a category twice), agent_terms_above_own (field rebates[i].rate)
 */
export function ratesWithinOwn(asked: readonly { category: string; rate: string }[], own: readonly RebateRate[]): RebateRate[] {
  const ownPpm = new Map(own.map((rate) => [rate.category, rate.ratePpm]));
  const seen = new Set<string>();
  return asked.map((item, i) => {
    if (seen.has(item.category)) throw new ApiError('validation_failed', 'Each product type once', { field: `rebates[${i}].category` });
    seen.add(item.category);
    const ratePpm = rateToPpm(item.rate);
    const limit = ownPpm.get(item.category) ?? 0;
    if (ratePpm > limit)
      throw new ApiError('agent_terms_above_own', `The rate can be at most your own (${ppmToRate(limit)}%)`, { field: `rebates[${i}].rate` });
    return { category: item.category, ratePpm };
  });
}

/** Rates clipped to the agent's own as it is now (a link's rates may have been made before the agent's were lowered). */
export function clipToOwn(rates: readonly RebateRate[], own: readonly RebateRate[]): RebateRate[] {
  const ownPpm = new Map(own.map((rate) => [rate.category, rate.ratePpm]));
  return rates.map((rate) => ({ category: rate.category, ratePpm: Math.min(rate.ratePpm, ownPpm.get(rate.category) ?? 0) }));
}
