import { describe, expect, it } from 'vitest';
import { guardRedirect, OPEN_PATHS_WHEN_GUARDED } from './guard.ts';
import { SITE_ROUTES } from './route-table.ts';
import { tokenName } from './theme.ts';

// Every site route and alias (docs/product.md); /login is registered too (it has a placeholder page).
const SPEC_PATHS = [
  '/',
  '/index',
  '/index.html',
  '/home',
  '/register',
  '/register.html',
  '/noticePage',
  '/vip',
  '/pointMall',
  '/lottery',
  '/vnlottery',
  '/seaLottery',
  '/elott',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/esports',
  '/sports',
  '/promotions',
  '/promoDetail',
  '/seamless',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/game',
  '/login',
  // Ours: the games hub the phone's Games tab opens.
  '/games',
  // Ours: the sportsbook's My bets and results.
  '/sports/bets',
  '/sports/results',
];

describe('route table', () => {
  const registered = SITE_ROUTES.flatMap((route) => route.paths as readonly string[]);

  it('registers every site route, each once', () => {
    expect([...registered].sort()).toEqual([...SPEC_PATHS].sort());
  });

  it('puts only the lottery pages in the header-only layout', () => {
    const lottery = SITE_ROUTES.filter((route) => route.layout === 'lottery').flatMap((route) => route.paths as readonly string[]);
    expect(lottery.sort()).toEqual(['/elott', '/lottery', '/seaLottery', '/vnlottery']);
  });
});

describe('loginedToHomePage guard', () => {
  it('lets everyone through when the flag is off', () => {
    expect(guardRedirect('/vip', { loginedToHomePage: false, loggedIn: false })).toBeNull();
  });

  it('sends a visitor without a token to /login, except on the open paths', () => {
    expect(guardRedirect('/', { loginedToHomePage: true, loggedIn: false })).toBe('/login');
    expect(guardRedirect('/promotions', { loginedToHomePage: true, loggedIn: false })).toBe('/login');
    for (const path of OPEN_PATHS_WHEN_GUARDED) expect(guardRedirect(path, { loginedToHomePage: true, loggedIn: false }), path).toBeNull();
    expect(guardRedirect('/Register.html/', { loginedToHomePage: true, loggedIn: false })).toBeNull();
  });

  it('lets a logged-in member through', () => {
    expect(guardRedirect('/vip', { loginedToHomePage: true, loggedIn: true })).toBeNull();
  });
});

describe('theme tokens', () => {
  it('maps branding colour keys to the CSS variables of styles.css', () => {
    expect(tokenName('surfaceRaised')).toBe('--color-surface-raised');
    expect(tokenName('accentText')).toBe('--color-accent-text');
    expect(tokenName('background')).toBe('--color-background');
  });
});
