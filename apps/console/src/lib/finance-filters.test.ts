import { describe, expect, it } from 'vitest';
import { DEPOSIT_KINDS, DEPOSIT_STATUSES } from '@orbit/contracts/payments';
import { hasQueueFilters, parseQueueFilters, queueFiltersToParams, queueQuery } from './finance-filters.ts';

const read = (search: string) => parseQueueFilters(new URLSearchParams(search), DEPOSIT_STATUSES, 'pending', DEPOSIT_KINDS);

describe('finance queue filters in the address', () => {
  it('opens on the pending items, and shows every status when asked', () => {
    expect(read('')).toEqual({ status: 'pending', kind: null, q: '', page: 1 });
    expect(read('status=all').status).toBeNull();
    expect(read('status=rejected&kind=bank&q=%20ali%20&page=3')).toEqual({ status: 'rejected', kind: 'bank', q: 'ali', page: 3 });
  });

  it('reads malformed values as no filter', () => {
    expect(read('status=paid&kind=cash&page=-2')).toEqual({ status: null, kind: null, q: '', page: 1 });
    expect(read('page=1e9').page).toBe(1);
  });

  it('writes the filters back without the defaults, and round-trips', () => {
    expect(queueFiltersToParams(read(''), 'pending').toString()).toBe('');
    const filters = read('status=all&kind=online&q=bob&page=2');
    expect(queueFiltersToParams(filters, 'pending').toString()).toBe('status=all&kind=online&q=bob&page=2');
    expect(read(queueFiltersToParams(filters, 'pending').toString())).toEqual(filters);
  });

  it('builds the list query and tells a filtered view from the default one', () => {
    expect(queueQuery(read('status=all&q=bob'))).toEqual({ page: 1, pageSize: 25, status: undefined, kind: undefined, q: 'bob' });
    expect(hasQueueFilters(read(''), 'pending')).toBe(false);
    expect(hasQueueFilters(read('status=all'), 'pending')).toBe(true);
  });
});
