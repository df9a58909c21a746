// The merchant's rebate settings as the module applies them (docs/rebates.md): members claim only while the
// manualRebate flag is on, so the claim pay mode falls back to automatic payment when it is off.
import type { RebatesSettings } from '@orbit/contracts/rebates';
import type { ResolvedMerchant } from '../../plugins/principals.ts';

export function rebatesSettingsOf(merchant: Pick<ResolvedMerchant, 'settings'>): RebatesSettings {
  const settings = merchant.settings.rebates;
  const claim = settings.payMode === 'claim' && merchant.settings.flags.manualRebate;
  return { ...settings, payMode: claim ? 'claim' : 'automatic' };
}
