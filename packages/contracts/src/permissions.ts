// Console roles and what each may do. Every console route names one permission; the console hides what
// an operator may not use, and the server refuses it regardless.
export const PERMISSIONS = [
  'settings.read',
  'settings.general.write',
  'settings.branding.write',
  'settings.flags.write',
  'settings.registerRules.write',
  'settings.maintenance.write',
  'settings.regionRestriction.write',
  'settings.customerService.write',
  'settings.resources.write',
  'settings.banners.write',
  'settings.accounts.write',
  'settings.messaging.write',
  'settings.socialLogin.write',
  'settings.payments.write',
  'settings.games.write',
  'settings.lottery.write',
  'settings.agents.write',
  'settings.rebates.write',
  'members.read',
  'members.write',
  'outbox.read',
  'operators.read',
  'operators.write',
  'audit.read',
  'audit.verify',
  'jobs.read',
  'finance.read',
  'finance.review',
  'finance.adjust',
  'rebates.read',
  'rebates.write',
  'games.read',
  'games.write',
  'lottery.read',
  'lottery.write',
  'agents.read',
  'agents.write',
  'content.read',
  'content.write',
  'messages.read',
  'messages.send',
  'feedback.read',
  'feedback.write',
  'promotions.read',
  'promotions.write',
  'chat.read',
  'chat.reply',
  'chat.vip',
  'chat.manage',
  'referrals.read',
  'referrals.write',
  'sportsbook.read',
  'sportsbook.trade',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['owner', 'admin', 'finance', 'risk', 'support', 'content'] as const;
export type Role = (typeof ROLES)[number];

const ALL: readonly Permission[] = PERMISSIONS;

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  owner: ALL,
  admin: ALL,
  finance: [
    'settings.read',
    'settings.payments.write',
    'members.read',
    'audit.read',
    'jobs.read',
    'finance.read',
    'finance.review',
    'finance.adjust',
    'rebates.read',
    'rebates.write',
    'settings.rebates.write',
    'lottery.read',
    'agents.read',
    'promotions.read',
    'referrals.read',
  ],
  risk: [
    'settings.read',
    'settings.regionRestriction.write',
    'settings.maintenance.write',
    'members.read',
    'members.write',
    'audit.read',
    'audit.verify',
    'jobs.read',
    'finance.read',
    'lottery.read',
    'referrals.read',
    'referrals.write',
    // Risk watches the book's liability and sets members' stake factors; trading stays with the admins.
    'sportsbook.read',
  ],
  support: [
    'settings.read',
    'settings.customerService.write',
    'members.read',
    'members.write',
    'outbox.read',
    'agents.read',
    'content.read',
    'messages.read',
    'messages.send',
    'feedback.read',
    'feedback.write',
    'promotions.read',
    'chat.read',
    'chat.reply',
  ],
  content: [
    'settings.read',
    'settings.branding.write',
    'settings.banners.write',
    'settings.resources.write',
    'content.read',
    'content.write',
    'messages.read',
    'messages.send',
    'promotions.read',
    'promotions.write',
  ],
};

export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** Only an owner may create, change or remove an owner. */
export function canManageRole(actor: Role, target: Role): boolean {
  if (target === 'owner') return actor === 'owner';
  return can(actor, 'operators.write');
}
