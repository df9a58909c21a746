import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { memberLedgerEndpoint } from '@orbit/contracts/console-finance';
import { api } from '../../../lib/api.ts';
import { financeKeys } from './query-keys.ts';

export const LEDGER_PAGE_SIZE = 25;

/** Every posting on every account of a member, newest first, with the accounts' balances. */
export function getMemberLedger(memberId: number, page: number) {
  return api.call(memberLedgerEndpoint, { params: { id: memberId }, query: { page, pageSize: LEDGER_PAGE_SIZE } });
}

export function memberLedgerQueryOptions(memberId: number, page: number) {
  return queryOptions({ queryKey: financeKeys.ledger(memberId, page), queryFn: () => getMemberLedger(memberId, page), placeholderData: keepPreviousData });
}

export function useMemberLedger(memberId: number, page: number) {
  return useQuery(memberLedgerQueryOptions(memberId, page));
}
