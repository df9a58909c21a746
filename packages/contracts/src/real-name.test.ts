// Real names of Malaysian members pass the default rule; digits, emoji, control characters and absurd lengths
// do not; two spellings of one name compare equal.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { cleanRealName, comparableRealName, isRealName, REAL_NAME_LENGTH, sameRealName } from './real-name.ts';

const ACCEPTED = [
  'Kumar a/l Muthusamy',
  'Devi a/p Raman',
  'Rajesh s/o Krishnan',
  'Lakshmi d/o Subramaniam',
  'Siti binti Abdullah',
  'Ahmad bin Ismail',
  'Ahmad @ Ali bin Hassan',
  '陈伟明',
  'Tan Wei Ming 陈伟明',
  "O'Neil",
  'O’Brien',
  'Mary-Ann Lee',
  'Mohd. Rizal',
  'Nur Aisyah',
  'José Muñoz',
  'Nguyễn Văn An',
  'ＴＡＮ ＷＥＩ', // full-width letters fold to ASCII
  'Ali\u00a0Bakar', // a no-break space is a space
];

const REFUSED = ['Ali123', 'Siti 😀', 'Tan\u0007Wei', 'Tan\nWei', 'A', 'x'.repeat(61), '-Ali', '/Ali', 'Ali <b>', 'Ali_Bakar', 'Ali; DROP', '١٢٣'];

describe('real names', () => {
  it('accepts Malay, Indian, Chinese and Latin names', () => {
    for (const name of ACCEPTED) expect(isRealName(name), name).toBe(true);
  });

  it('refuses digits, emoji, control characters and absurd lengths', () => {
    for (const name of REFUSED) expect(isRealName(name), name).toBe(false);
  });

  it('refuses any name holding a digit, a symbol or a control character', () => {
    const bad = fc.constantFrom('7', '٣', '😀', '\u0000', '\u0007', '\t', '#', '$', '+', '=', '<', '©');
    fc.assert(
      fc.property(fc.constantFrom(...ACCEPTED), bad, fc.nat(), (name, char, at) => {
        const chars = [...name];
        const index = at % (chars.length + 1);
        expect(isRealName([...chars.slice(0, index), char, ...chars.slice(index)].join(''))).toBe(false);
      }),
    );
  });

  it('refuses names longer than the most an identity card holds', () => {
    fc.assert(
      fc.property(fc.integer({ min: REAL_NAME_LENGTH.max + 1, max: 500 }), (length) => {
        expect(isRealName('a'.repeat(length))).toBe(false);
      }),
    );
  });

  it('stores names with spaces collapsed', () => {
    expect(cleanRealName('  Tan   Wei  Ming \n')).toBe('Tan Wei Ming');
  });

  it('compares names without case, spaces or punctuation', () => {
    expect(sameRealName('Kumar a/l Muthusamy', 'KUMAR A/L MUTHUSAMY')).toBe(true);
    expect(sameRealName('Kumar a/l Muthusamy', 'kumar al muthusamy')).toBe(true);
    expect(sameRealName('Mohd. Rizal', 'mohd rizal')).toBe(true);
    expect(sameRealName("O'Neil", 'ONeil')).toBe(true);
    expect(sameRealName('Mary-Ann Lee', 'mary ann  lee')).toBe(true);
    expect(sameRealName('Tan Wei Ming 陈伟明', 'tan wei ming 陈伟明')).toBe(true);
    expect(sameRealName('Tan Wei Ming', 'Tan Wei Meng')).toBe(false);
    expect(sameRealName('...', '')).toBe(false);
  });

  it('compares equal whatever case, spacing and punctuation surround the letters', () => {
    const noise = fc.constantFrom(' ', '  ', '.', "'", '-', '/', '');
    fc.assert(
      fc.property(fc.constantFrom(...ACCEPTED), fc.array(noise, { maxLength: 4 }), fc.boolean(), (name, extra, upper) => {
        const variant = (upper ? name.toUpperCase() : name.toLowerCase()) + extra.join('');
        expect(comparableRealName(variant)).toBe(comparableRealName(name));
        expect(sameRealName(name, variant)).toBe(true);
      }),
    );
  });
});
