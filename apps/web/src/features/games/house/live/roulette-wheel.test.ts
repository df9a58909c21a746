import { describe, expect, it } from 'vitest';
import { pocketTone } from './roulette-board.tsx';
import { pocketAngle, WHEEL_ORDER } from './roulette-wheel.tsx';

describe('the single-zero wheel', () => {
  it('holds each of 0–36 once, zero first, neighbours 32 and 26', () => {
    expect([...WHEEL_ORDER].sort((a, b) => a - b)).toEqual(Array.from({ length: 37 }, (_, n) => n));
    expect([WHEEL_ORDER[0], WHEEL_ORDER[1], WHEEL_ORDER[36]]).toEqual([0, 32, 26]);
  });

  it('alternates red and black all the way round after zero', () => {
    const tones = WHEEL_ORDER.slice(1).map(pocketTone);
    tones.forEach((tone, index) => expect(tone).toBe(index % 2 === 0 ? 'red' : 'black'));
  });

  it('places each pocket a 37th of a turn after the one before it', () => {
    expect(pocketAngle(0)).toBe(0);
    expect(pocketAngle(32)).toBeCloseTo(360 / 37);
    expect(pocketAngle(26)).toBeCloseTo((36 * 360) / 37);
  });
});
