// The house vendor's catalogue (docs/seamless-wallet.md): one seamless vendor per category, all run by our house vendor,
// and their games. The seed gives it to the demo merchant; the art (art.ts) is drawn for these codes.
// Game codes are the ids of the games' maths in packages/games (GameDefinition.id, e.g. house-fruit-lines),
// and a slot's minimum bet is its coins per spin at one minor unit a coin.
import type { GameCategory } from '@orbit/contracts/games';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import type { GameRoomRow, LocalisedNames } from '../../db/schema/games.ts';

export interface HouseVendor {
  code: string;
  category: GameCategory;
  names: LocalisedNames;
  isHot: boolean;
  sortOrder: number;
  /** Whether members see the vendor from the first seed (an operator switches a vendor in the console). */
  listed: boolean;
}

export interface HouseGame {
  vendorCode: string;
  gameCode: string;
  category: GameCategory;
  gameType: string;
  names: LocalisedNames;
  isHot: boolean;
  /** Minor units (sen for MYR). */
  minBet: bigint;
  lines: number | null;
  tags: string[];
  rooms: GameRoomRow[];
  sortOrder: number;
}

export const HOUSE_VENDORS: readonly HouseVendor[] = [
  { code: 'HSLOT', category: 'rng', names: { EN: 'Harimau Slots', MS: 'Slot Harimau', CN: '虎王老虎机' }, isHot: true, sortOrder: 10, listed: true },
  { code: 'HLIVE', category: 'live', names: { EN: 'Harimau Tables', MS: 'Meja Harimau', CN: '虎王桌游' }, isHot: true, sortOrder: 20, listed: true },
  { code: 'HCARD', category: 'pvp', names: { EN: 'Harimau Cards', MS: 'Kad Harimau', CN: '虎王棋牌' }, isHot: false, sortOrder: 30, listed: true },
  { code: 'HFISH', category: 'fish', names: { EN: 'Harimau Fishing', MS: 'Memancing Harimau', CN: '虎王捕鱼' }, isHot: false, sortOrder: 40, listed: true },
  { code: 'HLOTT', category: 'lottery', names: { EN: 'Harimau Lottery', MS: 'Loteri Harimau', CN: '虎王彩票' }, isHot: true, sortOrder: 50, listed: true },
  { code: 'HSPRT', category: 'sports', names: { EN: 'Harimau Sports', MS: 'Sukan Harimau', CN: '虎王体育' }, isHot: true, sortOrder: 70, listed: true },
  {
    code: 'HELOT',
    category: 'elott',
    names: { EN: 'Harimau E-Lottery', MS: 'E-Loteri Harimau', CN: '虎王电子彩票' },
    isHot: false,
    sortOrder: 60,
    listed: true,
  },
];

const room = (roomId: string, name: string, minBet: bigint, seats: number): GameRoomRow => ({ roomId, name, minBet: minBet.toString(), seats });

// The lottery's own stake limits are the merchant's settings (section lottery): the wallet's minimum stays out of their way.
const LOTTERY_MIN_BET = 1n;

