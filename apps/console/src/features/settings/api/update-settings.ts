import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSettingsEndpoint } from '@orbit/contracts/console';
import type { MerchantSettings, SettingsSection } from '@orbit/contracts/settings';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './query-keys.ts';

export type SectionValue<S extends SettingsSection> = MerchantSettings[S];

/** Replaces one whole section; the server validates it, audits it and answers every section. */
export function updateSettings<S extends SettingsSection>(section: S, value: SectionValue<S>, expectedVersion?: number) {
  return api.call(updateSettingsEndpoint, { params: { section }, query: { expectedVersion }, body: value });
}

export function useUpdateSettings<S extends SettingsSection>(section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    // Saved against the version the editor loaded: another operator's newer save is not overwritten.
    mutationFn: ({ value, expectedVersion }: { value: SectionValue<S>; expectedVersion: number }) => updateSettings(section, value, expectedVersion),
    onSuccess: (settings) => {
      queryClient.setQueryData(settingsKeys.detail(), settings);
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
  });
}
