import { describe, expect, it } from 'vitest';
import { membersListEndpoint } from '@orbit/contracts/console-members';
import { memberFiltersToParams, memberListQuery, parseMemberFilters, type MemberFilters } from './member-filters.ts';

const parse = (query: string) => parseMemberFilters(new URLSearchParams(query));

describe('members list filters in the address', () => {
  it('reads search, type, status and page', () => {
    expect(parse('q=%20ali%20&type=41&status=locked&page=3')).toEqual({ q: 'ali', type: 41, status: 'locked', page: 3 });
  });

  it('reads anything malformed as no filter and the first page', () => {
    expect(parse('type=7&status=gone&page=-2')).toEqual({ q: '', type: null, status: null, page: 1 });
    expect(parse('type=abc&page=1.5')).toEqual({ q: '', type: null, status: null, page: 1 });
  });

  it('keeps type 0 (members) as a real filter', () => {
    expect(parse('type=0').type).toBe(0);
    expect(memberFiltersToParams({ q: '', type: 0, status: null, page: 1 }).toString()).toBe('type=0');
  });

  it('writes only what differs from the plain list, and reads back the same filters', () => {
    expect(memberFiltersToParams({ q: '', type: null, status: null, page: 1 }).toString()).toBe('');
    const filters: MemberFilters = { q: 'bob', type: 2, status: 'active', page: 4 };
    expect(parseMemberFilters(memberFiltersToParams(filters))).toEqual(filters);
  });

  it('builds a query the list call accepts', () => {
    const query = memberListQuery({ q: '  ', type: null, status: 'locked', page: 2 });
    expect(query).toEqual({ page: 2, pageSize: 25, q: undefined, type: undefined, status: 'locked' });
    expect(membersListEndpoint.query!.safeParse(query).success).toBe(true);
  });
});
