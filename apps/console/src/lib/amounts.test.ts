import { describe, expect, it } from 'vitest';
import { addAmounts, compareAmounts, decimalsOf, showMoney, signOf, toMinor } from './amounts.ts';

describe('amounts as exact minor units', () => {
  it('reads decimal strings without floats', () => {
    expect(toMinor('12.50', 2)).toBe(1250n);
    expect(toMinor('0.1', 2)).toBe(10n);
    expect(toMinor('-20.00', 2)).toBe(-2000n);
    expect(toMinor('30', 2)).toBe(3000n);
    expect(toMinor('99999999999999.99', 2)).toBe(9999999999999999n);
  });

  it('refuses text and more decimals than the currency has', () => {
    expect(toMinor('1.005', 2)).toBeNull();
    expect(toMinor('1.500', 2)).toBe(150n);
    expect(toMinor('abc', 2)).toBeNull();
    expect(toMinor('1e3', 2)).toBeNull();
    expect(toMinor('10.5', 0)).toBeNull();
  });

  it('compares amounts written with different decimals', () => {
    expect(compareAmounts('30', '30.00')).toBe(0);
    expect(compareAmounts('0.1', '0.09')).toBe(1);
    expect(compareAmounts('50000.00', '100000')).toBe(-1);
    expect(compareAmounts('x', '1')).toBeNull();
    expect(decimalsOf('1.250')).toBe(3);
  });

  it('adds and subtracts in the currency', () => {
    expect(addAmounts('100.00', '50.5', 2)).toBe('150.50');
    expect(addAmounts('100.00', '150', 2, true)).toBe('-50.00');
    expect(addAmounts('0.1', '0.2', 2)).toBe('0.30');
    expect(addAmounts('1', '1.001', 2)).toBeNull();
  });

  it('shows the symbol, thousands separators and the currency decimals', () => {
    expect(showMoney('1234567.5', 'RM')).toBe('RM 1,234,567.50');
    expect(showMoney('-20.00', 'RM')).toBe('-RM 20.00');
    expect(showMoney('30', 'RM')).toBe('RM 30.00');
    expect(showMoney('50000', '₫', 0)).toBe('₫ 50,000');
    expect(showMoney('-1234.00', '')).toBe('-1,234.00');
  });

  it('tells credits from debits', () => {
    expect(signOf('10.00')).toBe(1);
    expect(signOf('-0.01')).toBe(-1);
    expect(signOf('0.00')).toBe(0);
  });
});
