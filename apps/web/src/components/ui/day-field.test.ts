// The day box's text rules: yyyy-MM-dd only, real calendar days only, dashes put in as digits are typed.
import { describe, expect, it } from 'vitest';
import { cleanDayInput, parseDay } from './day-field.tsx';

describe('day field', () => {
  it('accepts real yyyy-MM-dd days only', () => {
    expect(parseDay('2026-11-27')).toBe('2026-11-27');
    expect(parseDay('2028-02-29')).toBe('2028-02-29');
    expect(parseDay('2026-02-29')).toBeNull();
    expect(parseDay('27/11/2026')).toBeNull();
    expect(parseDay('11/27/2026')).toBeNull();
    expect(parseDay('2026-11-2')).toBeNull();
  });

  it('formats what is typed as yyyy-MM-dd', () => {
    expect(cleanDayInput('20261127')).toBe('2026-11-27');
    expect(cleanDayInput('2026-1')).toBe('2026-1');
    expect(cleanDayInput('2026/11/27')).toBe('2026-11-27');
    expect(cleanDayInput('2026-11-279')).toBe('2026-11-27');
  });
});
