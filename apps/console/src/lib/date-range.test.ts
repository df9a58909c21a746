import { describe, expect, it } from 'vitest';
import { daysBetween, lastDays, parseRange, rangeProblem } from './date-range.ts';

// 2026-11-22 17:30 UTC is already 2026-11-23 in Kuala Lumpur.
const now = new Date('2026-11-22T17:30:00Z');
const zone = 'Asia/Kuala_Lumpur';

describe('daily totals range', () => {
  it('ends today in the merchant’s time zone', () => {
    expect(lastDays(7, now, zone)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(lastDays(1, now, 'UTC')).toEqual({ from: '2026-11-22', to: '2026-11-22' });
  });

  it('reads the range from the address and falls back on malformed days', () => {
    expect(parseRange(new URLSearchParams('from=2026-10-01&to=2026-10-31'), now, zone)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(parseRange(new URLSearchParams('from=2026-02-30&to=tomorrow'), now, zone)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
  });

  it('counts days across months and refuses a reversed or too long range', () => {
    expect(daysBetween('2026-10-30', '2026-11-02')).toBe(4);
    expect(rangeProblem('2026-11-02', '2026-11-01')).toBe('order');
    expect(rangeProblem('2026-01-01', '2026-12-31')).toBe('tooLong');
    expect(rangeProblem('2026-11-01', '2026-11-01')).toBeNull();
  });
});
