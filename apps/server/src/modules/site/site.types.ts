import type { MerchantSettings } from '@orbit/contracts/settings';

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
