import { describe, expect, it } from 'vitest';
import { canonicalNumbers } from './slip.ts';
import { cryptoInt, distinct, quickPick } from './quick-pick.ts';

describe('quick picks', () => {
  it('gives bets the server takes, for every game and bet type', () => {
    for (let i = 0; i < 200; i++) {
      expect(canonicalNumbers('4d', 'big', quickPick('4d', 'big', 1))).not.toBeNull();
      for (const betType of ['lo2', 'lo3', 'lo4', 'de', 'head', 'tail', 'xien2', 'xien3', 'xien4'])
        expect(canonicalNumbers('xsmb', betType, quickPick('xsmb', betType, 1)), betType).not.toBeNull();
      expect(canonicalNumbers('sea1', 'number', quickPick('sea1', 'number', 1))).not.toBeNull();
      const picks = quickPick('keno', 'pick', 10);
      expect(picks).toHaveLength(10);
      expect(canonicalNumbers('keno', 'pick', picks)).toEqual(picks);
    }
  });

  it('draws different numbers, each of the range', () => {
    const picked = distinct(80, 80, cryptoInt);
    expect(new Set(picked).size).toBe(80);
    expect(Math.min(...picked)).toBe(0);
    expect(Math.max(...picked)).toBe(79);
  });

  it('follows the generator it is given', () => {
    // Always the first of what is left: 0, 1, 2… → keno 1, 2, 3 and 4D 0000.
    const first = () => 0;
    expect(quickPick('keno', 'pick', 3, first)).toEqual(['1', '2', '3']);
    expect(quickPick('4d', 'big', 1, (n) => n - 1)).toEqual(['9999']);
    expect(quickPick('xsmb', 'xien2', 2, first)).toEqual(['00', '01']);
  });

  it('never returns a value out of range from the crypto generator', () => {
    for (let i = 0; i < 1000; i++) {
      const value = cryptoInt(7);
      expect(value >= 0 && value < 7).toBe(true);
    }
  });
});
