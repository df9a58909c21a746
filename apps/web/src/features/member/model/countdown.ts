// The "send code" button's wait: after a code is sent the button stays disabled for the merchant's resend
// wait (60 s by default), counting down.

export function codeWaitSeconds(reply: { resendSeconds: number }): number {
  return Math.max(0, Math.round(reply.resendSeconds));
}

/** Whole seconds left until `endsAt`, never below 0; a started second counts as one. */
export function secondsLeft(endsAt: number | null, now: number): number {
  if (endsAt === null) return 0;
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** 125 → "2:05", 9 → "0:09": minutes and seconds, so a wait reads as time. */
export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}
