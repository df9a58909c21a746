// The countdown and throttle rules, on a moved clock.
import { describe, expect, it } from 'vitest';
import { createThrottle, secondsLeft, smsCountdownSeconds, THROTTLE_MS } from './timing.ts';

describe('SMS countdown', () => {
  it('lasts expiredMinutes × 60 seconds', () => {
    expect(smsCountdownSeconds(5)).toBe(300);
    expect(smsCountdownSeconds(1)).toBe(60);
    expect(smsCountdownSeconds(0)).toBe(0);
  });

  it('counts whole seconds down to zero and never below', () => {
    const start = 1_000_000;
    const end = start + 60_000;
    expect(secondsLeft(end, start)).toBe(60);
    expect(secondsLeft(end, start + 1)).toBe(60);
    expect(secondsLeft(end, start + 1000)).toBe(59);
    expect(secondsLeft(end, end - 1)).toBe(1);
    expect(secondsLeft(end, end)).toBe(0);
    expect(secondsLeft(end, end + 5000)).toBe(0);
  });
});

describe('throttle', () => {
  it('lets one call through per 1000 ms and refuses the ones in between', () => {
    let now = 0;
    const gate = createThrottle(THROTTLE_MS, () => now);
    expect(gate()).toBe(true);
    now = 400;
    expect(gate()).toBe(false);
    now = 999;
    expect(gate()).toBe(false);
    now = 1000;
    expect(gate()).toBe(true);
    now = 1500;
    expect(gate()).toBe(false);
    now = 2100;
    expect(gate()).toBe(true);
  });
});
