import { describe, expect, it } from 'vitest';
import { blamedCategory, rebateProblems, rebatesBody } from './rebates.ts';

const own = [
  { category: 'lottery' as const, rate: '1.5' },
  { category: 'live' as const, rate: '0.8' },
];

describe('downline rebates', () => {
  it("allows up to the agent's own rate and no more, compared exactly", () => {
    expect(rebateProblems({ lottery: '1.5', live: '0.7999' }, own)).toEqual({});
    expect(rebateProblems({ lottery: '1.5001', live: '0.8' }, own)).toEqual({ lottery: 'aboveOwn' });
    expect(rebateProblems({ live: 'abc' }, own)).toEqual({ live: 'rate' });
  });

  it('sends only the typed rates, and finds the category a refusal names', () => {
    const sent = rebatesBody({ live: ' 0.5 ', lottery: '' }, own);
    expect(sent).toEqual([{ category: 'live', rate: '0.5' }]);
    expect(blamedCategory('rebates[0].rate', sent)).toBe('live');
    expect(blamedCategory('rebates.0.rate', sent)).toBe('live');
    expect(blamedCategory(undefined, sent)).toBeUndefined();
  });
});
