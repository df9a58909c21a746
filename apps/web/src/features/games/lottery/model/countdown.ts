// The countdown to a draw's close: the server's clock (an offset from /lgw/draw's serverTime), the phase of
// a draw at a moment, and the time left as people read it.
export interface DrawTimes {
  status: string;
  opensAt: string;
  closesAt: string;
  drawsAt: string;
}

/**
 * How far the server's clock is ahead of the device's, in ms: serverTime is taken as read halfway through
 * the call, so the call's own travel time does not skew it.
 */
export function clockOffset(serverTime: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverTime);
  if (Number.isNaN(server)) return 0;
  return Math.round(server - (sentAt + receivedAt) / 2);
}

/** Milliseconds from `now` to an instant, never below 0. */
export function msUntil(iso: string, now: number): number {
  return Math.max(0, Date.parse(iso) - now);
}

/**
 * upcoming: planned, betting not open yet; open: taking bets; closed: betting over, waiting for the draw
 * time; drawing: the draw time passed and the result is not in yet; drawn: the result is in (or voided).
 * The times decide before the status does, so a screen does not take a bet the server would refuse.
 */
export type DrawPhase = 'upcoming' | 'open' | 'closed' | 'drawing' | 'drawn';

export function drawPhase(draw: DrawTimes, now: number): DrawPhase {
  if (draw.status === 'drawn' || draw.status === 'settled' || draw.status === 'voided') return 'drawn';
  if (now >= Date.parse(draw.drawsAt)) return 'drawing';
  if (now >= Date.parse(draw.closesAt) || draw.status === 'closed') return 'closed';
  if (now < Date.parse(draw.opensAt)) return 'upcoming';
  return 'open';
}

/** Time left, rounded up to the second: "1d 02:03:04", "02:03:04" or "03:04". */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = hours > 0 || days > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
