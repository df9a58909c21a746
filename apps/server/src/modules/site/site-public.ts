// What the site tells any visitor: the whitelabel settings with the visitor's location, the
// maintenance window now and whether the visitor's region is restricted, the site status, and the country list.
// Split from site.service.ts, which hands in the merchant cache's public settings.
import { findLanguage } from '@orbit/contracts/languages';
import type { Location, SiteStatus, Whitelabel } from '@orbit/contracts/site';
import type { Clock } from '../../lib/clock.ts';
import { listCountries } from './countries.ts';
import { countryOfIp, ipInList, normaliseIp } from './geo.ts';
import type { createMerchantCache } from './merchant-cache.ts';
import { isMaintenanceActive } from './merchant-settings.ts';
import type { ResolvedMerchant } from './site.types.ts';

export function createSitePublic(shared: { clock: Clock; loadById: ReturnType<typeof createMerchantCache>['loadById'] }) {
  const { clock, loadById } = shared;

  function location(ip: string): Location {
    // IPv4 clients on a dual-stack socket arrive as ::ffff:a.b.c.d; they are shown as a.b.c.d.
    const shown = ip.startsWith('::ffff:') ? normaliseIp(ip) : ip;
    return { ip: shown, ...countryOfIp(ip) };
  }

  function publicMaintenance(merchant: ResolvedMerchant, now: Date) {
    const { maintenance } = merchant.settings;
    return { active: isMaintenanceActive(maintenance, now), startAt: maintenance.startAt, endAt: maintenance.endAt, message: maintenance.message };
  }

  function isRestricted(merchant: ResolvedMerchant, where: Location): boolean {
    const rule = merchant.settings.regionRestriction;
    if (!rule.enabled || !where.country) return false;
    if (!rule.blockedCountries.includes(where.country)) return false;
    return !ipInList(where.ip, rule.ipAllowList);
  }

  async function whitelabel(merchant: ResolvedMerchant, ip: string): Promise<Whitelabel> {
    const { publicSettings } = await loadById(merchant.id);
    const where = location(ip);
    return {
      ...publicSettings,
      location: where,
      maintenance: publicMaintenance(merchant, clock.now()),
      regionRestriction: { enabled: merchant.settings.regionRestriction.enabled, restricted: isRestricted(merchant, where) },
    };
  }

  /**
   * The same reply as `whitelabel`, as JSON: the shared part serialised once per settings version, the
   * visitor's part (location, maintenance now, restriction) appended.
   */
  async function whitelabelJson(merchant: ResolvedMerchant, ip: string): Promise<string> {
    const [open, visitor] = await whitelabelParts(merchant, ip);
    return open.toString() + visitor;
  }

  /** The whitelabel reply as the shared bytes (without the closing brace) and the visitor's part ending it. */
  async function whitelabelParts(merchant: ResolvedMerchant, ip: string): Promise<[Buffer, string]> {
    const { publicOpen } = await loadById(merchant.id);
    const where = location(ip);
    const visitor = {
      location: where,
      maintenance: publicMaintenance(merchant, clock.now()),
      regionRestriction: { enabled: merchant.settings.regionRestriction.enabled, restricted: isRestricted(merchant, where) },
    };
    return [publicOpen, `,${JSON.stringify(visitor).slice(1)}`];
  }

  function status(merchant: ResolvedMerchant, ip: string): SiteStatus {
    const where = location(ip);
    const maintenance = publicMaintenance(merchant, clock.now());
    // Maintenance wins over restriction.
    const code = maintenance.active ? 1 : isRestricted(merchant, where) ? 2 : 0;
    return {
      status: code,
      ip: where.ip,
      country: where.country,
      countryName: where.countryName,
      maintenance,
      customerService: merchant.settings.customerService.filter((c) => c.enabled).map(({ enabled: _enabled, ...entry }) => entry),
    };
  }

  /** The country list, and the one to start on: the visitor's own, else the merchant's home country. */
  function countries(merchant: ResolvedMerchant, language: string | undefined, ip: string) {
    const locale = findLanguage(language)?.locale ?? 'en';
    return { current: location(ip).country ?? merchant.settings.general.homeCountry, countries: listCountries(locale) };
  }

  return { location, whitelabel, whitelabelJson, whitelabelParts, status, countries };
}
