export type { ResolvedMerchant, SettingsSections } from '../../plugins/principals.ts';
