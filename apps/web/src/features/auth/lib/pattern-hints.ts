// The pattern hints: a register field's rule names one of 24 hints (patternId 0–23) that tells
// the visitor what the server's pattern accepts, with the rule's length bounds filled in.
//
// Ids 0, 1, 3, 6, 7, 20, 21 and 23 have a fixed meaning that clients share, and other hint kinds are named without ids (no spaces,
// two date formats, Japanese, Korean and Thai scripts). Those kinds take free ids here, and the remaining
// ids get hints of our own for the patterns operators commonly use:
//
//   0 length only                      12 Hiragana, Katakana or Kanji only
//   1 a letter first, then letters     13 Korean only
//     and digits                       14 Thai only
//   2 letters and digits only          15 letters, digits and underscores
//   3 a valid e-mail address           16 letters only
//   4 no spaces                        17 letters and spaces only
//   5 letters and digits, at least     18 lower-case letters and digits
//     one of each                      19 begins with a capital letter
//   6 digits only                      20 upper case, lower case, a digit and a symbol
//   7 letters and digits with a        21 a full name (letters and spaces)
//     capital letter                   22 a phone number of the given number of digits
//   8 date yyyy-MM-dd                  23 upper-case letters only
//   9 date MM-dd-yyyy
//  10 letters, digits and symbols, no spaces
//  11 a link (http:// or https://)
export const PATTERN_IDS = Array.from({ length: 24 }, (_, id) => id);

export const PATTERN_HINT_KEYS = [
  'patterns.p0',
  'patterns.p1',
  'patterns.p2',
  'patterns.p3',
  'patterns.p4',
  'patterns.p5',
  'patterns.p6',
  'patterns.p7',
  'patterns.p8',
  'patterns.p9',
  'patterns.p10',
  'patterns.p11',
  'patterns.p12',
  'patterns.p13',
  'patterns.p14',
  'patterns.p15',
  'patterns.p16',
  'patterns.p17',
  'patterns.p18',
  'patterns.p19',
  'patterns.p20',
  'patterns.p21',
  'patterns.p22',
  'patterns.p23',
] as const;

export type PatternHintKey = (typeof PATTERN_HINT_KEYS)[number];

export interface PatternHint {
  key: PatternHintKey;
  /** `range` is "min-max", or one number when the bounds are equal. */
  values: { range: string };
}

/** "(min)-(max)" with the bounds replaced, collapsed to one number when they are equal. */
export function lengthRange(minLength: number, maxLength: number): string {
  return minLength === maxLength ? String(minLength) : `${minLength}-${maxLength}`;
}

/** The hint of a field's rule, or null when it names none (or an id outside 0–23). */
export function patternHint(rule: { patternId: number | null; minLength: number; maxLength: number }): PatternHint | null {
  if (rule.patternId === null) return null;
  const key = PATTERN_HINT_KEYS[rule.patternId];
  if (!key) return null;
  return { key, values: { range: lengthRange(rule.minLength, rule.maxLength) } };
}
