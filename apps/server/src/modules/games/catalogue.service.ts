// The catalogue the lobbies read (docs/games.md): menus, the paged game
// list, hot and popular games, vendors, rooms, and a member's favourites and recent games.
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import {
  CATEGORY_ORDER,
  CATEGORY_POINT_RATES,
  CATEGORY_ROUTES,
  COCKFIGHT_VENDOR,
  GAME_CATEGORIES,
  PARTNER_STRIP_HIDDEN_VENDOR,
  type Game,
  type GameCategory,
  type GameRoom,
  type GameVendor,
  type MenuItem,
} from '@orbit/contracts/games';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { LocalisedNames } from '../../db/schema/games.ts';
import * as repo from './games.repo.ts';
import { HOUSE_VENDORS, vendorLogoPath } from './house-catalogue.ts';

const POPULAR_WINDOW_MS = 7 * 24 * 3600 * 1000;
const RECENT_LIMIT = 20;
/** The house vendor's games are drawn by its RNG: none of its vendors is a live dealer. */
const RNG_VENDORS: ReadonlySet<string> = new Set(HOUSE_VENDORS.map((vendor) => vendor.code));
/** The house sportsbook's vendor: it plays sports and esports alike (docs/sportsbook.md, "The site"). */
const HOUSE_BOOK = HOUSE_VENDORS.find((vendor) => vendor.category === 'sports')!.code;

/** A menu's vendors: the category's, in their order; the house book leads both the Sports and the Esports menu. */
function menuVendors(category: GameCategory, all: readonly GameVendor[]): GameVendor[] {
  const own = all.filter((vendor) => vendor.category === category);
  if (category !== 'sports' && category !== 'esports') return own;
  const book = all.find((vendor) => vendor.vendorCode === HOUSE_BOOK);
  return book ? [book, ...own.filter((vendor) => vendor !== book)] : own;
}

/** What a catalogue reply is shaped by: the merchant (currency, CDNs) and the reader's language. */
export interface Reader {
  merchant: ResolvedMerchant;
  language: string | undefined;
}

/** The name in `language`, else EN, else any. */
export function localName(names: LocalisedNames, language: string | undefined): string {
  const code = language?.toUpperCase();
  return (code && names[code]) || names.EN || Object.values(names)[0] || '';
}

/** An image address under one of the merchant's image CDNs, picked at random; our own host when it has none. */
export function imageUrl(merchant: ResolvedMerchant, imagePath: string, random: () => number = Math.random): string {
  const cdns = merchant.settings.general.imageCDNs;
  // An image uploaded in the console lives with the merchant's other media on our host.
  if (cdns.length === 0 || imagePath.startsWith('/media/')) return imagePath;
  const cdn = cdns[Math.floor(random() * cdns.length)] ?? '';
  return `${cdn.replace(/\/+$/, '')}${imagePath}`;
}

function isCategory(value: string): value is GameCategory {
  return (GAME_CATEGORIES as readonly string[]).includes(value);
}

/** A vendor as the lobbies show it. */
function toVendor(reader: Reader, row: repo.CatalogueVendor, gameCount: number): GameVendor {
  const category = isCategory(row.profile.category) ? row.profile.category : 'rng';
  return {
    vendorCode: row.vendor.code,
    name: localName(row.profile.names, reader.language) || row.vendor.name,
    category,
    walletMode: row.vendor.walletMode === 'seamless' ? 'seamless' : 'transfer',
    isHot: row.profile.isHot,
    isGame: row.profile.isGame,
    maintenance: row.vendor.maintenance,
    logoUrl: imageUrl(reader.merchant, vendorLogoPath(category, row.vendor.code)),
    // TCG_SEA stays out of the footer's partner strip whatever its profile says.
    partnerStrip: row.profile.partnerStrip && row.vendor.code !== PARTNER_STRIP_HIDDEN_VENDOR,
    gameCount,
  };
}

/** A game as the lobbies show it. */
function toGame(reader: Reader, row: repo.CatalogueGame): Game {
  const { game, vendor, profile } = row;
  return {
    gameId: game.id,
    gameCode: game.gameCode,
    vassalage: game.vendorCode,
    vendorName: localName(profile.names, reader.language) || vendor.name,
    category: isCategory(game.category) ? game.category : 'rng',
    gameType: game.gameType,
    displayName: localName(game.names, reader.language),
    isHot: game.isHot,
    imageUrl: imageUrl(reader.merchant, game.imagePath),
    minBet: formatMinor(game.minBet, exponentOf(reader.merchant.currency)),
    lines: game.lines,
    tags: game.tags,
    maintenance: game.maintenance || vendor.maintenance,
    hasRooms: game.rooms.length > 0,
  };
}

export type GamesCatalogue = ReturnType<typeof createGamesCatalogue>;

