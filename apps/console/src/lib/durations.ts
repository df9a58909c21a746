// Durations the console stores in milliseconds, read out in the operator's language.

/**
 * A whole number of milliseconds as seconds in words ("1.5 seconds", "1.5 saat", "1.5秒钟"); null for anything
 * else (an empty box, a fraction the form refuses), so a read-out never rounds what the operator typed.
 */
export function secondsText(milliseconds: number, locale: string): string | null {
  if (!Number.isInteger(milliseconds)) return null;
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'second', unitDisplay: 'long', maximumFractionDigits: 3 }).format(milliseconds / 1000);
}
