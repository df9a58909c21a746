// Secrets inside settings (SMS provider key, SMTP password, OAuth client secrets, the default member
// password): the console reads them masked, saving the mask back keeps the stored value, and the audit log
// never holds them.
import { can, type Role } from '@orbit/contracts/permissions';
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

/**
 * Secrets a role that may write their section may also read: the operators who set the default member
 * password hand it to members whose accounts they create or reset. Every other role, and the audit log,
 * sees the mask.
 */
const WRITER_READABLE_PATHS: Partial<Record<SettingsSection, readonly (readonly string[])[]>> = {
  accounts: [['defaultPassword']],
};

/** The secret paths of a section that this reader sees masked (null: nobody in particular, e.g. the audit log). */
function maskedPaths(section: SettingsSection, reader: Role | null): readonly (readonly string[])[] {
  const writerReadable = WRITER_READABLE_PATHS[section] ?? [];
  const readable = reader !== null && can(reader, `settings.${section}.write`);
  return [...(SECRET_PATHS[section] ?? []), ...(readable ? [] : writerReadable)];
}

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

/** A section's value with its secrets shown as the mask to this reader (an empty secret stays empty: nothing is stored). */
export function maskSection<T>(section: SettingsSection, value: T, reader: Role | null): T {
  return maskedPaths(section, reader).reduce<unknown>((v, path) => mapAt(v, path, (s) => (s ? MASKED_SECRET : s)), value) as T;
}

export function maskSettings<T extends Partial<SettingsSections>>(settings: T, reader: Role | null): T {
  const masked: Record<string, unknown> = { ...settings };
  for (const section of Object.keys(masked) as SettingsSection[]) masked[section] = maskSection(section, masked[section], reader);
  return masked as T;
}

/** The incoming value with every mask replaced by the secret stored before. */
export function keepSecrets<T>(section: SettingsSection, incoming: T, stored: unknown): T {
  return maskedPaths(section, null).reduce<unknown>((v, path) => mapAt(v, path, (s) => (s === MASKED_SECRET ? readAt(stored, path) : s)), incoming) as T;
}