export const HOUSE_GAMES: readonly HouseGame[] = [
  {
    vendorCode: 'HSPRT',
    gameCode: 'house-sportsbook',
    category: 'sports',
    gameType: 'SPORTSBOOK',
    names: { EN: 'Sportsbook', MS: 'Sukan', CN: '体育投注' },
    isHot: true,
    // The book's own stake limits are the merchant's settings (games.sportsbook): the wallet's minimum stays out of their way.
    minBet: 1n,
    lines: null,
    tags: ['football', 'basketball', 'live', 'parlay'],
    rooms: [],
    sortOrder: 10,
  },
  {
    vendorCode: 'HSPRT',
    gameCode: 'house-esportsbook',
    category: 'esports',
    gameType: 'SPORTSBOOK',
    names: { EN: 'Esports', MS: 'E-Sukan', CN: '电子竞技' },
    isHot: false,
    minBet: 1n,
    lines: null,
    tags: ['cs2', 'dota 2', 'live', 'parlay'],
    rooms: [],
    sortOrder: 10,
  },
  {
    vendorCode: 'HSLOT',
    gameCode: 'house-fruit-lines',
    category: 'rng',
    gameType: 'SLOT',
    names: { EN: 'Fruit Lines', MS: 'Barisan Buah', CN: '水果连线' },
    isHot: true,
    minBet: 20n,
    lines: 20,
    tags: ['wilds', 'scatters', '5x3'],
    rooms: [],
    sortOrder: 10,
  },
  {
    vendorCode: 'HSLOT',
    gameCode: 'house-jade-ways',
    category: 'rng',
    gameType: 'SLOT',
    names: { EN: 'Jade Ways', MS: 'Laluan Jed', CN: '翡翠243' },
    isHot: true,
    minBet: 25n,
    lines: 243,
    tags: ['ways', '5x3'],
    rooms: [],
    sortOrder: 20,
  },
  {
    vendorCode: 'HSLOT',
    gameCode: 'house-koi-free-spins',
    category: 'rng',
    gameType: 'SLOT',
    names: { EN: 'Koi Free Spins', MS: 'Putaran Percuma Koi', CN: '锦鲤免费旋转' },
    isHot: false,
    minBet: 20n,
    lines: 20,
    tags: ['free spins', 'wilds', '5x3'],
    rooms: [],
    sortOrder: 30,
  },
  {
    vendorCode: 'HLIVE',
    gameCode: 'house-baccarat',
    category: 'live',
    gameType: 'BACCARAT',
    names: { EN: 'Baccarat', MS: 'Bakarat', CN: '百家乐' },
    isHot: true,
    minBet: 100n,
    lines: null,
    tags: ['table', 'roadmap'],
    rooms: [],
    sortOrder: 10,
  },
  {
    vendorCode: 'HLIVE',
    gameCode: 'house-roulette',
    category: 'live',
    gameType: 'ROULETTE',
    names: { EN: 'Roulette', MS: 'Rolet', CN: '轮盘' },
    isHot: false,
    minBet: 100n,
    lines: null,
    tags: ['table', 'european'],
    rooms: [],
    sortOrder: 20,
  },
  {
    vendorCode: 'HCARD',
    gameCode: 'house-blackjack',
    category: 'pvp',
    gameType: 'BLACKJACK',
    names: { EN: 'Blackjack', MS: 'Blackjack', CN: '二十一点' },
    isHot: true,
    minBet: 100n,
    lines: null,
    tags: ['cards', 'vs house'],
    rooms: [],
    sortOrder: 10,
  },
  {
    vendorCode: 'HCARD',
    gameCode: 'house-niu-niu',
    category: 'pvp',
    gameType: 'ROOM',
    names: { EN: 'Niu Niu', MS: 'Niu Niu', CN: '牛牛' },
    isHot: false,
    minBet: 100n,
    lines: null,
    tags: ['cards', 'multiplayer', 'rooms'],
    rooms: [
      room('NIUNIU-BRONZE', 'Bronze', 100n, 5),
      room('NIUNIU-SILVER', 'Silver', 1_000n, 5),
      room('NIUNIU-GOLD', 'Gold', 5_000n, 5),
      room('NIUNIU-DIAMOND', 'Diamond', 20_000n, 4),
    ],
    sortOrder: 20,
  },
  {
    vendorCode: 'HFISH',
    gameCode: 'house-ocean-hunter',
    category: 'fish',
    gameType: 'FISH',
    names: { EN: 'Ocean Hunter', MS: 'Pemburu Lautan', CN: '海洋猎手' },
    isHot: true,
    minBet: 10n,
    lines: null,
    tags: ['shooter', 'cannon levels'],
    rooms: [],
    sortOrder: 10,
  },
  {
    vendorCode: 'HLOTT',
    gameCode: 'house-4d',
    category: 'lottery',
    gameType: '4D',
    names: { EN: 'Malaysia 4D', MS: '4D Malaysia', CN: '马来西亚4D' },
    isHot: true,
    minBet: LOTTERY_MIN_BET,
    lines: null,
    tags: ['daily', 'big', 'small', 'box'],
    rooms: [],
    sortOrder: 10,
  },
  {
    vendorCode: 'HLOTT',
    gameCode: 'house-xsmb',
    category: 'lottery',
    gameType: 'XSMB',
    names: { EN: 'Vietnam North Lottery', MS: 'Loteri Vietnam Utara', CN: '越南北部彩票' },
    isHot: false,
    minBet: LOTTERY_MIN_BET,
    lines: null,
    tags: ['daily', 'lô', 'đề', 'xiên'],
    rooms: [],
    sortOrder: 20,
  },
  {
    vendorCode: 'HLOTT',
    gameCode: 'house-sea-1',
    category: 'lottery',
    gameType: 'SEA',
    names: { EN: 'SEA Lottery 1 Minute', MS: 'Loteri SEA 1 Minit', CN: 'SEA彩票 1分钟' },
    isHot: true,
    minBet: LOTTERY_MIN_BET,
    lines: null,
    tags: ['fast', 'every minute'],
    rooms: [],
    sortOrder: 30,
  },
  {
    vendorCode: 'HLOTT',
    gameCode: 'house-sea-3',
    category: 'lottery',
    gameType: 'SEA',
    names: { EN: 'SEA Lottery 3 Minutes', MS: 'Loteri SEA 3 Minit', CN: 'SEA彩票 3分钟' },
    isHot: false,
    minBet: LOTTERY_MIN_BET,
    lines: null,
    tags: ['fast', 'every 3 minutes'],
    rooms: [],
    sortOrder: 40,
  },
  {
    vendorCode: 'HLOTT',
    gameCode: 'house-sea-5',
    category: 'lottery',
    gameType: 'SEA',
    names: { EN: 'SEA Lottery 5 Minutes', MS: 'Loteri SEA 5 Minit', CN: 'SEA彩票 5分钟' },
    isHot: false,
    minBet: LOTTERY_MIN_BET,
    lines: null,
    tags: ['fast', 'every 5 minutes'],
    rooms: [],
    sortOrder: 50,
  },
  {
    vendorCode: 'HELOT',
    gameCode: 'house-keno',
    category: 'elott',
    gameType: 'KENO',
    names: { EN: 'Harimau Keno', MS: 'Keno Harimau', CN: '虎王基诺' },
    isHot: true,
    minBet: LOTTERY_MIN_BET,
    lines: null,
    tags: ['fast', 'every 2 minutes', '80 balls'],
    rooms: [],
    sortOrder: 10,
  },
];

