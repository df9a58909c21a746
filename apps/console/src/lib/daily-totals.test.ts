import { describe, expect, it } from 'vitest';
import { groupByDay } from './daily-totals.ts';

const row = (day: string, method: string, deposits: string, withdrawals: string, net: string, depositCount = 1, withdrawalCount = 0) => ({
  day,
  method,
  deposits,
  depositCount,
  withdrawals,
  withdrawalCount,
  net,
});

describe('daily totals by day', () => {
  it('groups rows by day, newest first, withdrawals after the deposit methods, and adds each day exactly', () => {
    const groups = groupByDay(
      [
        row('2026-11-21', 'withdrawal', '0.00', '50.00', '-50.00', 0, 1),
        row('2026-11-21', 'FPX', '0.10', '0.00', '0.10'),
        row('2026-11-22', 'TNG', '100.00', '0.00', '100.00', 2),
        row('2026-11-21', 'Bank transfer', '0.20', '0.00', '0.20'),
        row('2026-11-22', 'Bank transfer', '1500.55', '2000.00', '-499.45', 3, 2),
      ],
      2,
    );
    expect(groups.map((group) => group.day)).toEqual(['2026-11-22', '2026-11-21']);
    expect(groups[0]).toMatchObject({ deposits: '1600.55', withdrawals: '2000.00', net: '-399.45', depositCount: 5, withdrawalCount: 2 });
    expect(groups[1]).toMatchObject({ deposits: '0.30', withdrawals: '50.00', net: '-49.70' });
    expect(groups[1]!.rows.map((r) => r.method)).toEqual(['Bank transfer', 'FPX', 'withdrawal']);
  });

  it('answers no groups for no rows', () => {
    expect(groupByDay([], 2)).toEqual([]);
  });
});
