import { describe, expect, it } from 'vitest';
import { clockOffset, drawPhase, formatCountdown, msUntil } from './countdown.ts';
import { gameOfRoute, seaColourOf } from './games.ts';

const draw = {
  status: 'open',
  opensAt: '2026-11-25T10:00:00.000Z',
  closesAt: '2026-11-25T10:02:50.000Z',
  drawsAt: '2026-11-25T10:03:00.000Z',
};
const at = (iso: string) => Date.parse(iso);

describe('the draw countdown', () => {
  it("reads the server's clock offset halfway through the call", () => {
    expect(clockOffset('2026-11-25T10:00:05.000Z', at('2026-11-25T10:00:00.000Z'), at('2026-11-25T10:00:00.400Z'))).toBe(4800);
    expect(clockOffset('not a time', 0, 10)).toBe(0);
  });

  it('moves through the phases by time', () => {
    expect(drawPhase(draw, at('2026-11-25T09:59:59.000Z'))).toBe('upcoming');
    expect(drawPhase(draw, at('2026-11-25T10:02:49.999Z'))).toBe('open');
    expect(drawPhase(draw, at('2026-11-25T10:02:50.000Z'))).toBe('closed');
    expect(drawPhase(draw, at('2026-11-25T10:03:00.000Z'))).toBe('drawing');
    expect(drawPhase({ ...draw, status: 'closed' }, at('2026-11-25T10:01:00.000Z'))).toBe('closed');
    expect(drawPhase({ ...draw, status: 'drawn' }, at('2026-11-25T10:01:00.000Z'))).toBe('drawn');
  });

  it('counts down in whole seconds, rounding up', () => {
    expect(msUntil(draw.closesAt, at('2026-11-25T10:02:49.001Z'))).toBe(999);
    expect(msUntil(draw.closesAt, at('2026-11-25T10:05:00.000Z'))).toBe(0);
    expect(formatCountdown(999)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(170_000)).toBe('02:50');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(2 * 86_400_000 + 3_723_000)).toBe('2d 01:02:03');
  });
});

describe('lottery games', () => {
  it('colours SEA digits: violet 0 and 5, green odd, red even', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map(seaColourOf)).toEqual(['violet', 'green', 'red', 'green', 'red', 'violet', 'red', 'green', 'red', 'green']);
  });

  it("opens a route on the address's game when the route has it", () => {
    expect(gameOfRoute('seaLottery', 'sea3')).toBe('sea3');
    expect(gameOfRoute('seaLottery', '4d')).toBe('sea1');
    expect(gameOfRoute('lottery', null)).toBe('4d');
  });
});
