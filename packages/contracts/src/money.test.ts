// Amount strings ⇄ minor units, and calendar days in a merchant's time zone.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { displayAmount, formatMinor, parseAmount } from './money.ts';
import { zonedDay, zonedDayStart } from './format.ts';

describe('amounts', () => {
  it('reads decimal strings into minor units without floats', () => {
    expect(parseAmount('12.5', 2)).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount('0012.50', 2)).toEqual({ ok: true, minor: 1250n });
    expect(parseAmount('100', 0)).toEqual({ ok: true, minor: 100n });
    expect(parseAmount('0.10', 0)).toEqual({ ok: false, reason: 'precision' });
    expect(parseAmount('1.001', 2)).toEqual({ ok: false, reason: 'precision' });
    expect(parseAmount('1.000', 2)).toEqual({ ok: true, minor: 100n });
    expect(parseAmount('0.00', 2)).toEqual({ ok: false, reason: 'zero' });
    expect(parseAmount('-1', 2)).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('1e3', 2)).toEqual({ ok: false, reason: 'format' });
    expect(parseAmount('99999999999999', 2)).toEqual({ ok: false, reason: 'too_large' });
  });

  it('writes minor units back to the same string', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }), fc.constantFrom(0, 2), (minor, exponent) => {
        const text = formatMinor(minor, exponent);
        if (minor > 0n) expect(parseAmount(text, exponent)).toEqual({ ok: true, minor });
        expect(text.split('.')[1]?.length ?? 0).toBe(exponent);
      }),
    );
  });

  it('shows amounts with the symbol and thousands separators', () => {
    expect(displayAmount('1234567.50', 'RM')).toBe('RM 1,234,567.50');
    expect(displayAmount('-20.00', 'RM')).toBe('-RM 20.00');
  });
});

describe('days in a time zone', () => {
  it('finds where a day starts, across a daylight-saving change', () => {
    expect(zonedDayStart('2026-11-22', 'Asia/Kuala_Lumpur').toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(zonedDayStart('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedDayStart('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(zonedDay(new Date('2026-11-21T16:00:00Z'), 'Asia/Kuala_Lumpur')).toBe('2026-11-22');
    expect(zonedDay(new Date('2026-11-21T15:59:59Z'), 'Asia/Kuala_Lumpur')).toBe('2026-11-21');
  });
});
