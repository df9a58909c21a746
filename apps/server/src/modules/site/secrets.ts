// Secrets inside settings (SMS provider key, SMTP password, OAuth client secrets): the console reads them
// masked, saving the mask back keeps the stored value, and the audit log never holds them.
import { MASKED_SECRET, type SettingsSection } from '@orbit/contracts/settings';
import type { SettingsSections } from './site.types.ts';

/** Where the secrets are, by section: a path of keys inside the section's value. */
const SECRET_PATHS: Partial<Record<SettingsSection, readonly (readonly string[])[]>> = {
  messaging: [
    ['sms', 'authHeaderValue'],
    ['email', 'password'],
  ],
  socialLogin: [
    ['google', 'clientSecret'],
    ['facebook', 'clientSecret'],
  ],
  payments: [
    ['gateway', 'apiSecret'],
    ['gateway', 'webhookSecret'],
  ],
};

function mapAt(value: unknown, path: readonly string[], change: (current: unknown) => unknown): unknown {
  if (path.length === 0) return change(value);
  if (value === null || typeof value !== 'object') return value;
  const [key, ...rest] = path as [string, ...string[]];
  return { ...(value as Record<string, unknown>), [key]: mapAt((value as Record<string, unknown>)[key], rest, change) };
}

/** The value at a path of keys, or undefined. */
export function readAt(value: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((current, key) => (current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined), value);
}

/** A section's value with its secrets shown as the mask (an empty secret stays empty: nothing is stored). */
export function maskSection<T>(section: SettingsSection, value: T): T {
  return (SECRET_PATHS[section] ?? []).reduce<unknown>((v, path) => mapAt(v, path, (s) => (s ? MASKED_SECRET : s)), value) as T;
}

export function maskSettings<T extends Partial<SettingsSections>>(settings: T): T {
  const masked: Record<string, unknown> = { ...settings };
  for (const section of Object.keys(SECRET_PATHS) as SettingsSection[]) if (section in masked) masked[section] = maskSection(section, masked[section]);
  return masked as T;
}

/** The incoming value with every mask replaced by the secret stored before. */
export function keepSecrets<T>(section: SettingsSection, incoming: T, stored: unknown): T {
  return (SECRET_PATHS[section] ?? []).reduce<unknown>((v, path) => mapAt(v, path, (s) => (s === MASKED_SECRET ? readAt(stored, path) : s)), incoming) as T;
}
