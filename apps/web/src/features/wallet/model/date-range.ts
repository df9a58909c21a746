// Date ranges of the record screens, as calendar days in the merchant's time zone (docs/conventions.md, Time and time zones): the
// server reads `from` and `to` as whole days there.
import { zonedDay } from '@orbit/contracts/format';

export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];

export interface DayRange {
  from: string;
  to: string;
}

/** A calendar day moved by whole days ("2026-03-01", -1 → "2026-02-28"); calendar arithmetic, no zone involved. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The days a preset covers, ending today in the merchant's zone. */
export function presetRange(preset: RangePreset, now: Date, timeZone: string): DayRange {
  const today = zonedDay(now, timeZone);
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7':
      return { from: addDays(today, -6), to: today };
    case 'last30':
      return { from: addDays(today, -29), to: today };
  }
}

/** The preset a range is, if any (so the picker can mark it). */
export function presetOf(range: DayRange, now: Date, timeZone: string): RangePreset | null {
  return (
    RANGE_PRESETS.find((preset) => {
      const candidate = presetRange(preset, now, timeZone);
      return candidate.from === range.from && candidate.to === range.to;
    }) ?? null
  );
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why a typed range cannot be asked for: a day missing or malformed, or the start after the end. */
export function rangeProblem(range: DayRange): 'incomplete' | 'reversed' | null {
  if (!DAY.test(range.from) || !DAY.test(range.to)) return 'incomplete';
  return range.from > range.to ? 'reversed' : null;
}
