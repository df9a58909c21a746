// Small text helpers shared by several screens.

/** A TOTP secret in groups of four, as authenticator apps show it, so it can be typed without losing one's place. */
export function groupSecret(secret: string): string {
  return secret
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();
}

/** A period in seconds as the largest whole unit: 60 → { unit: 'minutes', count: 1 }. */
export function describePeriod(seconds: number): { unit: 'seconds' | 'minutes' | 'hours' | 'days'; count: number } {
  if (seconds > 0 && seconds % 86_400 === 0) return { unit: 'days', count: seconds / 86_400 };
  if (seconds > 0 && seconds % 3_600 === 0) return { unit: 'hours', count: seconds / 3_600 };
  if (seconds > 0 && seconds % 60 === 0) return { unit: 'minutes', count: seconds / 60 };
  return { unit: 'seconds', count: seconds };
}

/** A short, collision-safe id for a new list entry (customer-service entries, banners). */
export function newEntryId(prefix: string): string {
  const random = globalThis.crypto.getRandomValues(new Uint8Array(6));
  return `${prefix}-${Array.from(random, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Moves one entry of a list up or down, leaving the list unchanged when it would fall off an end. */
export function moveItem<T>(items: readonly T[], index: number, offset: -1 | 1): T[] {
  const target = index + offset;
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(index, 1) as [T];
  next.splice(target, 0, item);
  return next;
}

/** The list with `item` saved at `index` (an edit), or added at the end when `index` is null (a new entry). */
export function saveItem<T>(items: readonly T[], index: number | null, item: T): T[] {
  return index === null ? [...items, item] : items.map((existing, i) => (i === index ? item : existing));
}

/** Per-language texts without the blank ones: a missing language falls back to EN on the site. */
export function dropEmptyTexts(texts: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
}

/** Swaps two entries of a list (moving within a filtered view swaps with the visible neighbour). */
export function swapItems<T>(items: readonly T[], a: number, b: number): T[] {
  const next = [...items];
  if (a < 0 || b < 0 || a >= next.length || b >= next.length) return next;
  [next[a], next[b]] = [next[b] as T, next[a] as T];
  return next;
}

const PASSWORD_SETS = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnopqrstuvwxyz', '23456789', '#$%&*+-=?@'] as const;

/** A strong initial password for a new operator: 16 characters with every kind, no look-alikes (0/O, 1/l). */
export function generatePassword(length = 16): string {
  const all = PASSWORD_SETS.join('');
  const pick = (alphabet: string) => {
    // Rejection sampling keeps every character equally likely.
    const limit = 256 - (256 % alphabet.length);
    for (;;) {
      const [byte] = globalThis.crypto.getRandomValues(new Uint8Array(1)) as unknown as [number];
      if (byte < limit) return alphabet[byte % alphabet.length]!;
    }
  };
  const chars = [...PASSWORD_SETS.map(pick), ...Array.from({ length: Math.max(0, length - PASSWORD_SETS.length) }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = Number(globalThis.crypto.getRandomValues(new Uint32Array(1))[0]) % (i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
