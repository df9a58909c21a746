import { describe, expect, it } from 'vitest';
import { addToSlip, amountMinor, lineOfField, canonicalNumbers, lineCost, lineProblem, slipTotals, type SlipLine } from './slip.ts';

const limits = { minStake: '1.00', maxStake: '500.00' };
const line = (betType: string, numbers: string[], stake: string): SlipLine => ({ betType, numbers, stake });

describe('the bet slip', () => {
  it('charges a 4D Box every ordering of its digits and an iBox its stake once', () => {
    expect(lineCost(line('big-box', ['1234'], '1'), 2)).toBe(2400n);
    expect(lineCost(line('big-box', ['1123'], '1'), 2)).toBe(1200n);
    expect(lineCost(line('small-box', ['1122'], '2.50'), 2)).toBe(1500n);
    expect(lineCost(line('big-ibox', ['1234'], '24'), 2)).toBe(2400n);
    expect(lineCost(line('big', ['1234'], '3'), 2)).toBe(300n);
  });

  it('totals every line over every chosen draw, and names the lines that cannot go', () => {
    const lines = [line('big', ['1234'], '2'), line('small', ['1234'], '1.50'), line('big-box', ['7777'], '1'), line('big', ['0001'], 'abc')];
    const totals = slipTotals(lines, 3, limits, 2);
    expect(totals.perDraw).toBe(200n + 150n + 100n);
    expect(totals.total).toBe(3n * 450n);
    expect(totals.problems).toEqual([2, 3]);
    expect(slipTotals([], 2, limits, 2)).toEqual({ perDraw: 0n, total: 0n, problems: [] });
  });

  it('reads balances of the server in minor units', () => {
    expect(amountMinor('1234.50', 2)).toBe(123450n);
    expect(amountMinor('-0.05', 2)).toBe(-5n);
    expect(amountMinor('0.00', 2)).toBe(0n);
    expect(amountMinor('1.005', 2)).toBeNull();
  });

  it('checks stakes against the game limits', () => {
    expect(lineProblem(line('lo2', ['07'], '0.50'), limits, 2)).toBe('stake_below_min');
    expect(lineProblem(line('lo2', ['07'], '500.01'), limits, 2)).toBe('stake_above_max');
    expect(lineProblem(line('lo2', ['07'], '1.005'), limits, 2)).toBe('stake_invalid');
    expect(lineProblem(line('lo2', ['07'], '500'), limits, 2)).toBeNull();
    expect(lineProblem(line('big-ibox', ['8888'], '5'), limits, 2)).toBe('box_needs_different_digits');
  });

  it('finds the line a server refusal names by its field', () => {
    expect(lineOfField('lines[2].numbers[1]')).toBe(2);
    expect(lineOfField('lines[0]')).toBe(0);
    expect(lineOfField('drawIds[0]')).toBeNull();
    expect(lineOfField(undefined)).toBeNull();
  });

  it('keeps one line per bet: the same bet again takes the new stake', () => {
    const slip = addToSlip([line('lo2', ['07'], '1'), line('de', ['07'], '1')], [line('lo2', ['07'], '5'), line('lo2', ['08'], '2')]);
    expect(slip).toEqual([line('lo2', ['07'], '5'), line('de', ['07'], '1'), line('lo2', ['08'], '2')]);
  });
});

describe('a selection written the way the server takes it', () => {
  it('reads 4D and XSMB numbers as digit strings of their length', () => {
    expect(canonicalNumbers('4d', 'big', [' 0123 '])).toEqual(['0123']);
    expect(canonicalNumbers('4d', 'big', ['123'])).toBeNull();
    expect(canonicalNumbers('xsmb', 'lo3', ['045'])).toEqual(['045']);
    expect(canonicalNumbers('xsmb', 'head', ['5'])).toEqual(['5']);
    expect(canonicalNumbers('xsmb', 'de', ['5'])).toBeNull();
  });

  it('orders xiên numbers and refuses repeats or the wrong count', () => {
    expect(canonicalNumbers('xsmb', 'xien3', ['45', '07', '12'])).toEqual(['07', '12', '45']);
    expect(canonicalNumbers('xsmb', 'xien2', ['07', '07'])).toBeNull();
    expect(canonicalNumbers('xsmb', 'xien2', ['07', '08', '09'])).toBeNull();
  });

  it('orders keno picks numerically without leading zeros, 1–10 of 1–80', () => {
    expect(canonicalNumbers('keno', 'pick', ['80', '07', '3'])).toEqual(['3', '7', '80']);
    expect(canonicalNumbers('keno', 'pick', ['0'])).toBeNull();
    expect(canonicalNumbers('keno', 'pick', ['81'])).toBeNull();
    expect(canonicalNumbers('keno', 'pick', ['5', '05'])).toBeNull();
    expect(
      canonicalNumbers(
        'keno',
        'pick',
        Array.from({ length: 11 }, (_, i) => String(i + 1)),
      ),
    ).toBeNull();
  });

  it('takes only the SEA choices of each bet type', () => {
    expect(canonicalNumbers('sea1', 'number', ['7'])).toEqual(['7']);
    expect(canonicalNumbers('sea3', 'colour', ['violet'])).toEqual(['violet']);
    expect(canonicalNumbers('sea5', 'size', ['odd'])).toBeNull();
    expect(canonicalNumbers('sea1', 'number', ['10'])).toBeNull();
  });
});
