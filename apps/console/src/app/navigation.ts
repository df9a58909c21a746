// The console's menu: every entry names the permission it needs, and an operator sees only what it may use.
import type { Permission } from '@orbit/contracts/permissions';
import type { SettingsSection } from '@orbit/contracts/settings';

export interface NavItem {
  /** i18n key under `nav.` and the icon's name in the sidebar, unless `label` names others. */
  key: string;
  /** The i18n key under `nav.` (and icon name) when it differs from `key`. */
  label?: string;
  path: string;
  permission: Permission | null;
  children?: NavItem[];
  /** Lit only on its own path, not on the paths below it (a group's first page that is also its root). */
  exact?: boolean;
}

/** The settings sections in menu order; each page reads with settings.read and writes with its own permission. */
export const SETTINGS_MENU: readonly SettingsSection[] = [
  'general',
  'branding',
  'flags',
  'registerRules',
  'maintenance',
  'regionRestriction',
  'customerService',
  'resources',
  'banners',
  'accounts',
  'messaging',
  'socialLogin',
  'payments',
  'games',
  'lottery',
  'agents',
  'rebates',
];

/** Sections whose menu name differs from their key: `games`, `lottery` and `agents` would read the same as the screens above them. */
const SETTINGS_LABELS: Partial<Record<SettingsSection, string>> = { games: 'gameSettings', lottery: 'lotterySettings', agents: 'agentSettings' };

/** The i18n key of a settings section's name, for the menu, the page title and the saved message. */
export function settingsLabelKey(section: SettingsSection): string {
  return `nav.${SETTINGS_LABELS[section] ?? section}`;
}

/** The finance screens in menu order; reading needs finance.read, acting finance.review or finance.adjust. */
export const FINANCE_MENU = ['deposits', 'withdrawals', 'transfers', 'reconciliation', 'dailyTotals', 'bonusGrants'] as const;

/** What the member site shows that operators write: announcements, the help centre and the legal pages. */
export const CONTENT_MENU = ['announcements', 'help'] as const;

export function settingsPath(section: SettingsSection): string {
  return `/settings/${section}`;
}

export function settingsWritePermission(section: SettingsSection): Permission {
  return `settings.${section}.write`;
}

export const NAVIGATION: readonly NavItem[] = [
  { key: 'dashboard', path: '/', permission: null },
  { key: 'members', path: '/members', permission: 'members.read' },
  {
    key: 'finance',
    path: '/finance',
    permission: 'finance.read',
    children: [
      ...FINANCE_MENU.map((key) => ({ key, path: `/finance/${key}`, permission: 'finance.read' as const })),
      { key: 'rebateRuns', path: '/finance/rebateRuns', permission: 'rebates.read' as const },
    ],
  },
  { key: 'games', path: '/games', permission: 'games.read' },
  { key: 'lottery', path: '/lottery', permission: 'lottery.read' },
  {
    key: 'sportsbook',
    path: '/sportsbook',
    permission: 'sportsbook.read',
    children: [
      { key: 'sportsDesk', path: '/sportsbook', permission: 'sportsbook.read', exact: true },
      { key: 'sportsBets', path: '/sportsbook/bets', permission: 'sportsbook.read' },
      { key: 'sportsRisk', path: '/sportsbook/risk', permission: 'sportsbook.read' },
      { key: 'sportsSettings', path: '/sportsbook/settings', permission: 'settings.read' },
      { key: 'sportsFeed', path: '/sportsbook/feed', permission: 'sportsbook.read' },
    ],
  },
  { key: 'agents', path: '/agents', permission: 'agents.read' },
  {
    key: 'content',
    path: '/content',
    permission: 'content.read',
    children: CONTENT_MENU.map((key) => ({ key, path: `/content/${key}`, permission: 'content.read' as const })),
  },
  {
    key: 'promotions',
    path: '/promotions',
    permission: 'promotions.read',
    children: [
      { key: 'promotionList', path: '/promotions/list', permission: 'promotions.read' },
      { key: 'promotionApplications', path: '/promotions/applications', permission: 'promotions.read' },
      { key: 'redeemCodes', path: '/promotions/codes', permission: 'promotions.read' },
    ],
  },
  { key: 'feedback', path: '/feedback', permission: 'feedback.read' },
  { key: 'liveChat', path: '/live-chat', permission: 'chat.read' },
  { key: 'agentApplications', path: '/agent-applications', permission: 'agents.read' },
  { key: 'referrals', path: '/referrals', permission: 'referrals.read' },
  { key: 'outbox', path: '/outbox', permission: 'outbox.read' },
  { key: 'messages', path: '/messages', permission: 'messages.read' },
  {
    key: 'settings',
    path: '/settings',
    permission: 'settings.read',
    children: SETTINGS_MENU.map((section) => ({
      key: section,
      ...(SETTINGS_LABELS[section] ? { label: SETTINGS_LABELS[section] } : {}),
      path: settingsPath(section),
      permission: 'settings.read' as const,
    })),
  },
  { key: 'operators', path: '/operators', permission: 'operators.read' },
  { key: 'audit', path: '/audit', permission: 'audit.read' },
  { key: 'jobs', path: '/jobs', permission: 'jobs.read' },
];

/** The entries an operator with these permissions may open; a parent with no visible child is dropped. */
export function filterNavigation(items: readonly NavItem[], permissions: readonly Permission[]): NavItem[] {
  const allowed = new Set(permissions);
  const visible: NavItem[] = [];
  for (const item of items) {
    if (item.permission !== null && !allowed.has(item.permission)) continue;
    if (item.children) {
      const children = filterNavigation(item.children, permissions);
      if (children.length === 0) continue;
      visible.push({ ...item, children });
    } else {
      visible.push(item);
    }
  }
  return visible;
}

/** The permission a path needs, from the deepest menu entry that contains it; null when any operator may open it. */
export function permissionForPath(pathname: string, items: readonly NavItem[] = NAVIGATION): Permission | null {
  let found: Permission | null = null;
  let bestLength = -1;
  const visit = (list: readonly NavItem[]) => {
    for (const item of list) {
      const matches = item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`);
      if (matches && item.path.length > bestLength) {
        found = item.permission;
        bestLength = item.path.length;
      }
      if (item.children) visit(item.children);
    }
  };
  visit(items);
  return found;
}
