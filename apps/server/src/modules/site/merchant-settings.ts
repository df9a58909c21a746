// A merchant's row read as settings: defaults for what was added after it was saved, the shape the console
// edits, the part of the whitelabel reply that is the same for every visitor (site.service.ts uses them), and
// whether the sandbox gateway takes payments (the payments module and the console's status read it).
import { FEATURES, FEATURE_GROUPS } from '@orbit/contracts/features';
import { upgradeMemberBanks } from '@orbit/contracts/banks';
import type { Maintenance, MerchantSettings } from '@orbit/contracts/settings';
import { whitelabelSchema, type Whitelabel } from '@orbit/contracts/site';
import type * as repo from './site.repo.ts';
import type { ResolvedMerchant, SettingsSections } from './site.types.ts';
import { defaultSettings } from './site.defaults.ts';

export const publicWhitelabelSchema = whitelabelSchema.omit({ location: true, maintenance: true, regionRestriction: true });

export function isMaintenanceActive(maintenance: Maintenance, now: Date): boolean {
  if (!maintenance.enabled) return false;
  if (maintenance.startAt && Date.parse(maintenance.startAt) > now.getTime()) return false;
  if (maintenance.endAt && Date.parse(maintenance.endAt) <= now.getTime()) return false;
  return true;
}

export function toResolved(row: repo.MerchantRow): ResolvedMerchant {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    currency: row.currency,
    currencySymbol: row.currencySymbol,
    timeZone: row.timeZone,
    version: row.version,
    settings: withDefaults(row),
  };
}

/** Sections added after a merchant was created read as their defaults until an operator saves them. */
export function withDefaults(row: repo.MerchantRow): SettingsSections {
  const defaults = defaultSettings(row.name);
  const stored = row.settings as Partial<SettingsSections>;
  // Fields added to an object section later read as their defaults too (arrays are kept as stored).
  const merged: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(stored)) {
    const base = (defaults as Record<string, unknown>)[key];
    merged[key] = value && base && typeof value === 'object' && typeof base === 'object' && !Array.isArray(value) ? { ...base, ...value } : value;
  }
  const payments = merged.payments as SettingsSections['payments'];
  // Bank lists saved when banks were plain names read as entries with codes (see contracts/banks.ts).
  if ((payments.memberBanks as unknown[]).some((bank) => typeof bank === 'string'))
    merged.payments = { ...payments, memberBanks: upgradeMemberBanks(payments.memberBanks) };
  return merged as SettingsSections;
}

export function toMerchantSettings(merchant: ResolvedMerchant): MerchantSettings {
  return {
    code: merchant.code,
    name: merchant.name,
    currency: merchant.currency,
    currencySymbol: merchant.currencySymbol,
    timeZone: merchant.timeZone,
    version: merchant.version,
    ...merchant.settings,
  };
}

/** The part of the whitelabel reply that is the same for every visitor, built once per settings version. */
export function buildPublicSettings(merchant: ResolvedMerchant): Omit<Whitelabel, 'location' | 'maintenance' | 'regionRestriction'> {
  const { settings } = merchant;
  return {
    version: merchant.version,
    merchant: {
      code: merchant.code,
      name: merchant.name,
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      timeZone: merchant.timeZone,
      defaultLang: settings.general.defaultLang,
      supportLanguages: settings.general.supportLanguages,
    },
    modules: FEATURE_GROUPS.map((group) => {
      const children = FEATURES.filter((f) => f.group === group).map((f) => ({
        modId: f.modId,
        enabled: settings.flags[f.key] ? ('1' as const) : ('0' as const),
      }));
      return { modId: group.toUpperCase(), enabled: children.some((c) => c.enabled === '1') ? ('1' as const) : ('0' as const), children };
    }),
    flags: settings.flags,
    registerRules: settings.registerRules,
    branding: settings.branding,
    resources: settings.resources,
    customerService: settings.customerService.filter((c) => c.enabled).map(({ enabled: _enabled, ...entry }) => entry),
    banners: settings.banners.filter((b) => b.enabled).map(({ enabled: _enabled, ...banner }) => banner),
    gtagId: settings.general.gtagId,
    imageCDNs: settings.general.imageCDNs,
    launchGameCDNs: settings.general.launchGameCDNs,
  };
}

/**
 * Whether the built-in sandbox gateway takes this merchant's payments: its Pay button credits a deposit with
 * no money behind it, so in production (NODE_ENV=production) only when an operator turned it on in Settings →
 * Payments (audited like every settings change); in development and the demo it stays on so `npm start` works.
 */
export function sandboxGatewayOn(merchant: Pick<ResolvedMerchant, 'settings'>, production: boolean): boolean {
  const payments = merchant.settings.payments;
  return payments.gateway.provider === 'sandbox' && (!production || payments.sandboxInProduction);
}
