import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettingsEndpoint } from '@orbit/contracts/console';
import type { MerchantSettings, SettingsSection } from '@orbit/contracts/settings';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './query-keys.ts';

export type SectionValue<S extends SettingsSection> = MerchantSettings[S];

/** Replaces one whole section; the server validates it, audits it and answers every section. */
export function updateSettings<S extends SettingsSection>(section: S, value: SectionValue<S>) {
  return api.call(updateSettingsEndpoint, { params: { section }, body: value });
}

export function useUpdateSettings<S extends SettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: SectionValue<S>) => updateSettings(section, value),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.detail(), settings);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
