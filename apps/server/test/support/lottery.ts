// Lottery settlement fixtures (lottery-settlement tests on PGlite and PostgreSQL): draws and tickets written as
// the draws loop and the ticket service leave them, players whose bets the wallet really took, and the
// settlement service over the app's seamless wallet.
import { eq, inArray } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import type { TestApp } from '../helpers.ts';
import { moneyMember, type MoneyMember } from './payments.ts';
import { lotteryDraws, lotteryTicketLines, lotteryTickets } from '../../src/db/schema/lottery.ts';
import { seamlessTransactions } from '../../src/db/schema/seamless.ts';
import { injectTransport } from '../../src/lib/http-transport.ts';
import { createHouseWallet, type HouseWallet } from '../../src/vendors/house/house-wallet.ts';
import { createSeamlessClient } from '../../src/vendors/house/seamless-client.ts';
import { createLotterySettlement } from '../../src/vendors/house/lottery/settlement.ts';

export interface Line {
  betType: string;
  selection: string;
  stake: bigint;
}
export type Player = MoneyMember & { token: string };
export type TicketRow = typeof lotteryTickets.$inferSelect;

// The bets go to the wallet under a house vendor and game that every test database has.
const VENDOR = 'HSLOT';
const WALLET_GAME = 'house-fruit-lines';
const silent = { warn: () => undefined, info: () => undefined };
let seq = 0;
export const nextId = () => `${Date.now().toString(36)}-${++seq}`;

export async function lotteryFixture(t: TestApp) {
  const merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
  const wallet = createHouseWallet({
    database: t.database,
    secrets: t.services.vendorSecrets,
    client: createSeamlessClient({ transport: injectTransport(t.app), baseUrl: 'http://localhost', clock: t.clock }),
  });
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  const slotGameId = games.find((game) => game.gameCode === WALLET_GAME)!.gameId;
  const db = t.database.db;

  function settlementWith(options: { wallet?: HouseWallet; missedDraws?: 'draw' | 'void'; payBatchLines?: number } = {}) {
    const settings = { ...merchant.settings, lottery: { ...merchant.settings.lottery, missedDraws: options.missedDraws ?? 'draw' } };
    return createLotterySettlement({
      database: t.database,
      clock: t.clock,
      wallet: options.wallet ?? wallet,
      merchantById: async (id) => (id === merchant.id ? { ...merchant, settings } : undefined),
      log: silent,
      walletGameCode: () => WALLET_GAME,
      payBatchLines: options.payBatchLines,
    });
  }

  /** A draw as the draws loop leaves it: drawn (with its result) at its time, or `lateMs` after. */
  async function insertDraw(gameCode: LotteryGameCode, result: unknown, options: { odds?: unknown; status?: string; lateMs?: number } = {}) {
    const drawsAt = t.clock.now();
    const [row] = await db
      .insert(lotteryDraws)
      .values({
        merchantId: merchant.id,
        gameCode,
        drawId: `${gameCode}:test-${nextId()}`,
        status: options.status ?? 'drawn',
        opensAt: new Date(drawsAt.getTime() - 3_600_000),
        closesAt: new Date(drawsAt.getTime() - 60_000),
        drawsAt,
        serverSeed: 'seed',
        commitment: 'commitment',
        result: result as Record<string, unknown>,
        odds: (options.odds ?? null) as Record<string, unknown> | null,
        drawnAt: options.status && options.status !== 'drawn' ? null : new Date(drawsAt.getTime() + (options.lateMs ?? 0)),
        createdAt: drawsAt,
      })
      .returning({ id: lotteryDraws.id });
    return row!.id;
  }

  /** A ticket with its lines as the ticket service writes them (free play unless `real`). */
  async function insertTicket(
    drawRowId: number,
    gameCode: LotteryGameCode,
    lines: Line[],
    options: { player?: string; real?: boolean; roundId?: string; status?: string } = {},
  ): Promise<TicketRow> {
    const roundId = options.roundId ?? `lot-${nextId()}`;
    const [ticket] = await db
      .insert(lotteryTickets)
      .values({
        merchantId: merchant.id,
        vendorCode: VENDOR,
        gameCode,
        drawRowId,
        player: options.player ?? 'nobody',
        roundId,
        requestId: roundId,
        real: options.real ?? false,
        stake: lines.reduce((sum, line) => sum + line.stake, 0n),
        status: options.status ?? 'debited',
        createdAt: t.clock.now(),
      })
      .returning();
    await db.insert(lotteryTicketLines).values(lines.map((line) => ({ ticketId: ticket!.id, drawRowId, ...line })));
    return ticket!;
  }

  async function player(funds: bigint): Promise<Player> {
    const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
    const launched = await member.api.call(launchGameEndpoint, { body: { gameId: slotGameId, accountType: 1 } });
    if (launched.mode !== 'house') throw new Error('expected a house launch');
    return { ...member, token: launched.token };
  }

  /** A ticket whose bet the wallet took, as the ticket service leaves it: debited, with its lines. */
  async function boughtTicket(drawRowId: number, gameCode: LotteryGameCode, who: Player, lines: Line[]) {
    const roundId = `lot-${nextId()}`;
    const stake = lines.reduce((sum, line) => sum + line.stake, 0n);
    await wallet.call({ merchantId: merchant.id, merchantCode: merchant.code, vendorCode: VENDOR }, 'debit', {
      token: who.token,
      player: who.username,
      transactionId: `${roundId}:bet`,
      roundId,
      gameCode: WALLET_GAME,
      amount: (Number(stake) / 100).toFixed(2),
    });
    return insertTicket(drawRowId, gameCode, lines, { player: who.username, real: true, roundId });
  }

  return {
    merchant,
    wallet,
    settlementWith,
    insertDraw,
    insertTicket,
    player,
    boughtTicket,
    linesOf: (drawRowId: number) => db.select().from(lotteryTicketLines).where(eq(lotteryTicketLines.drawRowId, drawRowId)).orderBy(lotteryTicketLines.id),
    ticketsOf: (drawRowId: number) => db.select().from(lotteryTickets).where(eq(lotteryTickets.drawRowId, drawRowId)).orderBy(lotteryTickets.id),
    drawOf: async (id: number) => (await db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id)))[0]!,
    balance: async (member: MoneyMember) => BigInt((await member.api.call(balanceEndpoint)).mainBalance.replace('.', '')),
    movesOf: (roundIds: string[]) => db.select().from(seamlessTransactions).where(inArray(seamlessTransactions.roundId, roundIds)),
  };
}
export type LotteryFixture = Awaited<ReturnType<typeof lotteryFixture>>;
