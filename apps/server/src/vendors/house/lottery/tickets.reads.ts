// The lottery's member reads (contracts/lottery-tickets.ts): the games with their odds and limits (the rules
// and payout page), the player's tickets, and a game's past draws.
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@orbit/contracts/lottery';
import type { LotteryGameSettings } from '@orbit/contracts/lottery-settings';
import { LOTTERY_BET_TYPES, type LotteryGame } from '@orbit/contracts/lottery-tickets';
import { exponentOf } from '@orbit/contracts/money';
import type { Database } from '../../../db/client.ts';
import { lotteryDraws, lotteryTickets } from '../../../db/schema/lottery.ts';
import { HOUSE_LOTTERY_GAMES, houseLotteryGame } from '../../../modules/games/house-catalogue.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { show, type RoundBook } from '../round-book.ts';
import { LOTTERY_SCHEDULES, type CloseBefore } from './calendar.ts';
import { maxDrawsPerOrder, maxLinesPerOrder, type TicketRow } from './tickets.view.ts';
import { settingMinor } from './tickets.order.ts';
import type { LotteryTickets, SellableGames } from './tickets.service.ts';

const OPEN_STATUSES = ['open', 'debited'];
const SETTLED_STATUSES = ['settled', 'paid', 'refunded', 'refused'];
const REVEALED = ['drawn', 'settled'];

type OddsRecord = Record<string, string>;

/** A game's odds per bet type as the contract lists them (lotteryBetTypeSchema). */
function oddsByBetType(gameCode: LotteryGameCode, settings: LotteryGameSettings): Record<string, OddsRecord> {
  const odds = settings.odds as unknown;
  switch (gameCode) {
    case '4d': {
      const table = odds as { big: OddsRecord; small: OddsRecord };
      return { big: table.big, small: table.small, 'big-box': table.big, 'small-box': table.small, 'big-ibox': table.big, 'small-ibox': table.small };
    }
    case 'xsmb':
      return Object.fromEntries(Object.entries(odds as OddsRecord).map(([betType, value]) => [betType, { win: value }]));
    case 'keno':
      return { pick: Object.fromEntries((odds as string[][]).flatMap((row, spots) => row.map((value, hits) => [`${spots + 1}:${hits}`, value]))) };
    default: {
      const table = odds as { number: string; size: string; parity: string; colour: OddsRecord };
      return { number: { win: table.number }, size: { win: table.size }, parity: { win: table.parity }, colour: table.colour };
    }
  }
}

export function createLotteryReads(deps: { database: Database; book: RoundBook; tickets: LotteryTickets; closeBefore: CloseBefore; sellable: SellableGames }) {
  const { db } = deps.database;

  /** Every lottery game of the merchant, with the odds it sells new draws at and its limits; open when its settings and the catalogue let it sell. */
  async function games(merchant: ResolvedMerchant): Promise<LotteryGame[]> {
    const vendorCodes = [...new Set(HOUSE_LOTTERY_GAMES.map((game) => game.vendorCode))];
    const sellable = new Set((await Promise.all(vendorCodes.map((code) => deps.sellable(merchant, code)))).flatMap((codes) => [...codes]));
    const exponent = exponentOf(merchant.currency);
    const amount = (text: string) => show(merchant, settingMinor(text, exponent));
    return LOTTERY_GAME_CODES.map((gameCode) => {
      const schedule = LOTTERY_SCHEDULES[gameCode];
      const settings = merchant.settings.lottery.games[gameCode];
      const game = houseLotteryGame(gameCode);
      const odds = oddsByBetType(gameCode, settings);
      const everyMs = schedule.cadence === 'fast' ? schedule.everyMinutes * 60_000 : 0;
      const closeMs = schedule.cadence === 'daily' ? deps.closeBefore.dailyMs : Math.min(deps.closeBefore.fastMs, everyMs - 1000);
      return {
        gameCode,
        vendorCode: game.vendorCode,
        launchGameCode: game.launchGameCode,
        cadence: schedule.cadence,
        everyMinutes: schedule.cadence === 'fast' ? schedule.everyMinutes : null,
        closeBeforeSeconds: Math.round(closeMs / 1000),
        betTypes: LOTTERY_BET_TYPES[gameCode].map((betType) => ({ betType, odds: odds[betType] ?? {} })),
        minStake: amount(settings.minStake),
        maxStake: amount(settings.maxStake),
        maxStakePerDraw: amount(settings.maxStakePerDraw),
        maxDrawsPerOrder: maxDrawsPerOrder(gameCode),
        maxLinesPerOrder: maxLinesPerOrder(gameCode),
        open: settings.enabled && sellable.has(game.launchGameCode),
      };
    });
  }

  /** A launch's token belongs to one vendor (HLOTT or HELOT): the named game's, else whichever of them issued it. */
  async function playerOf(merchant: ResolvedMerchant, token: string, gameCode: LotteryGameCode | undefined) {
    const vendors = gameCode ? [houseLotteryGame(gameCode).vendorCode] : [...new Set(HOUSE_LOTTERY_GAMES.map((game) => game.vendorCode))];
    for (const [index, vendorCode] of vendors.entries()) {
      try {
        return await deps.book.authenticate(merchant, vendorCode, token);
      } catch (error) {
        if (!(error instanceof ApiError) || error.errorCode !== 'game_token_invalid' || index === vendors.length - 1) throw error;
      }
    }
    throw new ApiError('game_token_invalid', 'This game session has ended; please open the game again');
  }

  /** The player's tickets, newest first. @throws game_token_invalid, vendor_unavailable */
  async function orders(
    merchant: ResolvedMerchant,
    input: { token: string; status: 'open' | 'settled' | 'all'; gameCode?: LotteryGameCode | undefined; page: number; pageSize: number },
  ) {
    const player = await playerOf(merchant, input.token, input.gameCode);
    const where = and(
      eq(lotteryTickets.merchantId, merchant.id),
      eq(lotteryTickets.player, player.player),
      input.gameCode ? eq(lotteryTickets.gameCode, input.gameCode) : undefined,
      input.status === 'open' ? inArray(lotteryTickets.status, OPEN_STATUSES) : undefined,
      input.status === 'settled' ? inArray(lotteryTickets.status, SETTLED_STATUSES) : undefined,
    );
    const [total] = await db.select({ n: count() }).from(lotteryTickets).where(where);
    const rows: TicketRow[] = await db
      .select()
      .from(lotteryTickets)
      .where(where)
      .orderBy(desc(lotteryTickets.createdAt), desc(lotteryTickets.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    return { tickets: await deps.tickets.views(merchant, rows), total: total?.n ?? 0 };
  }

  /** A game's drawn draws, newest first, page by page. */
  async function drawHistory(merchant: ResolvedMerchant, input: { gameCode: LotteryGameCode; page: number; pageSize: number }) {
    const where = and(eq(lotteryDraws.merchantId, merchant.id), eq(lotteryDraws.gameCode, input.gameCode), inArray(lotteryDraws.status, REVEALED));
    const [total] = await db.select({ n: count() }).from(lotteryDraws).where(where);
    const rows = await db
      .select()
      .from(lotteryDraws)
      .where(where)
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize);
    return {
      draws: rows.map((row) => ({
        drawId: row.drawId,
        drawsAt: row.drawsAt.toISOString(),
        status: row.status,
        commitment: row.commitment,
        serverSeed: row.serverSeed,
        result: row.result,
      })),
      total: total?.n ?? 0,
    };
  }

  return { games, orders, drawHistory };
}

export type LotteryReads = ReturnType<typeof createLotteryReads>;
