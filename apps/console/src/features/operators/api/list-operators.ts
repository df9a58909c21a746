import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOperatorsEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';
import { operatorKeys } from './query-keys.ts';

export function listOperators() {
  return api.call(listOperatorsEndpoint);
}

export function operatorsQueryOptions() {
  return queryOptions({ queryKey: operatorKeys.list(), queryFn: listOperators, select: (reply) => reply.items });
}

export function useOperators() {
  return useQuery(operatorsQueryOptions());
}
