// Rebate rates by product type as the agent types them for a downline or a link: each at most the agent's
// own (the server refuses more with agent_terms_above_own). Compared in parts per million, never as floats.
import { rateToPpm } from '@orbit/contracts/agents';
import type { GameCategory } from '@orbit/contracts/games';

export interface CategoryRate {
  category: GameCategory;
  rate: string;
}

export type RebateProblem = 'rate' | 'aboveOwn';

const RATE = /^\d{1,3}(\.\d{1,4})?$/;

/** The rates as typed, keyed by category; a box left empty is not sent. */
export type RebateDraft = Partial<Record<GameCategory, string>>;

export function draftFrom(rates: readonly CategoryRate[]): RebateDraft {
  return Object.fromEntries(rates.map((entry) => [entry.category, entry.rate]));
}

/** Each typed box's problem: not a percentage, or above the agent's own rate for that category. */
export function rebateProblems(draft: RebateDraft, own: readonly CategoryRate[]): Partial<Record<GameCategory, RebateProblem>> {
  const problems: Partial<Record<GameCategory, RebateProblem>> = {};
  for (const { category, rate: ownRate } of own) {
    const text = draft[category]?.trim() ?? '';
    if (text === '') continue;
    if (!RATE.test(text) || Number(text) > 100) problems[category] = 'rate';
    else if (rateToPpm(text) > rateToPpm(ownRate)) problems[category] = 'aboveOwn';
  }
  return problems;
}

/** The body's rates: the agent's categories with a typed rate, in the agent's order. */
export function rebatesBody(draft: RebateDraft, own: readonly CategoryRate[]): CategoryRate[] {
  return own.flatMap(({ category }) => {
    const text = draft[category]?.trim() ?? '';
    return text === '' ? [] : [{ category, rate: text }];
  });
}

/** The category a server refusal names ("rebates[2].rate" → the third rate sent). */
export function blamedCategory(field: string | undefined, sent: readonly CategoryRate[]): GameCategory | undefined {
  const match = /^rebates(?:\.|\[)(\d+)/.exec(field ?? '');
  if (match) return sent[Number(match[1])]?.category;
  return sent.find((entry) => entry.category === field)?.category;
}
