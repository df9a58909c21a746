import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmSettingsChangeEndpoint, rejectSettingsChangeEndpoint, settingsChangesEndpoint } from '@orbit/contracts/console-approvals';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './query-keys.ts';

/** Settings changes that guard money, waiting for a second operator. */
export function useSettingsChanges(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsKeys.changes(),
    queryFn: async () => (await api.call(settingsChangesEndpoint)).items,
    enabled: options.enabled ?? true,
  });
}

/** Confirms (applies) or rejects a held change; the settings and the list are read again either way. */
export function useDecideSettingsChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: 'confirm' | 'reject' }) =>
      api.call(decision === 'confirm' ? confirmSettingsChangeEndpoint : rejectSettingsChangeEndpoint, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.all }),
  });
}
