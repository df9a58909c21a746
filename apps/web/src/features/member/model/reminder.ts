// The session reminder (reality check, docs/members.md): while logged in, every N minutes of the session the member
// is told how long they have been playing. Times are epoch milliseconds; the clock is passed in.

export const MINUTE_MS = 60_000;

/**
 * Minutes played when a reminder is due now, else null. Marks fall at start + k × interval (k ≥ 1); one is
 * due when a mark lies after the last reminder and not after now. A tab that slept through several marks
 * gets one reminder, not a stack of them.
 */
export function reminderDue(startedAt: number, intervalMinutes: number | null, lastRemindedAt: number | null, now: number): number | null {
  if (!intervalMinutes || intervalMinutes <= 0 || now < startedAt) return null;
  const interval = intervalMinutes * MINUTE_MS;
  const latestMark = startedAt + Math.floor((now - startedAt) / interval) * interval;
  if (latestMark <= startedAt) return null;
  if (lastRemindedAt !== null && lastRemindedAt >= latestMark) return null;
  return Math.floor((now - startedAt) / MINUTE_MS);
}

/** When the next mark after `now` falls, or null when reminders are off. */
export function nextReminderAt(startedAt: number, intervalMinutes: number | null, now: number): number | null {
  if (!intervalMinutes || intervalMinutes <= 0) return null;
  const interval = intervalMinutes * MINUTE_MS;
  if (now < startedAt) return startedAt + interval;
  return startedAt + (Math.floor((now - startedAt) / interval) + 1) * interval;
}
