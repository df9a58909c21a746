// Day ranges of the agent centre, as calendar days in the merchant's time zone (docs/conventions.md, Time and time zones): the
// overview's tabs (today, yesterday, this week from Monday, this month from the 1st, or two typed days)
// and the same choice on the report pages, which send plain from/to days.
import { OVERVIEW_RANGES } from '@orbit/contracts/agents';
import { zonedDay } from '@orbit/contracts/format';

export type RangeKind = (typeof OVERVIEW_RANGES)[number];
export type PresetKind = Exclude<RangeKind, 'custom'>;

export interface DayRange {
  from: string;
  to: string;
}

/** The range chosen on a page: a preset, or two typed days. */
export interface RangeChoice {
  kind: RangeKind;
  custom: DayRange;
}

/** A calendar day moved by whole days ("2026-03-01", -1 → "2026-02-28"); calendar arithmetic, no zone involved. */
export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** 0 for Monday … 6 for Sunday: agents' weeks start on Monday, as the server's week range does. */
function weekdayFromMonday(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return (new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7;
}

/** The days a preset covers, ending today in the merchant's zone. */
export function presetDays(kind: PresetKind, now: Date, timeZone: string): DayRange {
  const today = zonedDay(now, timeZone);
  switch (kind) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'week':
      return { from: addDays(today, -weekdayFromMonday(today)), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Why typed days cannot be asked for: one missing or malformed, or the start after the end. */
export function rangeProblem(range: DayRange): 'incomplete' | 'reversed' | null {
  if (!DAY.test(range.from) || !DAY.test(range.to)) return 'incomplete';
  return range.from > range.to ? 'reversed' : null;
}

/** The days a choice covers; null while typed days are incomplete or reversed (nothing is asked for then). */
export function choiceDays(choice: RangeChoice, now: Date, timeZone: string): DayRange | null {
  if (choice.kind !== 'custom') return presetDays(choice.kind, now, timeZone);
  return rangeProblem(choice.custom) ? null : choice.custom;
}

/** The overview's query: the preset's name (the server works its days out), or the typed days. */
export function overviewQuery(choice: RangeChoice): { range: RangeKind; from?: string; to?: string } | null {
  if (choice.kind !== 'custom') return { range: choice.kind };
  return rangeProblem(choice.custom) ? null : { range: 'custom', from: choice.custom.from, to: choice.custom.to };
}
