// What the member site shows right now, worked out from the merchant's settings the way the server does:
// maintenance wins over region restriction.
import type { Maintenance, RegionRestriction } from '@orbit/contracts/settings';

export type MaintenanceState = 'off' | 'active' | 'scheduled' | 'ended';

export function maintenanceState(maintenance: Pick<Maintenance, 'enabled' | 'startAt' | 'endAt'>, now: number = Date.now()): MaintenanceState {
  if (!maintenance.enabled) return 'off';
  if (maintenance.endAt && Date.parse(maintenance.endAt) <= now) return 'ended';
  if (maintenance.startAt && Date.parse(maintenance.startAt) > now) return 'scheduled';
  return 'active';
}

export type SiteState = 'open' | 'maintenance' | 'restricted';

/** The site for a visitor from a blocked country: restriction applies only when maintenance does not. */
export function siteState(
  maintenance: Pick<Maintenance, 'enabled' | 'startAt' | 'endAt'>,
  restriction: RegionRestriction,
  now: number = Date.now(),
): SiteState {
  if (maintenanceState(maintenance, now) === 'active') return 'maintenance';
  if (restriction.enabled && restriction.blockedCountries.length > 0) return 'restricted';
  return 'open';
}
