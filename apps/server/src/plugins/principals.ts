// Who a request is from, as the route kit hands it to every call: the merchant it belongs to, and the
// signed-in operator or member. The site, console and members modules make them (and re-export these types
// from their *.types.ts); they live here so the route kit depends on no module (ADR 0023).
import type { MerchantSettings } from '@orbit/contracts/settings';
import type { Role } from '@orbit/contracts/permissions';

export type SettingsSections = Omit<MerchantSettings, 'code' | 'name' | 'currency' | 'currencySymbol' | 'timeZone' | 'version'>;

/** The merchant a request belongs to, with its settings as of the cache's last read. */
export interface ResolvedMerchant {
  id: number;
  code: string;
  name: string;
  currency: string;
  currencySymbol: string;
  timeZone: string;
  version: number;
  settings: SettingsSections;
}

export interface AuthenticatedOperator {
  id: number;
  merchantId: number;
  username: string;
  displayName: string;
  role: Role;
  tokenHash: string;
}

/** The member of an authenticated request (route kit, audience 'member'). */
export interface AuthenticatedMember {
  id: number;
  merchantId: number;
  username: string;
  type: number;
  tokenHash: string;
  sessionId: string;
  mustChangePassword: boolean;
  coolOffUntil: Date | null;
  selfExcludedUntil: Date | null;
}
