// Converting between instants and the wall-clock values of <input type="datetime-local"> in the
// merchant's time zone, so an operator in another zone still schedules in the merchant's time.
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const LOCAL_INPUT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** An ISO instant as `yyyy-MM-ddTHH:mm` in `timeZone`; '' for none. */
export function isoToZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return format(new TZDate(time, timeZone), "yyyy-MM-dd'T'HH:mm");
}

/** A `yyyy-MM-ddTHH:mm` wall-clock value in `timeZone` as an ISO instant with that zone's offset; null for none. */
export function zonedInputToIso(value: string | null | undefined, timeZone: string): string | null {
  if (!value) return null;
  const match = LOCAL_INPUT.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second] = match.map(Number) as [number, number, number, number, number, number, number];
  const date = new TZDate(year, month - 1, day, hour, minute, Number.isNaN(second) ? 0 : second, timeZone);
  return format(date, "yyyy-MM-dd'T'HH:mm:ssxxx");
}

/** The zone's offset at an instant, as `UTC+08:00`. */
export function zoneOffsetLabel(timeZone: string, at: Date = new Date()): string {
  return `UTC${format(new TZDate(at.getTime(), timeZone), 'xxx')}`;
}