export function createGamesCatalogue(deps: { database: Database; clock: Clock }) {
  const db = deps.database.db;

  /** Games by id in the order of `ids`, skipping those no longer listed. */
  async function gamesInOrder(reader: Reader, ids: number[]): Promise<Game[]> {
    const byId = new Map((await repo.gamesByIds(db, reader.merchant.id, ids)).map((row) => [row.game.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toGame(reader, row)] : [];
    });
  }

  /** Enabled vendors of the catalogue, optionally of one category. */
  async function vendors(reader: Reader, category?: GameCategory): Promise<GameVendor[]> {
    const [rows, counts] = await Promise.all([repo.catalogueVendors(db, reader.merchant.id), repo.enabledGameCounts(db, reader.merchant.id)]);
    return rows
      .filter((row) => row.vendor.enabled && (!category || row.profile.category === category))
      .map((row) => toVendor(reader, row, counts.get(row.vendor.id) ?? 0));
  }

  /** The header menu: categories with at least one enabled vendor in header order (docs/games.md), cockfight after live when SV3 exists. */
  async function menus(reader: Reader): Promise<MenuItem[]> {
    const all = await vendors(reader);
    const items: MenuItem[] = [];
    for (const category of CATEGORY_ORDER) {
      const inCategory = menuVendors(category, all);
      if (inCategory.length === 0) continue;
      items.push({
        key: category,
        category,
        route: CATEGORY_ROUTES[category],
        pointRate: CATEGORY_POINT_RATES[category],
        vendors: inCategory,
        liveDealer: category === 'live' && inCategory.some((vendor) => !RNG_VENDORS.has(vendor.vendorCode)),
      });
      if (category === 'live') {
        const cockfight = all.find((v) => v.vendorCode === COCKFIGHT_VENDOR);
        if (cockfight)
          items.push({
            key: 'cockfight',
            category: 'sports',
            route: CATEGORY_ROUTES.sports,
            pointRate: CATEGORY_POINT_RATES.sports,
            vendors: [cockfight],
            liveDealer: false,
          });
      }
    }
    return items;
  }

  /**
   * The game list query (docs/games.md, Calls).
   * @throws amount_invalid (minBet not an amount in the merchant's currency)
   */
  async function list(
    reader: Reader,
    query: {
      vassalage?: string | undefined;
      category?: GameCategory | undefined;
      gameType?: string | undefined;
      gameName?: string | undefined;
      minBet?: string | undefined;
      minLineNum?: number | undefined;
      pageNo: number;
      pageSize: number;
    },
  ) {
    let minBetAtLeast: bigint | undefined;
    if (query.minBet !== undefined) {
      const parsed = parseAmount(query.minBet, exponentOf(reader.merchant.currency));
      if (parsed.ok) minBetAtLeast = parsed.minor;
      else if (parsed.reason === 'zero') minBetAtLeast = 0n;
      else throw new ApiError('amount_invalid', `minBet is not an amount in ${reader.merchant.currency}`, { field: 'minBet' });
    }
    const { rows, total } = await repo.listGames(
      db,
      reader.merchant.id,
      {
        vendorCode: query.vassalage,
        category: query.category,
        gameType: query.gameType,
        name: query.gameName || undefined,
        minBetAtLeast,
        minLines: query.minLineNum,
      },
      { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize },
    );
    return { games: rows.map((row) => toGame(reader, row)), pageNum: query.pageNo, totalPages: Math.ceil(total / query.pageSize), total };
  }

  /** Hot games (isHot), of one vendor or category when asked. */
  async function hot(reader: Reader, filter: { vassalage?: string | undefined; category?: GameCategory | undefined }): Promise<Game[]> {
    const { rows } = await repo.listGames(
      db,
      reader.merchant.id,
      { vendorCode: filter.vassalage, category: filter.category, hotOnly: true },
      { offset: 0, limit: 100 },
    );
    return rows.map((row) => toGame(reader, row));
  }

  /**
   * The most launched games of the last 7 days; hot games fill the list when launches are few. Games under
   * maintenance are left out: this is what the site offers instead of one.
   */
  async function popular(reader: Reader, options: { category?: GameCategory | undefined; limit: number; exceptGameId?: number }): Promise<Game[]> {
    const since = new Date(deps.clock.now().getTime() - POPULAR_WINDOW_MS);
    const launched = await gamesInOrder(reader, await repo.mostLaunched(db, reader.merchant.id, since, 200));
    const seen = new Set<number>();
    const out: Game[] = [];
    for (const game of [...launched, ...(await hot(reader, {}))]) {
      if (out.length >= options.limit) break;
      if (seen.has(game.gameId) || game.maintenance || game.gameId === options.exceptGameId) continue;
      if (options.category && game.category !== options.category) continue;
      seen.add(game.gameId);
      out.push(game);
    }
    return out;
  }

  /**
   * A room game's rooms.
   * @throws not_found (no such listed game)
   */
  async function rooms(reader: Reader, gameId: number): Promise<GameRoom[]> {
    const [row] = await repo.gamesByIds(db, reader.merchant.id, [gameId]);
    if (!row) throw new ApiError('not_found', 'No such game', { field: 'gameId' });
    const exponent = exponentOf(reader.merchant.currency);
    return row.game.rooms.map((room) => ({ roomId: room.roomId, name: room.name, minBet: formatMinor(BigInt(room.minBet), exponent), seats: room.seats }));
  }

  async function favourites(reader: Reader, memberId: number): Promise<Game[]> {
    return gamesInOrder(reader, await repo.favouriteGameIds(db, reader.merchant.id, memberId));
  }

  /**
   * Marks or unmarks a favourite; marking needs a listed game of the member's merchant.
   * @throws not_found
   */
  async function setFavourite(merchant: ResolvedMerchant, memberId: number, gameId: number, favourite: boolean): Promise<void> {
    if (!favourite) return repo.removeFavourite(db, merchant.id, memberId, gameId);
    const [row] = await repo.gamesByIds(db, merchant.id, [gameId]);
    if (!row) throw new ApiError('not_found', 'No such game', { field: 'gameId' });
    await repo.addFavourite(db, { merchantId: merchant.id, memberId, gameId, createdAt: deps.clock.now() });
  }

  async function recent(reader: Reader, memberId: number): Promise<Game[]> {
    return gamesInOrder(reader, await repo.recentGameIds(db, reader.merchant.id, memberId, RECENT_LIMIT));
  }

  return { vendors, menus, list, hot, popular, rooms, favourites, setFavourite, recent, toGame };
}
