// When this tab's session began and when the member was last reminded, kept in sessionStorage (like the
// token) so a reload does not restart the count. Free of zod: the app shell uses it.
import { readSession, writeSession } from '../../../lib/storage.ts';

const STARTED_KEY = 'sessionStartedAt';
const REMINDED_KEY = 'sessionRemindedAt';

function readTime(key: string): number | null {
  const value = Number(readSession(key));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** The session's start, recorded now if this tab has none yet. */
export function sessionStartedAt(now = Date.now()): number {
  const known = readTime(STARTED_KEY);
  if (known !== null) return known;
  writeSession(STARTED_KEY, String(now));
  return now;
}

export function lastRemindedAt(): number | null {
  return readTime(REMINDED_KEY);
}

export function markReminded(at: number): void {
  writeSession(REMINDED_KEY, String(at));
}

/** Logged out: the next login starts a new count. */
export function clearSessionClock(): void {
  writeSession(STARTED_KEY, null);
  writeSession(REMINDED_KEY, null);
}
