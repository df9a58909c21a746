import { describe, expect, it } from 'vitest';
import type { Announcement } from '@orbit/contracts/announcements';
import { filterAnnouncements, isShowing, NO_FILTERS, scheduleState } from './announcement-filters.ts';

const NOW = Date.parse('2027-03-01T12:00:00Z');
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

function item(id: number, change: Partial<Announcement> = {}): Announcement {
  return {
    id,
    group: 'player',
    type: 'PL',
    title: { EN: `a${id}` },
    content: { EN: '' },
    audience: 'everyone',
    startsAt: null,
    endsAt: null,
    pinned: false,
    sortOrder: 0,
    enabled: true,
    createdAt: iso(NOW),
    updatedAt: iso(NOW),
    ...change,
  };
}

describe('announcement filters', () => {
  const items = [
    item(1),
    item(2, { group: 'popup', type: 'PU' }),
    item(3, { enabled: false }),
    item(4, { startsAt: iso(NOW + HOUR) }),
    item(5, { endsAt: iso(NOW) }),
    item(6, { startsAt: iso(NOW - HOUR), endsAt: iso(NOW + HOUR) }),
  ];
  const ids = (filters = NO_FILTERS) => filterAnnouncements(items, filters, NOW).map((a) => a.id);

  it('keeps everything without filters', () => {
    expect(ids()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('filters by group and by switched on or off', () => {
    expect(ids({ ...NO_FILTERS, group: 'popup' })).toEqual([2]);
    expect(ids({ ...NO_FILTERS, enabled: 'off' })).toEqual([3]);
    expect(ids({ ...NO_FILTERS, enabled: 'on' })).toEqual([1, 2, 4, 5, 6]);
  });

  it('shows now only what is switched on, started and not ended (the end itself is past)', () => {
    expect(ids({ ...NO_FILTERS, showingNow: true })).toEqual([1, 2, 6]);
    expect(isShowing(items[4]!, NOW - 1)).toBe(true);
  });

  it('names where each stands in its schedule', () => {
    expect(items.map((a) => scheduleState(a, NOW))).toEqual(['showing', 'showing', 'off', 'scheduled', 'ended', 'showing']);
  });
});
