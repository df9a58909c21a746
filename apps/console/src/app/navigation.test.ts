import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS, type Permission } from '@orbit/contracts/permissions';
import { SETTINGS_SECTION_KEYS } from '@orbit/contracts/settings';
import { filterNavigation, NAVIGATION, permissionForPath, SETTINGS_MENU, settingsWritePermission } from './navigation.ts';

const keys = (permissions: readonly Permission[]) => filterNavigation(NAVIGATION, permissions).map((item) => item.key);

describe('menu filtering by permission', () => {
  it('shows everything to an owner and an admin', () => {
    expect(keys(ROLE_PERMISSIONS.owner)).toEqual(['dashboard', 'settings', 'operators', 'audit', 'jobs']);
    expect(keys(ROLE_PERMISSIONS.admin)).toEqual(['dashboard', 'settings', 'operators', 'audit', 'jobs']);
  });

  it('hides operators, audit and jobs from support staff', () => {
    expect(keys(ROLE_PERMISSIONS.support)).toEqual(['dashboard', 'settings']);
  });

  it('shows finance the audit log and jobs but not the operators', () => {
    expect(keys(ROLE_PERMISSIONS.finance)).toEqual(['dashboard', 'settings', 'audit', 'jobs']);
  });

  it('leaves only the dashboard without permissions, and drops an empty settings group', () => {
    expect(keys([])).toEqual(['dashboard']);
  });

  it('lists every settings section under settings', () => {
    const settings = filterNavigation(NAVIGATION, ['settings.read']).find((item) => item.key === 'settings');
    expect(settings?.children?.map((child) => child.key)).toEqual([...SETTINGS_MENU]);
    expect([...SETTINGS_MENU].sort()).toEqual([...SETTINGS_SECTION_KEYS].sort());
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
  });

  it('does not match a path that only shares a prefix', () => {
    expect(permissionForPath('/operatorsx')).toBeNull();
  });

  it('names a write permission that exists for every section', () => {
    for (const section of SETTINGS_MENU) expect(ROLE_PERMISSIONS.owner).toContain(settingsWritePermission(section));
  });
});
