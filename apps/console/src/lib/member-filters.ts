// The members list's search, filters and page, kept in the address so the back button and a shared link
// return to the same list.
import { MEMBER_STATUSES } from '@orbit/contracts/console-members';
import { isMemberType } from './member-types.ts';

export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export interface MemberFilters {
  q: string;
  type: number | null;
  status: MemberStatus | null;
  page: number;
}

export const MEMBERS_PAGE_SIZE = 25;
const MAX_QUERY = 64;

/** Reads the filters from the address; anything malformed reads as "no filter". */
export function parseMemberFilters(params: URLSearchParams): MemberFilters {
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  const typeText = params.get('type');
  const type = typeText !== null && /^\d+$/.test(typeText) && isMemberType(Number(typeText)) ? Number(typeText) : null;
  const statusText = params.get('status');
  const status = (MEMBER_STATUSES as readonly string[]).includes(statusText ?? '') ? (statusText as MemberStatus) : null;
  const pageText = params.get('page');
  const page = pageText !== null && /^\d+$/.test(pageText) && Number(pageText) >= 1 ? Math.min(Number(pageText), 10_000) : 1;
  return { q, type, status, page };
}

/** The address form of the filters, leaving out the defaults so a plain list has a plain address. */
export function memberFiltersToParams(filters: MemberFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set('q', filters.q.trim());
  if (filters.type !== null) params.set('type', String(filters.type));
  if (filters.status !== null) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The query of the list call. */
export function memberListQuery(filters: MemberFilters) {
  return {
    page: filters.page,
    pageSize: MEMBERS_PAGE_SIZE,
    q: filters.q.trim() || undefined,
    type: filters.type ?? undefined,
    status: filters.status ?? undefined,
  };
}

export function hasMemberFilters(filters: MemberFilters): boolean {
  return filters.q.trim() !== '' || filters.type !== null || filters.status !== null;
}