/**
 * The house lottery games: each catalogue game sells tickets on the draws of one lottery game code
 * and opens on the site's own lottery page rather than on /game: the launch answers that
 * page's address with the player token.
 */
export interface HouseLotteryGame {
  lotteryGameCode: LotteryGameCode;
  vendorCode: string;
  launchGameCode: string;
  /** The site route, with the game's query where the route serves several games; the launch adds the token. */
  page: string;
}

export const HOUSE_LOTTERY_GAMES: readonly HouseLotteryGame[] = [
  { lotteryGameCode: '4d', vendorCode: 'HLOTT', launchGameCode: 'house-4d', page: '/lottery?gameCode=4d' },
  { lotteryGameCode: 'xsmb', vendorCode: 'HLOTT', launchGameCode: 'house-xsmb', page: '/vnlottery' },
  { lotteryGameCode: 'sea1', vendorCode: 'HLOTT', launchGameCode: 'house-sea-1', page: '/seaLottery?gameCode=sea1' },
  { lotteryGameCode: 'sea3', vendorCode: 'HLOTT', launchGameCode: 'house-sea-3', page: '/seaLottery?gameCode=sea3' },
  { lotteryGameCode: 'sea5', vendorCode: 'HLOTT', launchGameCode: 'house-sea-5', page: '/seaLottery?gameCode=sea5' },
  { lotteryGameCode: 'keno', vendorCode: 'HELOT', launchGameCode: 'house-keno', page: '/elott' },
];

/** The lottery game of a lottery ticket's draws. */
export function houseLotteryGame(lotteryGameCode: LotteryGameCode): HouseLotteryGame {
  return HOUSE_LOTTERY_GAMES.find((game) => game.lotteryGameCode === lotteryGameCode)!;
}

/** The site page a launched catalogue game opens on with its token, when it is a house lottery game. */
/** The sportsbook's games open the site's own pages too (docs/sportsbook.md), with the launch's token. */
const HOUSE_SPORTS_PAGES = [
  { vendorCode: 'HSPRT', launchGameCode: 'house-sportsbook', page: '/sports' },
  { vendorCode: 'HSPRT', launchGameCode: 'house-esportsbook', page: '/esports' },
] as const;

export function lotteryPageOf(vendorCode: string, gameCode: string, token: string): string | undefined {
  const game = [...HOUSE_LOTTERY_GAMES, ...HOUSE_SPORTS_PAGES].find((entry) => entry.vendorCode === vendorCode && entry.launchGameCode === gameCode);
  return game && `${game.page}${game.page.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}

/** Where a vendor's logo lives under the image CDN. */
export function vendorLogoPath(category: GameCategory, vendorCode: string): string {
  return `/TCG_PROD_IMAGES/${category.toUpperCase()}_LIST_VENDOR/${vendorCode}-WHITE.png`;
}

/** Where a game's tile image lives under the image CDN. */
export function gameImagePath(category: GameCategory, vendorCode: string, gameCode: string): string {
  return `/TCG_PROD_IMAGES/${category.toUpperCase()}_LIST_GAME/${vendorCode}/${gameCode}.png`;
}
