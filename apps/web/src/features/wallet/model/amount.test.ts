import { describe, expect, it } from 'vitest';
import { checkAmount, cleanAmountInput, depositFee, minAmount, quickAmounts, toMinor } from './amount.ts';

describe('the amount box', () => {
  it('keeps digits and one decimal point, with no more decimals than the currency has', () => {
    expect(cleanAmountInput('1,234.567', 2)).toBe('1234.56');
    expect(cleanAmountInput('RM 50', 2)).toBe('50');
    expect(cleanAmountInput('12.3.4', 2)).toBe('12.34');
    expect(cleanAmountInput('.5', 2)).toBe('0.5');
    expect(cleanAmountInput('007', 2)).toBe('7');
    expect(cleanAmountInput('0', 2)).toBe('0');
    expect(cleanAmountInput('-20', 2)).toBe('20');
  });

  it('drops what follows the point for a currency without decimals', () => {
    expect(cleanAmountInput('15000.50', 0)).toBe('15000');
  });

  it('stops at 13 whole digits', () => {
    expect(cleanAmountInput('12345678901234567', 2)).toBe('1234567890123');
  });
});

describe('checking an amount', () => {
  const bounds = { min: '30.00', max: '50000.00', available: '100.00' };

  it('accepts an amount inside the bounds, in minor units', () => {
    expect(checkAmount('30', 2, bounds)).toEqual({ ok: true, minor: 3000n });
    expect(checkAmount('99.99', 2, bounds)).toEqual({ ok: true, minor: 9999n });
  });

  it('says what is wrong, in the order a member fixes it', () => {
    expect(checkAmount('', 2, bounds)).toEqual({ ok: false, problem: 'required' });
    expect(checkAmount('abc', 2, bounds)).toEqual({ ok: false, problem: 'format' });
    expect(checkAmount('1.234', 2, bounds)).toEqual({ ok: false, problem: 'precision' });
    expect(checkAmount('0.00', 2, bounds)).toEqual({ ok: false, problem: 'zero' });
    expect(checkAmount('29.99', 2, bounds)).toEqual({ ok: false, problem: 'belowMin' });
    expect(checkAmount('50000.01', 2, { ...bounds, available: null })).toEqual({ ok: false, problem: 'aboveMax' });
    expect(checkAmount('100.01', 2, bounds)).toEqual({ ok: false, problem: 'insufficient' });
    expect(checkAmount('99999999999999', 2)).toEqual({ ok: false, problem: 'tooLarge' });
  });

  it('treats a zero maximum as no maximum', () => {
    expect(checkAmount('1000000', 2, { max: '0.00' })).toEqual({ ok: true, minor: 100000000n });
  });
});

describe('server amounts', () => {
  it('reads signed amounts into minor units without floats', () => {
    expect(toMinor('1234.50', 2)).toBe(123450n);
    expect(toMinor('-20.00', 2)).toBe(-2000n);
    expect(toMinor('0.00', 2)).toBe(0n);
    expect(toMinor('0.1', 2)).toBe(10n);
    expect(toMinor('9007199254740993.01', 2)).toBeNull(); // beyond 13 whole digits
    expect(toMinor('nope', 2)).toBeNull();
  });

  it('"all" is the balance, but never more than the maximum', () => {
    expect(minAmount('120.50', '100.00', 2)).toBe('100.00');
    expect(minAmount('80.00', '100.00', 2)).toBe('80.00');
    expect(minAmount('80.00', null, 2)).toBe('80.00');
  });
});

describe('quick amounts', () => {
  it('offers round figures between the minimum and the maximum', () => {
    expect(quickAmounts(2, { min: '30.00', max: '50000.00' })).toEqual(['50.00', '100.00', '200.00', '500.00', '1000.00', '2000.00']);
    expect(quickAmounts(2, { min: '100.00', max: '600.00' })).toEqual(['100.00', '200.00', '500.00']);
    expect(quickAmounts(0, { min: '50000', max: '100000000' }, 3)).toEqual(['50000', '100000', '200000']);
  });
});

describe('deposit fee', () => {
  it('is amount × percent / 100 + fixed, rounded half up to the smallest unit', () => {
    expect(depositFee(10000n, '1.5', 0n)).toBe(150n); // RM 100 at 1.5% = RM 1.50
    expect(depositFee(3333n, '1.5', 0n)).toBe(49n); // 49.995 sen → 49 (down, as the server charges)
    expect(depositFee(3332n, '1.5', 0n)).toBe(49n); // 49.98 → 49
    expect(depositFee(3300n, '1.5', 0n)).toBe(49n); // 49.5 → 49
    expect(depositFee(3299n, '1.5', 0n)).toBe(49n); // 49.485 → 49
    expect(depositFee(10000n, '0', 100n)).toBe(100n);
    expect(depositFee(10000n, '2.25', 50n)).toBe(275n);
  });
});
