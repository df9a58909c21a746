import { describe, expect, it } from 'vitest';
import { addDays, presetOf, presetRange, rangeProblem } from './date-range.ts';

const ZONE = 'Asia/Kuala_Lumpur';
// 01:30 on 1 March in Kuala Lumpur, still 28 February in UTC.
const NOW = new Date('2026-02-28T17:30:00Z');

describe('record date ranges', () => {
  it('count days in the merchant’s zone, not the browser’s or UTC', () => {
    expect(presetRange('today', NOW, ZONE)).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', NOW, ZONE)).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', NOW, ZONE)).toEqual({ from: '2026-02-23', to: '2026-03-01' });
    expect(presetRange('last30', NOW, ZONE)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(presetRange('today', NOW, 'UTC')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('move whole calendar days across months and years', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('know a preset when the days match one', () => {
    expect(presetOf({ from: '2026-02-23', to: '2026-03-01' }, NOW, ZONE)).toBe('last7');
    expect(presetOf({ from: '2026-02-20', to: '2026-03-01' }, NOW, ZONE)).toBeNull();
  });

  it('refuse a range that is incomplete or runs backwards', () => {
    expect(rangeProblem({ from: '2026-03-01', to: '' })).toBe('incomplete');
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toBe('reversed');
    expect(rangeProblem({ from: '2026-03-01', to: '2026-03-01' })).toBeNull();
  });
});
