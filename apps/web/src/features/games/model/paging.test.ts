import { describe, expect, it } from 'vitest';
import { FIRST_UI_PAGE, needsServerPage, nextServerPage, nextVisibleCount, throttle } from './paging.ts';

describe('lobby paging', () => {
  it('shows 21 games first, then 18 more per reach', () => {
    expect(nextVisibleCount(0)).toBe(21);
    expect(nextVisibleCount(FIRST_UI_PAGE)).toBe(39);
    expect(nextVisibleCount(39)).toBe(57);
  });

  it('asks the server (24 a page) only when the loaded games run short of what the grid shows', () => {
    expect(needsServerPage(21, 24, 100)).toBe(false);
    expect(needsServerPage(39, 24, 100)).toBe(true);
    expect(needsServerPage(57, 48, 100)).toBe(true);
    expect(needsServerPage(39, 30, 30)).toBe(false);
    expect(nextServerPage({ pageNum: 1, totalPages: 3 })).toBe(2);
    expect(nextServerPage({ pageNum: 3, totalPages: 3 })).toBeUndefined();
    expect(nextServerPage({ pageNum: 1, totalPages: 0 })).toBeUndefined();
  });

  it('throttles reaches to one per 200 ms, keeping the last call of a burst for the end of the window', () => {
    let clock = 1_000;
    let runs = 0;
    const scheduled: (() => void)[] = [];
    const timers = { setTimeout: (fn: () => void) => scheduled.push(fn), clearTimeout: () => undefined } as unknown as Pick<
      typeof globalThis,
      'setTimeout' | 'clearTimeout'
    >;
    const reach = throttle(
      () => (runs += 1),
      200,
      timers,
      () => clock,
    );
    reach();
    expect(runs).toBe(1);
    clock += 50;
    reach();
    reach();
    expect(runs).toBe(1);
    expect(scheduled).toHaveLength(1);
    clock += 150;
    scheduled.shift()?.();
    expect(runs).toBe(2);
    clock += 200;
    reach();
    expect(runs).toBe(3);
  });
});
