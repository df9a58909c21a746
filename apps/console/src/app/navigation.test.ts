import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Permission } from '@orbit/contracts/permissions';
import { SETTINGS_SECTION_KEYS } from '@orbit/contracts/settings';
import { filterNavigation, NAVIGATION, permissionForPath, SETTINGS_MENU, settingsLabelKey, settingsWritePermission } from './navigation.ts';

const keys = (permissions: readonly Permission[]) => filterNavigation(NAVIGATION, permissions).map((item) => item.key);

describe('menu filtering by permission', () => {
  it('shows everything to an owner and an admin', () => {
    const all = [
      'dashboard',
      'members',
      'finance',
      'games',
      'lottery',
      'sportsbook',
      'agents',
      'content',
      'promotions',
      'feedback',
      'liveChat',
      'agentApplications',
      'referrals',
      'outbox',
      'messages',
      'settings',
      'operators',
      'audit',
      'jobs',
    ];
    expect(keys(ROLE_PERMISSIONS.owner)).toEqual(all);
    expect(keys(ROLE_PERMISSIONS.admin)).toEqual(all);
  });

  it('shows support staff the members, the agents, content, feedback, live chat, the outbox and messages, and hides operators, audit and jobs', () => {
    expect(keys(ROLE_PERMISSIONS.support)).toEqual([
      'dashboard',
      'members',
      'agents',
      'content',
      'promotions',
      'feedback',
      'liveChat',
      'agentApplications',
      'outbox',
      'messages',
      'settings',
    ]);
  });

  it('shows finance the members, the finance screens, the agents, the audit log and jobs but not the outbox or the operators', () => {
    expect(keys(ROLE_PERMISSIONS.finance)).toEqual([
      'dashboard',
      'members',
      'finance',
      'lottery',
      'agents',
      'promotions',
      'agentApplications',
      'referrals',
      'settings',
      'audit',
      'jobs',
    ]);
  });

  it('shows risk staff the finance screens and the lottery, and support and content staff neither', () => {
    expect(keys(ROLE_PERMISSIONS.risk)).toContain('finance');
    expect(keys(ROLE_PERMISSIONS.risk)).toContain('lottery');
    expect(keys(ROLE_PERMISSIONS.support)).not.toContain('lottery');
    expect(keys(ROLE_PERMISSIONS.content)).not.toContain('lottery');
    expect(keys(ROLE_PERMISSIONS.support)).not.toContain('finance');
    expect(keys(ROLE_PERMISSIONS.content)).not.toContain('finance');
  });

  it('shows the content staff the announcements and the help centre, and finance and risk staff neither', () => {
    expect(keys(ROLE_PERMISSIONS.content)).toEqual(['dashboard', 'content', 'promotions', 'messages', 'settings']);
    const content = filterNavigation(NAVIGATION, ['content.read']).find((item) => item.key === 'content');
    expect(content?.children?.map((child) => child.path)).toEqual(['/content/announcements', '/content/help']);
    expect(keys(ROLE_PERMISSIONS.finance)).not.toContain('content');
    expect(keys(ROLE_PERMISSIONS.risk)).not.toContain('content');
    expect(permissionForPath('/content/help')).toBe('content.read');
  });

  it('lists the promotions, their applications and redeem codes under promotions, for whoever reads promotions', () => {
    const promotions = filterNavigation(NAVIGATION, ['promotions.read']).find((item) => item.key === 'promotions');
    expect(promotions?.children?.map((child) => child.path)).toEqual(['/promotions/list', '/promotions/applications', '/promotions/codes']);
    expect(keys(ROLE_PERMISSIONS.risk)).not.toContain('promotions');
    expect(permissionForPath('/promotions/applications')).toBe('promotions.read');
    expect(permissionForPath('/promotions/codes')).toBe('promotions.read');
  });

  it('lists every finance screen under finance', () => {
    const finance = filterNavigation(NAVIGATION, ['finance.read']).find((item) => item.key === 'finance');
    expect(finance?.children?.map((child) => child.path)).toEqual([
      '/finance/deposits',
      '/finance/withdrawals',
      '/finance/transfers',
      '/finance/reconciliation',
      '/finance/dailyTotals',
      '/finance/bonusGrants',
    ]);
  });

  it('shows content staff content and messages but neither members nor the outbox', () => {
    expect(keys(ROLE_PERMISSIONS.content)).toEqual(['dashboard', 'content', 'promotions', 'messages', 'settings']);
  });

  it('leaves only the dashboard without permissions, and drops an empty settings group', () => {
    expect(keys([])).toEqual(['dashboard']);
  });

  it('lists every settings section under settings', () => {
    const settings = filterNavigation(NAVIGATION, ['settings.read']).find((item) => item.key === 'settings');
    expect(settings?.children?.map((child) => child.key)).toEqual([...SETTINGS_MENU]);
    expect([...SETTINGS_MENU].sort()).toEqual([...SETTINGS_SECTION_KEYS].sort());
  });

  it('names every entry of the open menu differently, so the game settings do not read as the Games screens', () => {
    const settings = NAVIGATION.find((item) => item.key === 'settings')!;
    const shown = [...NAVIGATION, ...settings.children!].map((item) => item.label ?? item.key);
    expect(new Set(shown).size).toBe(shown.length);
    expect(settings.children!.find((child) => child.key === 'games')?.label).toBe('gameSettings');
    expect(settingsLabelKey('games')).toBe('nav.gameSettings');
    expect(settingsLabelKey('lottery')).toBe('nav.lotterySettings');
    expect(settingsLabelKey('agents')).toBe('nav.agentSettings');
    expect(settingsLabelKey('payments')).toBe('nav.payments');
  });

  it('does not change the menu it filters', () => {
    const before = JSON.stringify(NAVIGATION);
    filterNavigation(NAVIGATION, []);
    expect(JSON.stringify(NAVIGATION)).toBe(before);
  });
});

describe('permission of a path', () => {
  it('takes the deepest entry that contains the path', () => {
    expect(permissionForPath('/')).toBeNull();
    expect(permissionForPath('/operators')).toBe('operators.read');
    expect(permissionForPath('/settings/branding')).toBe('settings.read');
    expect(permissionForPath('/audit')).toBe('audit.read');
    expect(permissionForPath('/jobs/anything')).toBe('jobs.read');
    expect(permissionForPath('/members/42')).toBe('members.read');
    expect(permissionForPath('/outbox')).toBe('outbox.read');
    expect(permissionForPath('/settings/messaging')).toBe('settings.read');
    expect(permissionForPath('/settings/payments')).toBe('settings.read');
    expect(permissionForPath('/settings/games')).toBe('settings.read');
    expect(permissionForPath('/finance/deposits')).toBe('finance.read');
    expect(permissionForPath('/finance')).toBe('finance.read');
    expect(permissionForPath('/lottery')).toBe('lottery.read');
    expect(permissionForPath('/lottery/exposure')).toBe('lottery.read');
    expect(permissionForPath('/settings/lottery')).toBe('settings.read');
    expect(permissionForPath('/agents/runs/7')).toBe('agents.read');
    expect(permissionForPath('/settings/agents')).toBe('settings.read');
  });

  it('does not match a path that only shares a prefix', () => {
    expect(permissionForPath('/operatorsx')).toBeNull();
  });

  it('names a write permission that exists for every section', () => {
    for (const section of SETTINGS_MENU) expect(ROLE_PERMISSIONS.owner).toContain(settingsWritePermission(section));
  });
});
