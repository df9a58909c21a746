// Settlement periods in the merchant's time zone (docs/agents.md): the real-time salary's 5 minutes, the
// hourly salary's hour, the daily wage's day, and the dividend's D (day), W (week from Monday), H (half
// month: 1st–15th, 16th–end) and M (month). Pure functions of an instant; every period is [start, end) and
// the end of one is the start of the next, so periods tile time without gaps or overlaps.

// One formatter per zone: building an Intl.DateTimeFormat costs far more than using one, and a catch-up pass
// walks hundreds of periods.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock at `at` in the zone, as if it were UTC (ms), i.e. `at` plus the zone's offset then. */
function wallMs(at: Date, timeZone: string): number {
  const parts = formatterOf(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'), at.getUTCMilliseconds());
}

/** The local calendar day (yyyy-MM-dd) of an instant. */
export function zonedDay(at: Date, timeZone: string): string {
  return new Date(wallMs(at, timeZone)).toISOString().slice(0, 10);
}

/** The instant a local calendar day starts (a second pass settles an offset that changes that day). */
export function zonedDayStart(day: string, timeZone: string): Date {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let guess = midnight;
  for (let i = 0; i < 2; i++) guess = midnight - (wallMs(new Date(guess), timeZone) - guess);
  return new Date(guess);
}

export const PERIOD_KINDS = ['5m', 'hour', 'day', 'D', 'W', 'H', 'M'] as const;
export type PeriodKind = (typeof PERIOD_KINDS)[number];

export interface Period {
  start: Date;
  end: Date;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Milliseconds since local midnight of the wall clock at `at`. */
function wallMsOfDay(at: Date, timeZone: string): number {
  return wallMs(at, timeZone) % 86_400_000;
}

/** yyyy-MM-dd plus `days` (calendar arithmetic on the date itself, no zone involved). */
export function addDays(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The first day of the period of `kind` that holds the calendar day `day`. */
function firstDayOf(kind: 'day' | 'D' | 'W' | 'H' | 'M', day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const month = `${y}-${String(m).padStart(2, '0')}`;
  switch (kind) {
    case 'day':
    case 'D':
      return day;
    case 'W': {
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 Sunday
      return addDays(day, -((weekday + 6) % 7));
    }
    case 'H':
      return d <= 15 ? `${month}-01` : `${month}-16`;
    case 'M':
      return `${month}-01`;
  }
}

/** The first day of the next period of `kind` after the one starting on `first`. */
function nextFirstDay(kind: 'day' | 'D' | 'W' | 'H' | 'M', first: string): string {
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  const nextMonth = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10);
  switch (kind) {
    case 'day':
    case 'D':
      return addDays(first, 1);
    case 'W':
      return addDays(first, 7);
    case 'H':
      return d === 1 ? first.slice(0, 8) + '16' : nextMonth;
    case 'M':
      return nextMonth;
  }
}

/** The period of `kind` that holds the instant `at`. */
export function periodOf(kind: PeriodKind, at: Date, timeZone: string): Period {
  if (kind === '5m' || kind === 'hour') {
    const length = kind === '5m' ? 5 * MINUTE : HOUR;
    // Floor the wall clock, not UTC: in a half-hour zone (Asia/Kolkata) a local hour starts at :30 UTC.
    const start = new Date(at.getTime() - (wallMsOfDay(at, timeZone) % length));
    return { start, end: new Date(start.getTime() + length) };
  }
  const first = firstDayOf(kind, zonedDay(at, timeZone));
  return { start: zonedDayStart(first, timeZone), end: zonedDayStart(nextFirstDay(kind, first), timeZone) };
}

/** The period right after `period` (same kind). */
export function nextPeriod(kind: PeriodKind, period: Period, timeZone: string): Period {
  return periodOf(kind, period.end, timeZone);
}

/** The local calendar day a period starts on (team_daily_stats.day, team_period_active.start). */
export function startDay(period: Period, timeZone: string): string {
  return zonedDay(period.start, timeZone);
}
