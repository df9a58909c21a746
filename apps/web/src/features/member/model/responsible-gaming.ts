// The choices of the responsible-gaming card (docs/members.md) and when a break would end if started now.
import { COOL_OFF_DAYS, SELF_EXCLUSION_MONTHS, SESSION_REMINDER_CHOICES } from '@orbit/contracts/member-security';

export type ReminderChoice = (typeof SESSION_REMINDER_CHOICES)[number] | null;
export type CoolOffDays = (typeof COOL_OFF_DAYS)[number];
export type ExclusionMonths = (typeof SELF_EXCLUSION_MONTHS)[number];

/** Off first, then every interval the server accepts. */
export const REMINDER_OPTIONS: readonly ReminderChoice[] = [null, ...SESSION_REMINDER_CHOICES];

export type BreakKind = 'coolOff' | 'selfExclude';

/** An estimate for the confirmation dialog; the server's reply carries the real end. */
export function breakEndsAt(kind: BreakKind, amount: number, now: Date): Date {
  const end = new Date(now.getTime());
  if (kind === 'coolOff') end.setUTCDate(end.getUTCDate() + amount);
  else end.setUTCMonth(end.getUTCMonth() + amount);
  return end;
}

/** The break that is running, if any (a member in one cannot normally be logged in, but the server decides). */
export function activeBreak(state: { coolOffUntil: string | null; selfExcludedUntil: string | null }, now: Date): { kind: BreakKind; until: string } | null {
  if (state.selfExcludedUntil && Date.parse(state.selfExcludedUntil) > now.getTime()) return { kind: 'selfExclude', until: state.selfExcludedUntil };
  if (state.coolOffUntil && Date.parse(state.coolOffUntil) > now.getTime()) return { kind: 'coolOff', until: state.coolOffUntil };
  return null;
}
