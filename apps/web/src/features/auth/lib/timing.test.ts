// The countdown and throttle rules, on a moved clock.
import { describe, expect, it } from 'vitest';
import { createThrottle, formatWait, secondsLeft, smsCountdownSeconds, THROTTLE_MS } from './timing.ts';

describe('SMS countdown', () => {
  it("lasts the merchant's resend wait", () => {
    expect(smsCountdownSeconds({ resendSeconds: 60 })).toBe(60);
    expect(smsCountdownSeconds({ resendSeconds: 0 })).toBe(0);
  });

  it('reads as minutes and seconds', () => {
    expect(formatWait(59)).toBe('0:59');
    expect(formatWait(60)).toBe('1:00');
    expect(formatWait(125)).toBe('2:05');
    expect(formatWait(0)).toBe('0:00');
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
