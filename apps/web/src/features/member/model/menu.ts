// The member centre's menu (docs/product.md, Member centre): every page key in menu order, the
// feature switch (docs/members.md) that hides it, and which later release brings its screen. Pure, so the gating
// is tested without a browser.
import type { FeatureFlags } from '@orbit/contracts/features';

/** The part of the product that will build a page's screen; until it lands the page says so instead of faking data. */
export type Release = 'games' | 'rewards' | 'messages';

export const MEMBER_PAGE_KEYS = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'manualRebate',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'playerRank',
  'messageV2',
  'feedback',
] as const;
export type MemberPageKey = (typeof MEMBER_PAGE_KEYS)[number];

export const DEFAULT_MEMBER_PAGE: MemberPageKey = 'securityCenter';

/** The switches that decide whether a member-centre page exists for this merchant. */
export type MemberFeature = 'manualRebate' | 'transferUpline' | 'rewardCenter' | 'referral' | 'missions' | 'playerRank' | 'messages';
export type MemberFlags = Pick<FeatureFlags, MemberFeature>;

export const MEMBER_FEATURES: readonly MemberFeature[] = ['manualRebate', 'transferUpline', 'rewardCenter', 'referral', 'missions', 'playerRank', 'messages'];

/** The member centre's switches from the site settings' flags; a switch missing from them counts as off. */
export function memberFlagsFrom(flags: Partial<Record<string, boolean>>): MemberFlags {
  return Object.fromEntries(MEMBER_FEATURES.map((key) => [key, flags[key] === true])) as MemberFlags;
}

interface MenuDefinition {
  key: MemberPageKey;
  feature?: MemberFeature;
  /** Absent: the screen is built (my account here; the wallet's pages are handed in by the route). */
  release?: Release;
}

const MENU: readonly MenuDefinition[] = [
  { key: 'securityCenter' },
  { key: 'transferFund' },
  { key: 'depositv2' },
  { key: 'withdraw' },
  { key: 'transferUpline', feature: 'transferUpline' },
  { key: 'personalHistoryCopy' },
  { key: 'manualRebate', feature: 'manualRebate' },
  { key: 'transactionHistory' },
  { key: 'personalProfit' },
  { key: 'bonusDetails' },
  { key: 'rewardCenter', feature: 'rewardCenter' },
  { key: 'referral', feature: 'referral' },
  { key: 'missionLeaderboard', feature: 'missions', release: 'rewards' },
  { key: 'playerRank', feature: 'playerRank', release: 'rewards' },
  { key: 'messageV2', feature: 'messages', release: 'messages' },
  { key: 'feedback' },
];

export interface MenuContext {
  flags: MemberFlags;
  /**
   * Whether this member may transfer to an upline (member info's toUpline); undefined while the info loads,
   * when the page is offered as the flag says and the server has the last word.
   */
  toUpline: boolean | undefined;
  /** Missions open to the member: shown as a badge when above 0. */
  missionCount: number;
  /** Unread platform messages: shown as a badge when above 0. */
  messageCount?: number;
}

export interface MenuItem {
  key: MemberPageKey;
  release: Release | null;
  badge: number | null;
}

function isOffered(entry: MenuDefinition, context: MenuContext): boolean {
  if (entry.feature && !context.flags[entry.feature]) return false;
  if (entry.key === 'transferUpline' && context.toUpline === false) return false;
  return true;
}

function badgeOf(key: MemberPageKey, context: MenuContext): number | null {
  const count = key === 'missionLeaderboard' ? context.missionCount : key === 'messageV2' ? (context.messageCount ?? 0) : 0;
  return count > 0 ? count : null;
}

/** The menu this member sees, in menu order. */
export function memberMenu(context: MenuContext): MenuItem[] {
  return MENU.filter((entry) => isOffered(entry, context)).map((entry) => ({
    key: entry.key,
    release: entry.release ?? null,
    badge: badgeOf(entry.key, context),
  }));
}

export function isMemberPageKey(value: string | undefined): value is MemberPageKey {
  return (MEMBER_PAGE_KEYS as readonly string[]).includes(value ?? '');
}

/**
 * What opening a page does: show it; say the feature is not open to this account ('Please Register An
 * Account First'), when its switch is off; or go to the default page for a key that is not a page.
 */
export type PageResolution = { kind: 'show'; item: MenuItem } | { kind: 'featureOff' } | { kind: 'unknown' };

export function resolveMemberPage(page: string | undefined, context: MenuContext): PageResolution {
  if (page === undefined || page === '') return resolveMemberPage(DEFAULT_MEMBER_PAGE, context);
  if (!isMemberPageKey(page)) return { kind: 'unknown' };
  const item = memberMenu(context).find((entry) => entry.key === page);
  return item ? { kind: 'show', item } : { kind: 'featureOff' };
}

/** Who may open the member centre: a token, and not a trial (isAgent 4) account. */
export type CentreAccess = 'ok' | 'login' | 'trial';

export function memberCentreAccess(session: { loggedIn: boolean; isAgent: number | null }, trialType = 4): CentreAccess {
  if (!session.loggedIn) return 'login';
  return session.isAgent === trialType ? 'trial' : 'ok';
}
