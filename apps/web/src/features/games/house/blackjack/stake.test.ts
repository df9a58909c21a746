import { describe, expect, it } from 'vitest';
import { addChip, fromMinor, tapChip, toMinor, totalLabel } from './stake.ts';

describe('blackjack stake arithmetic', () => {
  it('adds chips in whole minor units and stops at the table maximum', () => {
    expect(addChip('1.00', '5.00', '500.00')).toBe('6.00');
    expect(addChip('0.10', '0.20', '500.00')).toBe('0.30');
    expect(addChip('450.00', '100.00', '500.00')).toBe('500.00');
    expect(addChip('100', '500', '50000')).toBe('600');
  });

  it('makes the first chip tapped the stake, replacing the default, and adds later chips', () => {
    expect(tapChip('1.00', '10.00', '500.00', true)).toBe('10.00');
    expect(tapChip('10.00', '5.00', '500.00', false)).toBe('15.00');
    expect(tapChip('1.00', '1000.00', '500.00', true)).toBe('500.00');
  });

  it('reads and writes amounts without floating point', () => {
    expect(toMinor('12.5', 2)).toBe(1250n);
    expect(fromMinor(5n, 2)).toBe('0.05');
    expect(fromMinor(123456n, 2)).toBe('1234.56');
  });

  it('shows a soft total with both values and a hard total alone', () => {
    expect(totalLabel(17, true)).toBe('7/17');
    expect(totalLabel(21, true)).toBe('11/21');
    expect(totalLabel(17, false)).toBe('17');
  });
});
