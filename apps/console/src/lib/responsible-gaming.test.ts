import { describe, expect, it } from 'vitest';
import { responsibleGamingBlock } from './responsible-gaming.ts';

const now = Date.parse('2026-05-01T00:00:00Z');
const none = { sessionReminderMinutes: null, coolOffUntil: null, selfExcludedUntil: null };

describe('responsible-gaming state', () => {
  it('is clear with no dates or only past ones', () => {
    expect(responsibleGamingBlock(none, now)).toEqual({ kind: 'none' });
    expect(responsibleGamingBlock({ ...none, coolOffUntil: '2026-04-30T00:00:00Z', selfExcludedUntil: '2026-01-01T00:00:00Z' }, now)).toEqual({
      kind: 'none',
    });
  });

  it('shows a running cool-off with its end', () => {
    expect(responsibleGamingBlock({ ...none, coolOffUntil: '2026-05-08T00:00:00Z' }, now)).toEqual({ kind: 'coolOff', until: '2026-05-08T00:00:00Z' });
  });

  it('puts a running self-exclusion before a cool-off', () => {
    const state = { ...none, coolOffUntil: '2026-05-08T00:00:00Z', selfExcludedUntil: '2027-05-01T00:00:00Z' };
    expect(responsibleGamingBlock(state, now)).toEqual({ kind: 'selfExcluded', until: '2027-05-01T00:00:00Z' });
  });
});
