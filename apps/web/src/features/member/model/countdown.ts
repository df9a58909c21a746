// The "send code" button's wait (docs/members.md): after a code is sent the button stays disabled for
// expiredMinutes × 60 seconds, counting down.

export function codeWaitSeconds(expiredMinutes: number): number {
  return Math.max(0, Math.round(expiredMinutes * 60));
}

/** Whole seconds left until `endsAt`, never below 0; a started second counts as one. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** 125 → "2:05", for a countdown that may run for minutes. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}:${String(rest).padStart(2, '0')}` : String(rest);
}
