import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { consoleTransfersEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys, type TransferListParams } from './query-keys.ts';

export function listTransfers(params: TransferListParams) {
  return api.call(consoleTransfersEndpoint, { query: params });
}

export function transfersQueryOptions(params: TransferListParams) {
  return queryOptions({
    queryKey: financeKeys.transferList(params),
    queryFn: () => listTransfers(params),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

export function useTransfers(params: TransferListParams) {
  return useQuery(transfersQueryOptions(params));
}
