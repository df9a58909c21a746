import { describe, expect, it } from 'vitest';
import { describePeriod, dropEmptyTexts, generatePassword, groupSecret, moveItem, newEntryId, saveItem, swapItems } from './text.ts';

describe('text helpers', () => {
  it('groups a TOTP secret in fours', () => {
    expect(groupSecret('JBSWY3DPEHPK3PXPJBSW')).toBe('JBSW Y3DP EHPK 3PXP JBSW');
    expect(groupSecret('JBS WY3')).toBe('JBSW Y3');
  });

  it('describes a period by its largest whole unit', () => {
    expect(describePeriod(60)).toEqual({ unit: 'minutes', count: 1 });
    expect(describePeriod(3600)).toEqual({ unit: 'hours', count: 1 });
    expect(describePeriod(86_400 * 7)).toEqual({ unit: 'days', count: 7 });
    expect(describePeriod(90)).toEqual({ unit: 'seconds', count: 90 });
    expect(describePeriod(0)).toEqual({ unit: 'seconds', count: 0 });
  });

  it('moves an entry up or down and never off the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('swaps two entries and ignores out-of-range indexes', () => {
    expect(swapItems(['a', 'b', 'c', 'd'], 0, 3)).toEqual(['d', 'b', 'c', 'a']);
    expect(swapItems(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
  });

  it('drops blank per-language texts', () => {
    expect(dropEmptyTexts({ EN: 'Hello', MS: '  ', CN: '' })).toEqual({ EN: 'Hello' });
  });

  it('makes distinct ids within the contract length', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newEntryId('banner')));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id.length).toBeLessThanOrEqual(40);
  });
});

describe('generated passwords', () => {
  it('have the asked length and every kind of character', () => {
    for (let i = 0; i < 50; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(16);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).toMatch(/[#$%&*+\-=?@]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });
});

describe('saveItem', () => {
  it('replaces the entry at an index, or appends a new one, leaving the input untouched', () => {
    const items = ['a', 'b', 'c'];
    expect(saveItem(items, 1, 'B')).toEqual(['a', 'B', 'c']);
    expect(saveItem(items, null, 'd')).toEqual(['a', 'b', 'c', 'd']);
    expect(items).toEqual(['a', 'b', 'c']);
  });
});
