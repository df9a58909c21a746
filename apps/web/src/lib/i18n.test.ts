// The translation files: EN, MS and CN are complete and agree key for key; the partial files only hold
// keys EN has; every server error code has a text; placeholders survive translation.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@orbit/contracts/errors';
import { findLanguage, LANGUAGES } from '@orbit/contracts/languages';

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'locales');

type Tree = { [key: string]: string | Tree };

const read = (file: string): Tree => (existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Tree) : {});

/**
 * The screen text sets (lib/i18n.ts) and the sections each may hold. A section may be spread over files
 * (`errors`: a refusal only one feature's calls answer has its text in that feature's set, which its screens
 * load, so the first load carries only the errors any page may meet), but a text is in exactly one file.
 */
const TEXT_SETS: Record<string, string[]> = {
  account: ['member', 'register', 'patterns'],
  wallet: ['wallet', 'rewards', 'errors'],
  games: ['games'],
  house: ['house'],
  lottery: ['lottery', 'errors'],
  agents: ['agents', 'errors'],
  messages: ['messages'],
  support: ['support', 'promotions', 'errors', 'pages'],
  sportsboard: ['sportsBoard'],
  betslip: ['betslip', 'errors'],
};

function merge(into: Tree, from: Tree): Tree {
  const out: Tree = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const current = out[key];
    out[key] = typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
  }
  return out;
}

/** A language's texts: the shell's file and every text set's file together. */
function load(code: string): Tree {
  return Object.keys(TEXT_SETS).reduce<Tree>(
    (tree, set) => merge(tree, read(path.join(localesDir, set, `${code}.json`))),
    read(path.join(localesDir, `${code}.json`)),
  );
}

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const en = flatten(load('en'));
const files = readdirSync(localesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('translations', () => {
  it("keeps each text set's texts apart from the shell's and from each other, in the sections it may hold", () => {
    for (const [set, sections] of Object.entries(TEXT_SETS)) {
      for (const code of readdirSync(path.join(localesDir, set)).map((file) => file.replace(/\.json$/, ''))) {
        const others = new Set([
          ...flatten(read(path.join(localesDir, `${code}.json`))).keys(),
          ...Object.keys(TEXT_SETS)
            .filter((other) => other !== set)
            .flatMap((other) => [...flatten(read(path.join(localesDir, other, `${code}.json`))).keys()]),
        ]);
        const own = read(path.join(localesDir, set, `${code}.json`));
        // A text in two files would depend on which one loaded last.
        expect(
          [...flatten(own).keys()].filter((key) => others.has(key)),
          `${set}/${code}`,
        ).toEqual([]);
        expect(
          Object.keys(own).every((section) => sections.includes(section)),
          `${set}/${code}`,
        ).toBe(true);
      }
    }
  });

  it('EN, MS and CN have exactly the same keys', () => {
    const keys = [...en.keys()].sort();
    expect(keys.length).toBeGreaterThan(100);
    for (const code of ['ms', 'cn']) expect([...flatten(load(code)).keys()].sort(), code).toEqual(keys);
  });

  it('no text is empty in any file', () => {
    for (const code of files) {
      for (const [key, value] of flatten(load(code))) expect(value.trim(), `${code}: ${key}`).not.toBe('');
    }
  });

  it('EN, MS and CN mark themselves complete in the language list, and are', () => {
    const complete = LANGUAGES.filter((language) => language.complete).map((language) => language.code.toLowerCase());
    expect(complete.sort()).toEqual(['cn', 'en', 'ms']);
  });

  it('has a text for every server error code', () => {
    for (const code of ERROR_CODES) expect(en.get(`errors.${code}`), code).toBeTruthy();
    const extra = [...en.keys()].filter((key) => key.startsWith('errors.') && !ERROR_CODES.includes(key.slice(7) as never));
    expect(extra).toEqual([]);
  });

  it('partial files are named after a known language and only hold keys EN has', () => {
    for (const code of files) {
      expect(findLanguage(code), `${code}.json is not a language of the picker`).toBeDefined();
      const unknown = [...flatten(load(code)).keys()].filter((key) => !en.has(key));
      expect(unknown, code).toEqual([]);
    }
  });

  it('keeps the same {{placeholders}} as EN in every translation', () => {
    for (const code of files) {
      for (const [key, value] of flatten(load(code))) {
        expect(placeholders(value), `${code}: ${key}`).toEqual(placeholders(en.get(key) ?? ''));
      }
    }
  });
});
