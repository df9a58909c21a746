// The responsible-gaming gate put before deposits, bets and game launches.
import { describe, expect, it } from 'vitest';
import { ApiError } from '@orbit/contracts/envelope';
import { assertMayGamble } from '../src/modules/members/gates.ts';

const now = new Date('2026-06-01T00:00:00Z');
const later = new Date('2026-06-08T00:00:00Z');
const earlier = new Date('2026-05-01T00:00:00Z');

function codeOf(run: () => void): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    return (error as ApiError).errorCode;
  }
}

describe('responsible-gaming gate', () => {
  it('lets a member with no limits, or with limits that have ended, gamble', () => {
    expect(codeOf(() => assertMayGamble({ coolOffUntil: null, selfExcludedUntil: null }, now))).toBeUndefined();
    expect(codeOf(() => assertMayGamble({ coolOffUntil: earlier, selfExcludedUntil: earlier }, now))).toBeUndefined();
  });

  it('refuses during a cool-off and a self-exclusion, self-exclusion first', () => {
    expect(codeOf(() => assertMayGamble({ coolOffUntil: later, selfExcludedUntil: null }, now))).toBe('cooling_off');
    expect(codeOf(() => assertMayGamble({ coolOffUntil: later, selfExcludedUntil: later }, now))).toBe('self_excluded');
  });
});
