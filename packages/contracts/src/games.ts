// The game catalogue and launch (docs/games.md): categories with their vendors,
// the paged game list, hot, popular, favourites, recent games, pvp room lists and the launch itself.
import { z } from 'zod';
import { text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { amountInput, amountOutput } from './money.ts';
import { GAMES_ROUTES } from './games-routes.ts';

/** The game categories (navigation gameType): rng = slots, pvp = card and room games, elott = e-lottery. */
export const GAME_CATEGORIES = ['lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'elott'] as const;
export type GameCategory = (typeof GAME_CATEGORIES)[number];

/** Header order of the categories: the cockfight item, when there is one, follows live. */
export const CATEGORY_ORDER: readonly GameCategory[] = ['lottery', 'live', 'sports', 'fish', 'rng', 'pvp', 'esports', 'elott'];

/** Point rates per category; lottery and e-lottery earn none. */
export const CATEGORY_POINT_RATES: Record<GameCategory, number> = {
  live: 0.7,
  sports: 1,
  fish: 1.2,
  rng: 1.2,
  pvp: 1,
  esports: 1,
  lottery: 0,
  elott: 0,
};

/** The site route of a category's lobby. */
export const CATEGORY_ROUTES: Record<GameCategory, string> = {
  lottery: '/lottery',
  live: '/live',
  sports: '/sports',
  fish: '/fish',
  rng: '/rng',
  pvp: '/pvp',
  esports: '/esports',
  elott: '/elott',
};

/** Header vendor icons before MORE and the game list's page size. */
export const HEADER_VENDOR_LIMIT = 11;
export const GAME_PAGE_SIZE = 24;
/** The vendor whose presence adds the cockfight item, and the one hidden from the footer partner strip. */
export const COCKFIGHT_VENDOR = 'SV3';
export const PARTNER_STRIP_HIDDEN_VENDOR = 'TCG_SEA';

export const vendorCode = text().regex(/^[A-Z0-9_]{2,32}$/, 'vassalage: 2–32 capital letters, digits or _');

export const gameVendorSchema = z.object({
  vendorCode: text(),
  /** The vendor's name in the request's language (EN when there is none). */
  name: text(),
  category: z.enum(GAME_CATEGORIES),
  walletMode: z.enum(['transfer', 'seamless']),
  isHot: z.boolean(),
  /** 'VASSALAGE': the vendor's games open from a popup list instead of a lobby. */
  isGame: text().nullable(),
  maintenance: z.boolean(),
  /** {imageCDN}/TCG_PROD_IMAGES/{TYPE}_LIST_VENDOR/{vendor}-WHITE.png, with the CDN picked at random from the merchant's list. */
  logoUrl: text(),
  /** Shown in the footer partner strip (every vendor but TCG_SEA by default). */
  partnerStrip: z.boolean(),
  gameCount: z.number().int(),
});
export type GameVendor = z.infer<typeof gameVendorSchema>;

export const menuItemSchema = z.object({
  /** A category, or 'cockfight' (the SV3 item after live). */
  key: z.union([z.enum(GAME_CATEGORIES), z.literal('cockfight')]),
  category: z.enum(GAME_CATEGORIES),
  /** The lobby route of the site: /rng, /live… */
  route: text(),
  pointRate: z.number(),
  /** Enabled vendors, in the merchant's order; the header shows the first 11 and then MORE. */
  vendors: z.array(gameVendorSchema),
  /**
   * Whether a vendor of the category deals at real tables on camera. The house vendor's tables are dealt by its
   * random number generator, so a live category with only those is named "table games", not "live casino".
   */
  liveDealer: z.boolean(),
});
export type MenuItem = z.infer<typeof menuItemSchema>;

export const gameMenusEndpoint = defineEndpoint({
  ...GAMES_ROUTES.gameMenus,
  summary: 'The header menu: each category with at least one enabled vendor, in order, and its vendors (a cockfight item after live when SV3 exists)',
  tag: 'games',
  audience: 'public',
  response: z.object({ menus: z.array(menuItemSchema) }),
});

export const gameSchema = z.object({
  gameId: z.number().int(),
  gameCode: text(),
  /** The vendor's code (`vassalage` in the game list query). */
  vassalage: text(),
  vendorName: text(),
  category: z.enum(GAME_CATEGORIES),
  /** The vendor's finer type: SLOT, BACCARAT, ROULETTE, BLACKJACK, ROOM, FISH… */
  gameType: text(),
  /** The name in the request's Language header, EN when there is none. */
  displayName: text(),
  isHot: z.boolean(),
  /** {imageCDN}/TCG_PROD_IMAGES/… (`game_url` on the wire). */
  imageUrl: text(),
  minBet: amountOutput,
  /** Pay lines (or ways) of a slot; null for other games. */
  lines: z.number().int().nullable(),
  tags: z.array(text()),
  maintenance: z.boolean(),
  /** A pvp game played in rooms: the site lists its rooms (roomsEndpoint) before launching. */
  hasRooms: z.boolean(),
});
export type Game = z.infer<typeof gameSchema>;

const pageNo = z.coerce.number().int().min(1).max(10_000).default(1);
const language = text()
  .regex(/^[A-Za-z]{2}(-[A-Za-z]{2})?$/)
  .optional();

/** The game list query (docs/games.md); clientType, platform, channel and merchant are accepted for compatibility. */
export const gameListQuery = z.object({
  vassalage: vendorCode.optional(),
  gameType: text().trim().max(32).optional(),
  category: z.enum(GAME_CATEGORIES).optional(),
  gameName: text().trim().max(64).optional(),
  /** Games whose minimum bet is at least this much. */
  minBet: amountInput.optional(),
  /** Games with at least this many lines. */
  minLineNum: z.coerce.number().int().min(0).max(100_000).optional(),
  pageNo,
  pageSize: z.coerce.number().int().min(1).max(100).default(GAME_PAGE_SIZE),
  language,
  clientType: z.coerce.number().int().optional(),
  platform: text().max(64).optional(),
  channel: text().max(64).optional(),
  merchant: text().max(32).optional(),
});

export const gameListEndpoint = defineEndpoint({
  ...GAMES_ROUTES.gameList,
  summary: 'The game list query: enabled games filtered by vendor, type, name, minimum bet and lines, 24 a page',
  tag: 'games',
  audience: 'public',
  query: gameListQuery,
  response: z.object({ games: z.array(gameSchema), pageNum: z.number().int(), totalPages: z.number().int(), total: z.number().int() }),
});

export const hotGamesEndpoint = defineEndpoint({
  ...GAMES_ROUTES.hotGames,
  summary: 'Hot games (isHot), optionally of one vendor or category; the reply is read from its list field',
  tag: 'games',
  audience: 'public',
  query: z.object({
    vassalage: vendorCode.optional(),
    category: z.enum(GAME_CATEGORIES).optional(),
    language,
    merchantCode: text().max(32).optional(),
    isPlatform: z.coerce.number().int().optional(),
    platform: text().max(64).optional(),
  }),
  response: z.object({ list: z.array(gameSchema) }),
});

export const popularGamesEndpoint = defineEndpoint({
  ...GAMES_ROUTES.popularGames,
  summary: "The most launched games of the merchant's members in the last 7 days (hot games fill the list when there are few launches)",
  tag: 'games',
  audience: 'public',
  query: z.object({
    category: z.enum(GAME_CATEGORIES).optional(),
    limit: z.coerce.number().int().min(1).max(50).default(12),
    language,
  }),
  response: z.object({ list: z.array(gameSchema) }),
});

export const vendorsEndpoint = defineEndpoint({
  ...GAMES_ROUTES.vendors,
  summary: "The merchant's enabled vendors, in order (the footer partner strip and the lobbies' vendor tabs)",
  tag: 'games',
  audience: 'public',
  query: z.object({ category: z.enum(GAME_CATEGORIES).optional(), language }),
  response: z.object({ vendors: z.array(gameVendorSchema) }),
});

export const favouritesEndpoint = defineEndpoint({
  ...GAMES_ROUTES.favourites,
  summary: "The member's favourite games, newest first",
  tag: 'games',
  audience: 'member',
  // A free-play account keeps favourites too: the lobby shows the same star to everyone signed in.
  allowTrial: true,
  response: z.object({ list: z.array(gameSchema) }),
});

export const addFavouriteEndpoint = defineEndpoint({
  ...GAMES_ROUTES.addFavourite,
  summary: 'Marks a game as a favourite (again is fine)',
  tag: 'games',
  audience: 'member',
  // A free-play account keeps favourites too: the lobby shows the same star to everyone signed in.
  allowTrial: true,
  params: z.object({ gameId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: z.object({ gameId: z.number().int(), favourite: z.literal(true) }),
});

export const removeFavouriteEndpoint = defineEndpoint({
  ...GAMES_ROUTES.removeFavourite,
  summary: 'Removes a game from the favourites (absent is fine)',
  tag: 'games',
  audience: 'member',
  // A free-play account keeps favourites too: the lobby shows the same star to everyone signed in.
  allowTrial: true,
  params: z.object({ gameId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: z.object({ gameId: z.number().int(), favourite: z.literal(false) }),
});

export const recentGamesEndpoint = defineEndpoint({
  ...GAMES_ROUTES.recentGames,
  summary: 'The games the member launched last, newest first, each once (up to 20)',
  tag: 'games',
  audience: 'member',
  allowTrial: true,
  query: z.object({ language }),
  response: z.object({ list: z.array(gameSchema) }),
});

export const roomSchema = z.object({
  roomId: text(),
  name: text(),
  minBet: amountOutput,
  seats: z.number().int(),
});
export type GameRoom = z.infer<typeof roomSchema>;

export const roomsEndpoint = defineEndpoint({
  ...GAMES_ROUTES.rooms,
  summary: 'The rooms of a pvp room game (the room list); launch one with launchGame roomId',
  tag: 'games',
  audience: 'public',
  query: z.object({ gameId: z.coerce.number().int().min(1).max(2_147_483_647) }),
  response: z.object({ gameId: z.number().int(), rooms: z.array(roomSchema) }),
});

/** The launch request (docs/games.md, Launch): gameId or roomId; accountType 1 real money, 0 free play. */
export const launchGameBody = z
  .object({
    gameId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
    roomId: text()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
    nodeId: z.union([text().max(64), z.number()]).optional(),
    accountType: z.coerce.number().int().min(0).max(1).default(1),
    confirmTrans: z.coerce.number().int().optional(),
    vassalage: vendorCode.optional(),
    accountTypeName: text().max(32).optional(),
    launchMode: z.literal('GLS').default('GLS'),
    platform: text().max(64).default('html5-desktop'),
    clientType: z.coerce.number().int().optional(),
    language,
  })
  .refine((b) => b.gameId !== undefined || b.roomId !== undefined, { message: 'Give gameId or roomId', path: ['gameId'] });

export const launchResultSchema = z.discriminatedUnion('mode', [
  z.object({
    /** A house game: the /game page lazy-loads its screen and plays through the seamless protocol with this token. */
    mode: z.literal('house'),
    vendorCode: text(),
    gameCode: text(),
    gameId: z.number().int(),
    roomId: text().nullable(),
    category: z.enum(GAME_CATEGORIES),
    real: z.boolean(),
    token: text(),
  }),
  z.object({
    /** An outside vendor: the /game page shows this address in its iframe. */
    mode: z.literal('iframe'),
    gameId: z.number().int(),
    real: z.boolean(),
    url: text(),
  }),
  z.object({
    /**
     * A house lottery game: it opens on the site's own lottery page, not on /game. `url` is that
     * page with the player token (/lottery?gameCode=4d&token=…, /vnlottery?token=…, /seaLottery?gameCode=sea1&token=…,
     * /elott?token=…); the site navigates to it.
     */
    mode: z.literal('page'),
    vendorCode: text(),
    gameCode: text(),
    gameId: z.number().int(),
    category: z.enum(GAME_CATEGORIES),
    real: z.boolean(),
    token: text(),
    url: text(),
  }),
]);
export type LaunchResult = z.infer<typeof launchResultSchema>;

export const launchGameEndpoint = defineEndpoint({
  ...GAMES_ROUTES.launchGame,
  summary:
    'Launches a game (login needed; trial accounts only for free play; self-excluded or cooling-off refused). Under maintenance: game_maintenance, with popular alternatives in the reply',
  tag: 'games',
  audience: 'member',
  allowTrial: true,
  body: launchGameBody,
  response: launchResultSchema,
});
