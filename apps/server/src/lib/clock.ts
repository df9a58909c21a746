// Code that depends on time takes a Clock, so tests can move it (docs/conventions.md, Time and time zones).
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand. */
export function manualClock(start: Date | string = '2026-01-01T00:00:00Z') {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(to: Date | string) {
      current = new Date(to);
    },
    advance(ms: number) {
      current = new Date(current.getTime() + ms);
    },
  };
}
