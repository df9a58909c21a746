// Display formats shared by the sites (docs/conventions.md, Time and time zones): instants in the merchant's zone as yyyy-MM-dd HH:mm:ss.
export function formatDateTime(value: string | number | Date, timeZone: string): string {
  const date = value instanceof Date ? value : new Date(value);
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** The calendar day (yyyy-MM-dd) an instant falls on in a time zone. */
export function zonedDay(value: Date, timeZone: string): string {
  return formatDateTime(value, timeZone).slice(0, 10);
}

/**
 * The instant a calendar day (yyyy-MM-dd) starts in a time zone, e.g. 2026-11-22 in Asia/Kuala_Lumpur is
 * 2026-11-21T16:00:00Z. Works for any zone, including days on which the offset changes.
 */
export function zonedDayStart(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utcMidnight = Date.UTC(year, month - 1, date);
  // The zone's offset at that moment, read back from the formatted wall time; a second pass settles DST edges.
  let guess = utcMidnight;
  for (let i = 0; i < 2; i++) {
    const wall = Date.parse(`${formatDateTime(new Date(guess), timeZone).replace(' ', 'T')}Z`);
    guess = utcMidnight - (wall - guess);
  }
  return new Date(guess);
}

/**
 * The instant a wall-clock time (yyyy-MM-ddTHH:mm) falls on in a time zone, e.g. 2026-03-01T20:00 in
 * Asia/Kuala_Lumpur is 2026-03-01T12:00:00Z. On a day whose offset changes, the time counts from the day's start.
 */
export function zonedWallTime(local: string, timeZone: string): Date {
  const [day = '', time = '00:00'] = local.split('T');
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(zonedDayStart(day, timeZone).getTime() + (hours * 60 + minutes) * 60_000);
}

/** An instant as a wall-clock time (yyyy-MM-ddTHH:mm) in a time zone: what a datetime-local input shows. */
export function wallTimeOf(value: Date, timeZone: string): string {
  return formatDateTime(value, timeZone).slice(0, 16).replace(' ', 'T');
}
