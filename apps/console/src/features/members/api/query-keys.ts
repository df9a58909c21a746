import type { MemberStatus } from '../../../lib/member-filters.ts';

export interface MemberListParams {
  page: number;
  pageSize: number;
  q?: string | undefined;
  type?: number | undefined;
  status?: MemberStatus | undefined;
}

export const memberKeys = {
  all: ['members'] as const,
  lists: () => [...memberKeys.all, 'list'] as const,
  list: (params: MemberListParams) => [...memberKeys.lists(), params] as const,
  details: () => [...memberKeys.all, 'detail'] as const,
  detail: (id: number) => [...memberKeys.details(), id] as const,
  /** Under the member's detail key, so invalidating the detail refreshes these too. */
  sessions: (id: number) => [...memberKeys.detail(id), 'sessions'] as const,
  logins: (id: number, page: number) => [...memberKeys.detail(id), 'logins', page] as const,
};
