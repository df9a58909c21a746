// Which saves of a settings section need a second operator: those that change a setting of
// GUARDED_SETTINGS (contracts/console-approvals.ts, the one list of them), compared by value.
import { GUARDED_SETTINGS, type SettingsChange } from '@orbit/contracts/console-approvals';
import type { SettingsSection } from '@orbit/contracts/settings';
import { maskSection, readAt } from './secrets.ts';

/** JSON with sorted keys: jsonb does not keep key order, so two equal sections may read back differently ordered. */
export function canonical(value: unknown): string {
  if (value === null || value === undefined || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

/** Does saving `after` over `before` change a setting that guards money? */
export function touchesGuarded(section: SettingsSection, before: unknown, after: unknown): boolean {
  return (GUARDED_SETTINGS[section] ?? []).some((path) => canonical(readAt(before, path)) !== canonical(readAt(after, path)));
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The paths whose values differ, down to the leaves of nested objects (an array is one value). */
function changedPaths(before: unknown, after: unknown, path: string[] = []): string[][] {
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
    return keys.flatMap((key) => changedPaths(before[key], after[key], [...path, key]));
  }
  return canonical(before) === canonical(after) ? [] : [path];
}

const shown = (value: unknown) => (typeof value === 'string' ? value : canonical(value));

/** What a held change would change, field by field, with secrets masked. */
export function describeChange(section: SettingsSection, before: unknown, after: unknown): SettingsChange['changes'] {
  const maskedBefore = maskSection(section, before, null);
  const maskedAfter = maskSection(section, after, null);
  return changedPaths(before, after).map((path) => ({
    path: path.join('.'),
    before: shown(readAt(maskedBefore, path)),
    after: shown(readAt(maskedAfter, path)),
  }));
}
