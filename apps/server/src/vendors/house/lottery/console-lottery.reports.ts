// The console's lottery reports (docs/lottery.md, Console): a game's results with their fairness check, a draw's
// exposure per bet key against the merchant's sell-out cap, and GGR per game over days. Split from
// console-lottery.service.ts, which hands in how it reads a draw and what was sold on it.
import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import type { ConsoleDraw, ConsoleResult, ExposureKey, LotteryGgrRow } from '@orbit/contracts/console-lottery';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@orbit/contracts/lottery';
import { nodeHash } from '@orbit/games/fair/node-crypto';
import { verifyDraw } from '@orbit/games/lottery/verify-draw';
import type { Database, Tx } from '../../../db/client.ts';
import { lotteryDraws, lotteryExposure, lotteryTickets } from '../../../db/schema/lottery.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ResolvedMerchant } from '../../../modules/site/site.types.ts';
import { showAmount } from '../../../modules/wallet/money.ts';
import { dayRange } from '../../../modules/wallet/day-range.ts';
import { LOTTERY_SCHEDULES } from './calendar.ts';
import { REVEALED, SETTLED } from './console-lottery.sold.ts';
import type { LotteryDrawRow } from './draws.service.ts';

/** Results, exposure and GGR, on the service's readers of a draw. */
export function createLotteryReports(deps: {
  database: Database;
  clock: Clock;
  withSold: (merchant: ResolvedMerchant, rows: LotteryDrawRow[], tx?: Tx) => Promise<ConsoleDraw[]>;
  drawRow: (merchant: ResolvedMerchant, drawId: string, tx?: Tx) => Promise<LotteryDrawRow>;
}) {
  const db = deps.database.db;
  const { withSold, drawRow } = deps;

  /** A game's drawn and settled draws, newest first, each checked with verifyDraw. */
  async function results(
    merchant: ResolvedMerchant,
    query: { gameCode: LotteryGameCode; from?: string | undefined; to?: string | undefined; page: number; pageSize: number },
  ) {
    const range = query.from || query.to ? dayRange(merchant, deps.clock.now(), query.from, query.to) : undefined;
    const where = and(
      eq(lotteryDraws.merchantId, merchant.id),
      eq(lotteryDraws.gameCode, query.gameCode),
      inArray(lotteryDraws.status, REVEALED),
      range ? gte(lotteryDraws.drawsAt, range.start) : undefined,
      range ? lt(lotteryDraws.drawsAt, range.end) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(lotteryDraws)
        .where(where)
        .orderBy(desc(lotteryDraws.drawsAt), desc(lotteryDraws.id))
        .limit(query.pageSize)
        .offset((query.page - 1) * query.pageSize),
      db.select({ total: count() }).from(lotteryDraws).where(where),
    ]);
    const shown = await withSold(merchant, rows);
    const kind = LOTTERY_SCHEDULES[query.gameCode].kind;
    const items: ConsoleResult[] = rows.map((row, i) => {
      const result = row.result ?? {};
      const check = verifyDraw({ kind, drawId: row.drawId, serverSeed: row.serverSeed, commitment: row.commitment, result }, nodeHash);
      return { ...shown[i]!, lotteryKind: kind, result, commitment: row.commitment, serverSeed: row.serverSeed, verified: check.valid };
    });
    return { items, total: Number(total?.total ?? 0), page: query.page, pageSize: query.pageSize };
  }

  /** A draw's bet keys by liability, largest first, against the merchant's cap. @throws not_found */
  async function exposure(merchant: ResolvedMerchant, drawId: string, limit: number) {
    const row = await drawRow(merchant, drawId);
    const cap = liabilityCap(merchant, row.gameCode as LotteryGameCode);
    const soldOutWhen = cap === null ? sql`false` : sql`${lotteryExposure.liability} >= ${cap.toString()}::bigint`;
    const [keys, [summary], draw] = await Promise.all([
      db
        .select({ betKey: lotteryExposure.betKey, liability: sql<string>`${lotteryExposure.liability}::text` })
        .from(lotteryExposure)
        .where(eq(lotteryExposure.drawRowId, row.id))
        .orderBy(desc(lotteryExposure.liability), asc(lotteryExposure.betKey))
        .limit(limit),
      db
        .select({
          keys: sql<string>`count(*) FILTER (WHERE ${lotteryExposure.liability} > 0)`,
          total: sql<string>`coalesce(sum(${lotteryExposure.liability}), 0)::text`,
          soldOut: sql<string>`count(*) FILTER (WHERE ${soldOutWhen})`,
        })
        .from(lotteryExposure)
        .where(eq(lotteryExposure.drawRowId, row.id)),
      withSold(merchant, [row]),
    ]);
    const items: ExposureKey[] = keys.map((key) => {
      const liability = BigInt(key.liability);
      return {
        betKey: key.betKey,
        liability: showAmount(merchant, liability),
        remaining: cap === null ? null : showAmount(merchant, cap > liability ? cap - liability : 0n),
        soldOut: cap !== null && liability >= cap,
      };
    });
    return {
      draw: draw[0]!,
      cap: cap === null ? null : showAmount(merchant, cap),
      items,
      keys: Number(summary?.keys ?? 0),
      totalLiability: showAmount(merchant, BigInt(summary?.total ?? '0')),
      soldOutKeys: Number(summary?.soldOut ?? 0),
    };
  }

  /** Per game, the settled real-money tickets of the draws drawn on the days from–to. @throws validation_failed (from after to) */
  async function ggr(merchant: ResolvedMerchant, from: string, to: string) {
    const range = dayRange(merchant, deps.clock.now(), from, to);
    const rows = await db
      .select({
        gameCode: lotteryTickets.gameCode,
        tickets: sql<string>`count(*)`,
        players: sql<string>`count(DISTINCT ${lotteryTickets.player})`,
        draws: sql<string>`count(DISTINCT ${lotteryTickets.drawRowId})`,
        stake: sql<string>`coalesce(sum(${lotteryTickets.stake}), 0)::text`,
        wins: sql<string>`coalesce(sum(${lotteryTickets.win}), 0)::text`,
      })
      .from(lotteryTickets)
      .innerJoin(lotteryDraws, eq(lotteryDraws.id, lotteryTickets.drawRowId))
      .where(
        and(
          eq(lotteryTickets.merchantId, merchant.id),
          eq(lotteryTickets.real, true),
          inArray(lotteryTickets.status, SETTLED),
          eq(lotteryDraws.merchantId, merchant.id),
          gte(lotteryDraws.drawsAt, range.start),
          lt(lotteryDraws.drawsAt, range.end),
        ),
      )
      .groupBy(lotteryTickets.gameCode);
    const byGame = new Map(rows.map((row) => [row.gameCode, row]));
    const money = (minor: bigint) => showAmount(merchant, minor);
    let tickets = 0;
    let stake = 0n;
    let wins = 0n;
    const games: LotteryGgrRow[] = LOTTERY_GAME_CODES.map((gameCode) => {
      const row = byGame.get(gameCode);
      const s = BigInt(row?.stake ?? '0');
      const w = BigInt(row?.wins ?? '0');
      tickets += Number(row?.tickets ?? 0);
      stake += s;
      wins += w;
      return {
        gameCode,
        tickets: Number(row?.tickets ?? 0),
        players: Number(row?.players ?? 0),
        draws: Number(row?.draws ?? 0),
        stake: money(s),
        wins: money(w),
        ggr: money(s - w),
        margin: s > 0n ? percent(s - w, s) : null,
      };
    });
    return { games, totals: { tickets, stake: money(stake), wins: money(wins), ggr: money(stake - wins) } };
  }

  return { results, exposure, ggr };
}

/** The merchant's sell-out cap on one bet key of a game (settings `lottery`) in minor units; null when it cannot be read. */
function liabilityCap(merchant: ResolvedMerchant, gameCode: LotteryGameCode): bigint | null {
  const text = merchant.settings.lottery.games[gameCode].maxLiabilityPerKey;
  const parsed = parseAmount(text, exponentOf(merchant.currency));
  if (parsed.ok) return parsed.minor;
  return parsed.reason === 'zero' ? 0n : null;
}

/** part ÷ whole in percent with two decimals, rounded half away from zero, in bigint. */
function percent(part: bigint, whole: bigint): string {
  const scaled = (part * 20_000n) / whole;
  const rounded = scaled >= 0n ? (scaled + 1n) / 2n : (scaled - 1n) / 2n;
  const sign = rounded < 0n ? '-' : '';
  const abs = rounded < 0n ? -rounded : rounded;
  return `${sign}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}
