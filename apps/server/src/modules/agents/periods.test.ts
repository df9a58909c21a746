// Settlement periods: boundaries where the merchant's calendar puts them, and periods of each kind tiling time
// (each starts where the previous ended, and every instant lies in exactly one) in a whole-hour zone and in a
// half-hour one.
import fc from 'fast-check';
import { propertyRuns } from '@orbit/contracts/testing/property-runs';
import { describe, expect, it } from 'vitest';
import { zonedDay as contractsZonedDay, zonedDayStart as contractsZonedDayStart } from '@orbit/contracts/format';
import { nextPeriod, periodOf, PERIOD_KINDS, zonedDay, zonedDayStart } from './periods.ts';

const ZONES = ['Asia/Kuala_Lumpur', 'Asia/Kolkata'] as const;
const instant = fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true });

describe('settlement periods', () => {
  it('puts the boundaries on the local calendar', () => {
    const tz = 'Asia/Kuala_Lumpur';
    const at = new Date('2026-11-26T07:13:20Z'); // 15:13:20 local, a Thursday
    expect(periodOf('5m', at, tz).start.toISOString()).toBe('2026-11-26T07:10:00.000Z');
    expect(periodOf('hour', at, tz)).toEqual({ start: new Date('2026-11-26T07:00:00Z'), end: new Date('2026-11-26T08:00:00Z') });
    expect(periodOf('day', at, tz)).toEqual({ start: new Date('2026-11-25T16:00:00Z'), end: new Date('2026-11-26T16:00:00Z') });
    expect(periodOf('W', at, tz)).toEqual({ start: new Date('2026-11-22T16:00:00Z'), end: new Date('2026-11-29T16:00:00Z') });
    expect(periodOf('H', at, tz)).toEqual({ start: new Date('2026-11-15T16:00:00Z'), end: new Date('2026-11-30T16:00:00Z') });
    expect(periodOf('H', new Date('2026-02-10T00:00:00Z'), tz)).toEqual({ start: new Date('2026-01-31T16:00:00Z'), end: new Date('2026-02-15T16:00:00Z') });
    expect(periodOf('M', at, tz)).toEqual({ start: new Date('2026-10-31T16:00:00Z'), end: new Date('2026-11-30T16:00:00Z') });
    // Asia/Kolkata is UTC+5:30: its hours start at :30 UTC.
    expect(periodOf('hour', new Date('2026-11-26T07:13:20Z'), 'Asia/Kolkata').start.toISOString()).toBe('2026-11-26T06:30:00.000Z');
  });

  it('reads local days as the shared format helpers do', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ZONES, 'America/New_York'), instant, (timeZone, at) => {
        const day = zonedDay(at, timeZone);
        expect(day).toBe(contractsZonedDay(at, timeZone));
        expect(zonedDayStart(day, timeZone)).toEqual(contractsZonedDayStart(day, timeZone));
      }),
    );
  });

  for (const timeZone of ZONES)
    it(`tiles time without gaps or overlaps in ${timeZone}`, () => {
      fc.assert(
        fc.property(fc.constantFrom(...PERIOD_KINDS), instant, fc.integer({ min: 1, max: 30 }), (kind, at, steps) => {
          let period = periodOf(kind, at, timeZone);
          expect(period.start.getTime()).toBeLessThanOrEqual(at.getTime());
          expect(period.end.getTime()).toBeGreaterThan(at.getTime());
          for (let i = 0; i < steps; i++) {
            const next = nextPeriod(kind, period, timeZone);
            expect(next.start).toEqual(period.end);
            // The last instant of a period belongs to it, the next instant to the next one.
            expect(periodOf(kind, new Date(period.end.getTime() - 1), timeZone)).toEqual(period);
            expect(periodOf(kind, next.start, timeZone)).toEqual(next);
            period = next;
          }
        }),
        { numRuns: propertyRuns(200) },
      );
    });
});
