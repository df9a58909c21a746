// Which payments saves wait for a second operator: exactly those that change a guarded setting, whatever
// else they change, and never a save that only reorders keys (jsonb does not keep key order).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GUARDED_SETTINGS } from '@orbit/contracts/console-approvals';
import { defaultSettings } from './site.defaults.ts';
import { touchesGuarded } from './guarded-settings.ts';

const base = defaultSettings('Harimau Gold').payments;

/** A field of the payments section and a changed value for it (paths of GUARDED_SETTINGS and harmless ones). */
const EDITS: { path: string[]; guarded: boolean; value: fc.Arbitrary<unknown> }[] = [
  { path: ['fourEyesAmount'], guarded: true, value: fc.constantFrom('0.01', '999999.00', '10000.01') },
  { path: ['withdrawal', 'min'], guarded: true, value: fc.constantFrom('1.00', '0.50') },
  { path: ['withdrawal', 'max'], guarded: true, value: fc.constantFrom('999999.00', '1.00') },
  { path: ['withdrawal', 'dailyCount'], guarded: true, value: fc.integer({ min: 11, max: 100 }) },
  { path: ['gateway', 'apiSecret'], guarded: true, value: fc.string({ minLength: 1, maxLength: 20 }) },
  { path: ['gateway', 'accountId'], guarded: true, value: fc.string({ minLength: 1, maxLength: 20 }) },
  { path: ['bankAccounts'], guarded: true, value: fc.constant([]) },
  { path: ['depositMethods'], guarded: true, value: fc.constant([]) },
  { path: ['promoCodeField'], guarded: false, value: fc.constant(!base.promoCodeField) },
  {
    path: ['memberBanks'],
    guarded: false,
    value: fc.array(
      fc.record({
        code: fc.constantFrom('MBB', 'CIMB', 'GXB'),
        name: fc.string({ minLength: 1, maxLength: 10 }),
        enabled: fc.boolean(),
        logo: fc.constant(null),
      }),
      { maxLength: 3 },
    ),
  },
  { path: ['withdrawal', 'autoReceiveMinutes'], guarded: false, value: fc.integer({ min: 1, max: 10_000 }) },
  { path: ['withdrawal', 'maxBankAccounts'], guarded: false, value: fc.integer({ min: 1, max: 10 }) },
];

function setAt(value: unknown, path: string[], next: unknown): unknown {
  if (path.length === 0) return next;
  const [key, ...rest] = path as [string, ...string[]];
  const record = value as Record<string, unknown>;
  return { ...record, [key]: setAt(record[key], rest, next) };
}

function readAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>((current, key) => (current as Record<string, unknown>)[key], value);
}

/** The same value with every object's keys in reverse order, as jsonb may read it back. */
function reordered(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(reordered);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .reverse()
      .map(([k, v]) => [k, reordered(v)]),
  );
}

describe('guarded payments settings', () => {
  it('lists every guarded path of the test in GUARDED_SETTINGS, and only those', () => {
    const listed = GUARDED_SETTINGS.payments ?? [];
    const covers = (guarded: readonly string[], path: string[]) => guarded.every((key, i) => path[i] === key);
    for (const edit of EDITS)
      expect(
        listed.some((guarded) => covers(guarded, edit.path)),
        edit.path.join('.'),
      ).toBe(edit.guarded);
  });

  it('holds a save exactly when it changes a guarded value', () => {
    const edits = fc.array(
      fc.nat({ max: EDITS.length - 1 }).chain((i) => EDITS[i]!.value.map((value) => ({ edit: EDITS[i]!, value }))),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(edits, fc.boolean(), (changes, shuffle) => {
        const after = changes.reduce<unknown>((value, { edit, value: next }) => setAt(value, edit.path, next), base);
        const changedGuarded = EDITS.some((edit) => edit.guarded && JSON.stringify(readAt(base, edit.path)) !== JSON.stringify(readAt(after, edit.path)));
        expect(touchesGuarded('payments', base, shuffle ? reordered(after) : after)).toBe(changedGuarded);
      }),
      { seed: 20261127, numRuns: 300 },
    );
  });

  it('holds nothing in a section without guarded settings', () => {
    expect(touchesGuarded('branding', { siteName: 'A' }, { siteName: 'B' })).toBe(false);
  });
});
