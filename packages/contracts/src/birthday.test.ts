import { describe, expect, it } from 'vitest';
import { ageOn, BIRTHDAY_MIN_AGE, dayIn } from './birthday.ts';

describe('birthday age', () => {
  it('counts whole years, turning a year older on the birthday itself', () => {
    expect(BIRTHDAY_MIN_AGE).toBe(21);
    expect(ageOn('2005-11-28', '2026-11-27')).toBe(20);
    expect(ageOn('2005-11-27', '2026-11-27')).toBe(21);
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('refuses what is not a real date, or a day still to come', () => {
    expect(ageOn('2001-02-30', '2026-11-27')).toBeNull();
    expect(ageOn('27-11-2001', '2026-11-27')).toBeNull();
    expect(ageOn('2030-01-01', '2026-11-27')).toBeNull();
  });

  it('reads the day in the merchant’s time zone', () => {
    const lateUtc = new Date('2026-11-27T20:00:00Z');
    expect(dayIn('UTC', lateUtc)).toBe('2026-11-27');
    expect(dayIn('Asia/Kuala_Lumpur', lateUtc)).toBe('2026-11-28');
  });
});
