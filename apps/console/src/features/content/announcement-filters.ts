// The console's announcement list filters: by group, switched on or off, and "showing now" (switched on,
// started and not ended, the rule the member site reads by; docs/content.md).
import type { Announcement, AnnouncementGroup, AnnouncementType } from '@orbit/contracts/announcements';

export interface AnnouncementFilters {
  group: AnnouncementGroup | 'all';
  enabled: 'all' | 'on' | 'off';
  showingNow: boolean;
}

export const NO_FILTERS: AnnouncementFilters = { group: 'all', enabled: 'all', showingNow: false };

/** Whether the site shows it at this instant (audience aside). */
export function isShowing(item: Pick<Announcement, 'enabled' | 'startsAt' | 'endsAt'>, now: number): boolean {
  if (!item.enabled) return false;
  if (item.startsAt !== null && Date.parse(item.startsAt) > now) return false;
  return item.endsAt === null || Date.parse(item.endsAt) > now;
}

/** Where it stands in its schedule: not started yet, showing, ended, or switched off. */
export function scheduleState(item: Pick<Announcement, 'enabled' | 'startsAt' | 'endsAt'>, now: number): 'off' | 'scheduled' | 'showing' | 'ended' {
  if (!item.enabled) return 'off';
  if (item.startsAt !== null && Date.parse(item.startsAt) > now) return 'scheduled';
  if (item.endsAt !== null && Date.parse(item.endsAt) <= now) return 'ended';
  return 'showing';
}

export function filterAnnouncements(items: readonly Announcement[], filters: AnnouncementFilters, now: number): Announcement[] {
  return items.filter(
    (item) =>
      (filters.group === 'all' || item.group === filters.group) &&
      (filters.enabled === 'all' || item.enabled === (filters.enabled === 'on')) &&
      (!filters.showingNow || isShowing(item, now)),
  );
}

/** The execution type a group is usually published with; the form picks it when the group changes. */
export const DEFAULT_TYPE: Record<AnnouncementGroup, AnnouncementType> = { banners: 'B', player: 'PL', popup: 'PU', promotion: 'PR' };
