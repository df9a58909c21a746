import { describe, expect, it } from 'vitest';
import { secondsText } from './durations.ts';

describe('milliseconds read out as seconds', () => {
  it('says the seconds in the operator’s language, keeping the milliseconds', () => {
    expect(secondsText(1000, 'en')).toBe('1 second');
    expect(secondsText(1500, 'en')).toBe('1.5 seconds');
    expect(secondsText(250, 'en')).toBe('0.25 seconds');
    expect(secondsText(1, 'en')).toBe('0.001 seconds');
    expect(secondsText(0, 'en')).toBe('0 seconds');
    expect(secondsText(2500, 'ms')).toBe('2.5 saat');
    expect(secondsText(2500, 'zh-CN')).toMatch(/^2\.5\s*秒/);
  });

  it('says nothing for an empty box or a fraction of a millisecond', () => {
    expect(secondsText(Number.NaN, 'en')).toBeNull();
    expect(secondsText(1.5, 'en')).toBeNull();
  });
});
