import { describe, expect, it } from 'vitest';
import { memberCentreAccess, memberFlagsFrom, memberMenu, resolveMemberPage, type MemberFlags, type MenuContext } from './menu.ts';

const ALL_ON: MemberFlags = { manualRebate: true, transferUpline: true, rewardCenter: true, referral: true, missions: true, playerRank: true, messages: true };
const context = (overrides: Partial<MenuContext> = {}): MenuContext => ({ flags: ALL_ON, toUpline: true, missionCount: 0, ...overrides });
const keys = (ctx: MenuContext) => memberMenu(ctx).map((item) => item.key);

describe('member centre menu', () => {
  it('lists every page in menu order when every feature is on', () => {
    expect(keys(context())).toEqual([
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
    ]);
  });

  it('hides each switchable page when its whitelabel flag is off, and only that page', () => {
    const pageOf: Record<keyof MemberFlags, string> = {
      manualRebate: 'manualRebate',
      transferUpline: 'transferUpline',
      rewardCenter: 'rewardCenter',
      referral: 'referral',
      missions: 'missionLeaderboard',
      playerRank: 'playerRank',
      messages: 'messageV2',
    };
    const all = keys(context());
    for (const [flag, page] of Object.entries(pageOf)) {
      const shown = keys(context({ flags: { ...ALL_ON, [flag]: false } }));
      expect(shown, flag).toEqual(all.filter((key) => key !== page));
    }
  });

  it('reads its switches from the site settings, a missing one as off', () => {
    expect(memberFlagsFrom({ manualRebate: true, missions: false, vip: true })).toEqual({
      manualRebate: true,
      transferUpline: false,
      rewardCenter: false,
      referral: false,
      missions: false,
      playerRank: false,
      messages: false,
    });
  });

  it('keeps my account, wallet, deposit, withdrawal, the records and feedback whatever the flags say', () => {
    const allOff = Object.fromEntries(Object.keys(ALL_ON).map((k) => [k, false])) as MemberFlags;
    expect(keys(context({ flags: allOff }))).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
      'feedback',
    ]);
  });

  it('offers transfer to upline only to a member allowed to, once the info says so', () => {
    expect(keys(context({ toUpline: false }))).not.toContain('transferUpline');
    expect(keys(context({ toUpline: undefined }))).toContain('transferUpline');
  });

  it('badges platform messages with the unread count only when above 0', () => {
    const badgeOf = (count: number) => memberMenu(context({ messageCount: count })).find((item) => item.key === 'messageV2')?.badge;
    expect(badgeOf(0)).toBeNull();
    expect(badgeOf(4)).toBe(4);
    expect(
      memberMenu(context({ messageCount: 4 }))
        .filter((item) => item.badge !== null)
        .map((item) => item.key),
    ).toEqual(['messageV2']);
  });

  it('badges mission activity with the mission count only when above 0', () => {
    const badgeOf = (count: number) => memberMenu(context({ missionCount: count })).find((item) => item.key === 'missionLeaderboard')?.badge;
    expect(badgeOf(0)).toBeNull();
    expect(badgeOf(3)).toBe(3);
    expect(memberMenu(context({ missionCount: 3 })).filter((item) => item.badge !== null)).toHaveLength(1);
  });

  it('marks the pages whose screens arrive later with their release; my account, the wallet and the betting record are built', () => {
    const byKey = Object.fromEntries(memberMenu(context()).map((item) => [item.key, item.release]));
    expect(byKey.securityCenter).toBeNull();
    expect(byKey.depositv2).toBeNull();
    expect(byKey.withdraw).toBeNull();
    expect(byKey.transactionHistory).toBeNull();
    expect(byKey.personalHistoryCopy).toBeNull(); // the betting record, built with the games
    expect(byKey.manualRebate).toBeNull(); // rebates (docs/rebates.md)
    expect([byKey.rewardCenter, byKey.referral]).toEqual([null, null]); // built with the rewards
    expect(byKey.missionLeaderboard).toBe('rewards');
    expect(byKey.messageV2).toBe('messages');
  });
});

describe('opening a member centre page', () => {
  it('opens my account by default', () => {
    expect(resolveMemberPage(undefined, context())).toMatchObject({ kind: 'show', item: { key: 'securityCenter' } });
  });

  it('shows an offered page', () => {
    expect(resolveMemberPage('depositv2', context())).toMatchObject({ kind: 'show', item: { key: 'depositv2' } });
  });

  it('refuses a page whose feature is off ("Please Register An Account First")', () => {
    expect(resolveMemberPage('manualRebate', context({ flags: { ...ALL_ON, manualRebate: false } }))).toEqual({ kind: 'featureOff' });
  });

  it('does not know page keys outside the menu (case matters)', () => {
    expect(resolveMemberPage('wallet', context())).toEqual({ kind: 'unknown' });
    expect(resolveMemberPage('SecurityCenter', context())).toEqual({ kind: 'unknown' });
  });
});

describe('member centre access', () => {
  it('asks a visitor to log in, warns a trial account, lets members and agents in', () => {
    expect(memberCentreAccess({ loggedIn: false, isAgent: null })).toBe('login');
    expect(memberCentreAccess({ loggedIn: true, isAgent: 4 })).toBe('trial');
    for (const type of [0, 1, 2, 41, 42]) expect(memberCentreAccess({ loggedIn: true, isAgent: type })).toBe('ok');
  });
});
