import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSettingsEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { settingsKeys } from './query-keys.ts';

export function getSettings() {
  return api.call(getSettingsEndpoint);
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsKeys.detail(), queryFn: getSettings });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
