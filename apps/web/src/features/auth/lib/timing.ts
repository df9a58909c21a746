// The timing rules: SMS sender countdowns, the 1000 ms request throttle, the captcha
// refresh limit. Pure, with the clock passed in, so the tests can move time.

/** The SMS request of the login form: at most once per 1000 ms. Captcha refreshes: at least 1000 ms apart. */
export const THROTTLE_MS = 1000;
/** The country dropdown closes this long after it loses focus, so a click on an entry still lands. */
export const DROPDOWN_CLOSE_MS = 200;

/** How long the SMS sender stays disabled after a code was sent: the merchant's resend wait (60 s by default). */
export function smsCountdownSeconds(reply: { resendSeconds: number }): number {
  return Math.max(0, Math.round(reply.resendSeconds));
}

/** A wait as minutes and seconds: 59 → "0:59", 125 → "2:05". */
export function formatWait(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole seconds left until `endsAt`, never negative (a countdown shows 60 … 1, then re-enables). */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** A gate that lets one call through per interval and refuses the ones in between. */
export function createThrottle(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < intervalMs) return false;
    last = at;
    return true;
  };
}
