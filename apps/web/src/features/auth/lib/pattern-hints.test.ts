// The hint table: every id 0–23 has a hint in EN, MS and CN, bounds are filled in and collapse
// to one number when equal, and the ids with a described meaning say what it is.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { lengthRange, PATTERN_HINT_KEYS, PATTERN_IDS, patternHint } from './pattern-hints.ts';

// Pattern hints are account-screen texts (src/locales/account/<code>.json).
const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'locales', 'account');
const patterns = (code: string) => (JSON.parse(readFileSync(path.join(localesDir, `${code}.json`), 'utf8')) as { patterns: Record<string, string> }).patterns;

function render(code: string, rule: { patternId: number | null; minLength: number; maxLength: number }): string | null {
  const hint = patternHint(rule);
  if (!hint) return null;
  const text = patterns(code)[hint.key.replace('patterns.', '')];
  if (text === undefined) throw new Error(`${code} has no ${hint.key}`);
  return text.replaceAll('{{range}}', hint.values.range);
}

describe('pattern hints', () => {
  it('has a hint for every id from 0 to 23 in EN, MS and CN', () => {
    expect(PATTERN_IDS).toHaveLength(24);
    expect(PATTERN_HINT_KEYS).toHaveLength(24);
    for (const code of ['en', 'ms', 'cn']) {
      for (const id of PATTERN_IDS) expect(render(code, { patternId: id, minLength: 1, maxLength: 2 }), `${code} ${id}`).toBeTruthy();
    }
  });

  it('fills in the bounds, collapsed to one number when they are equal', () => {
    expect(lengthRange(6, 16)).toBe('6-16');
    expect(lengthRange(6, 6)).toBe('6');
    expect(render('en', { patternId: 0, minLength: 8, maxLength: 64 })).toBe('8-64 characters');
    expect(render('en', { patternId: 6, minLength: 6, maxLength: 6 })).toBe('Digits only (6 digits)');
    expect(render('cn', { patternId: 6, minLength: 6, maxLength: 6 })).toBe('仅限数字（6位）');
    expect(render('ms', { patternId: 1, minLength: 6, maxLength: 16 })).toBe('Mula dengan huruf, kemudian huruf dan digit sahaja (6-16 aksara)');
  });

  it('says the described meaning of the ids that have one', () => {
    const en = (id: number) => render('en', { patternId: id, minLength: 6, maxLength: 16 }) ?? '';
    expect(en(1)).toMatch(/^Start with a letter, then letters and digits/);
    expect(en(3)).toMatch(/e-mail/);
    expect(en(6)).toMatch(/^Digits only/);
    expect(en(7)).toMatch(/capital letter/);
    expect(en(20)).toMatch(/Upper-case and lower-case letters, a digit and a symbol/);
    expect(en(21)).toMatch(/full name with spaces/);
    expect(en(23)).toMatch(/^Upper-case letters only/);
    // The other hint kinds.
    expect(en(4)).toMatch(/^No spaces/);
    expect(en(8)).toMatch(/yyyy-MM-dd/);
    expect(en(9)).toMatch(/MM-dd-yyyy/);
    expect(en(12)).toMatch(/Hiragana, Katakana or Kanji/);
    expect(en(13)).toMatch(/Korean/);
    expect(en(14)).toMatch(/Thai/);
  });

  it('shows nothing for a rule without a pattern id', () => {
    expect(patternHint({ patternId: null, minLength: 1, maxLength: 5 })).toBeNull();
    expect(patternHint({ patternId: 24, minLength: 1, maxLength: 5 })).toBeNull();
  });
});
