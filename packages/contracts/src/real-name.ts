// A member's real (payee) name, the name withdrawals are paid to and the "payee name" sign-in check asks for.
// Malaysian names come in many shapes (docs/members.md, "Real names"): Malay ("Siti binti Abdullah",
// "Ahmad @ Ali"), Indian ("Kumar a/l Muthusamy", "Devi d/o Raman"), Chinese in Han characters with or without a
// romanised name ("陈伟明", "Tan Wei Ming 陈伟明") and Latin names with apostrophes, hyphens and dots ("O'Neil",
// "Mary-Ann Lee", "Mohd. Rizal"). The site, the server and the default register rule share these definitions.

/**
 * The default accepted pattern (read with the u flag): a letter of any script first, then letters, the marks
 * they carry, spaces and the joiners . ' ’ - / @. Digits, emoji, symbols and control characters are refused.
 */
export const REAL_NAME_PATTERN = "^\\p{L}[\\p{L}\\p{M} .'’\\-/@]*$";

/** 60 characters hold the longest names on Malaysian identity cards; a single letter is not a name. */
export const REAL_NAME_LENGTH = { min: 2, max: 60 } as const;

/**
 * The name as stored: compatibility forms folded (full-width letters, no-break spaces), ends trimmed, runs of
 * spaces made one. Tabs and line breaks inside stay, for the pattern to refuse as control characters.
 */
export function cleanRealName(value: string): string {
  return value.normalize('NFKC').trim().replace(/ {2,}/gu, ' ');
}

/** True when the cleaned name has an acceptable length and shape under the default pattern. */
export function isRealName(value: string): boolean {
  const name = cleanRealName(value);
  const length = [...name].length;
  return length >= REAL_NAME_LENGTH.min && length <= REAL_NAME_LENGTH.max && new RegExp(REAL_NAME_PATTERN, 'u').test(name);
}

/**
 * The form two names are compared in: case, spaces and punctuation do not count, so "KUMAR A/L MUTHUSAMY"
 * matches "Kumar a/l Muthusamy" and "Mohd Rizal" matches "Mohd. Rizal".
 */
export function comparableRealName(value: string): string {
  return value
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]/gu, '');
}

/** True when two real names are the same person's name once compared as above; an empty side never matches. */
export function sameRealName(a: string, b: string): boolean {
  const left = comparableRealName(a);
  return left !== '' && left === comparableRealName(b);
}
