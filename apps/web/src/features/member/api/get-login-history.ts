import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { loginHistoryEndpoint } from '@orbit/contracts/member-security';
import { api } from '../../../lib/api.ts';
import { useSession } from '../../../lib/session.ts';
import { memberKeys } from './query-keys.ts';

export const LOGIN_HISTORY_PAGE_SIZE = 10;

export function getLoginHistory(page: number, pageSize = LOGIN_HISTORY_PAGE_SIZE) {
  return api.call(loginHistoryEndpoint, { query: { page, pageSize } });
}

export function loginHistoryQueryOptions(account: string | null, page: number, pageSize = LOGIN_HISTORY_PAGE_SIZE) {
  return queryOptions({
    queryKey: memberKeys.loginHistory(account, page, pageSize),
    queryFn: () => getLoginHistory(page, pageSize),
    enabled: account !== null,
    // The table keeps its rows while the next page loads, instead of jumping to a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useLoginHistory(page: number) {
  const { account, loggedIn } = useSession();
  return useQuery(loginHistoryQueryOptions(loggedIn ? account : null, page));
}
