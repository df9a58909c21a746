// Every site route with its aliases and layout. router.tsx attaches a lazy page to each key.
export type PageLayout = 'site' | 'lottery';

export const SITE_ROUTES = [
  { key: 'home', paths: ['/', '/index', '/index.html', '/home'], layout: 'site' },
  { key: 'register', paths: ['/register', '/register.html'], layout: 'site' },
  { key: 'noticePage', paths: ['/noticePage'], layout: 'site' },
  { key: 'vip', paths: ['/vip'], layout: 'site' },
  { key: 'pointMall', paths: ['/pointMall'], layout: 'site' },
  { key: 'lottery', paths: ['/lottery'], layout: 'lottery' },
  { key: 'vnlottery', paths: ['/vnlottery'], layout: 'lottery' },
  { key: 'seaLottery', paths: ['/seaLottery'], layout: 'lottery' },
  { key: 'elott', paths: ['/elott'], layout: 'lottery' },
  { key: 'rng', paths: ['/rng'], layout: 'site' },
  { key: 'live', paths: ['/live'], layout: 'site' },
  { key: 'fish', paths: ['/fish'], layout: 'site' },
  { key: 'pvp', paths: ['/pvp'], layout: 'site' },
  { key: 'esports', paths: ['/esports'], layout: 'site' },
  { key: 'sports', paths: ['/sports'], layout: 'site' },
  { key: 'promotions', paths: ['/promotions'], layout: 'site' },
  { key: 'promoDetail', paths: ['/promoDetail'], layout: 'site' },
  { key: 'seamless', paths: ['/seamless'], layout: 'site' },
  { key: 'help', paths: ['/help'], layout: 'site' },
  { key: 'helpmc', paths: ['/helpmc'], layout: 'site' },
  { key: 'down', paths: ['/down'], layout: 'site' },
  { key: 'join', paths: ['/join'], layout: 'site' },
  { key: 'game', paths: ['/game'], layout: 'site' },
  /** The games hub: every category and the hot games (the phone's Games tab). */
  { key: 'games', paths: ['/games'], layout: 'site' },
  { key: 'login', paths: ['/login'], layout: 'site' },
  /** The sportsbook's My bets and match results (docs/sportsbook.md, The site). */
  { key: 'sportsBets', paths: ['/sports/bets'], layout: 'site' },
  { key: 'sportsResults', paths: ['/sports/results'], layout: 'site' },
] as const satisfies readonly { key: string; paths: readonly string[]; layout: PageLayout }[];

export type PageKey = (typeof SITE_ROUTES)[number]['key'];

/**
 * Lobby pages share one page component; lottery variants share another. /sports and /esports are the house
 * book's board, and a vendor's lobby when the address names another vendor (?page=).
 */
export const LOBBY_KEYS = ['rng', 'live', 'fish', 'pvp', 'esports', 'sports', 'seamless'] as const;
export type LobbyKey = (typeof LOBBY_KEYS)[number];
export const LOTTERY_KEYS = ['lottery', 'vnlottery', 'seaLottery', 'elott'] as const;
export type LotteryKey = (typeof LOTTERY_KEYS)[number];

export const HOME_PATHS: readonly string[] = SITE_ROUTES[0].paths;

/** The member centre: /member/<page key>, securityCenter when none. Not in SITE_ROUTES: it has a page parameter. */
export const MEMBER_CENTRE_PATH = '/member/:page?';

/** The agent centre: /agent/<page key>, agentTeamOverview when none. Not in SITE_ROUTES: it has a page parameter. */
export const AGENT_CENTRE_PATH = '/agent/:page?';
