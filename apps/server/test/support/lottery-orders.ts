// Lottery orders in tests (lottery-tickets tests on PGlite and PostgreSQL): draws planned and opened at a fixed
// moment, members launched into a lottery game with money in their wallet, and orders placed through the
// member contract.
import { and, eq } from 'drizzle-orm';
import { gameListEndpoint, launchGameEndpoint } from '@orbit/contracts/games';
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { placeLotteryOrderEndpoint, type LotteryLineInput } from '@orbit/contracts/lottery-tickets';
import { balanceEndpoint } from '@orbit/contracts/wallet';
import type { TestApp } from '../helpers.ts';
import { moneyMember, walletOf, type MoneyMember } from './payments.ts';
import { lotteryExposure, lotteryTickets } from '../../src/db/schema/lottery.ts';
import { houseLotteryGame } from '../../src/modules/games/house-catalogue.ts';

/** A Wednesday, 08:00 in Kuala Lumpur: 4D draws tonight, every fast game's first draw opens now. */
export const T0 = Date.parse('2026-11-25T00:00:00Z');

/** Plans and opens the demo merchant's draws at `at`. */
export async function openDrawsAt(t: TestApp, at: Date) {
  t.clock.set(at);
  const merchant = await t.services.site.resolveMerchant({ code: 'HGOLD' });
  await t.services.lotteryDraws.planAhead({ id: merchant.id, timeZone: merchant.timeZone }, at);
  await t.services.lotteryDraws.advance(at);
  return merchant;
}

export type LotteryPlayer = MoneyMember & { gameToken: string; url: string };

/** A member with `funds` (minor units) launched into a lottery game, holding the launch's token. */
export async function lotteryPlayer(t: TestApp, funds: bigint, gameCode: LotteryGameCode = '4d', accountType = 1): Promise<LotteryPlayer> {
  const member = await moneyMember(t, { funds, paymentPassword: null, realName: null });
  const { games } = await t.client().call(gameListEndpoint, { query: { pageSize: 100 } });
  const gameId = games.find((game) => game.gameCode === houseLotteryGame(gameCode).launchGameCode)!.gameId;
  const launched = await member.api.call(launchGameEndpoint, { body: { gameId, accountType } });
  if (launched.mode !== 'page') throw new Error('a lottery game opens on its own page');
  return { ...member, gameToken: launched.token, url: launched.url };
}

export const lotteryApi = (t: TestApp) => t.client(() => ({ merchant: 'HGOLD' }));

let seq = 0;
export const orderId = (label = 'order') => `${label}-${Date.now().toString(36)}-${++seq}`;

export function placeOrder(t: TestApp, token: string, gameCode: LotteryGameCode, drawIds: string[], lines: LotteryLineInput[], requestId = orderId()) {
  return lotteryApi(t).call(placeLotteryOrderEndpoint, { body: { token, gameCode, drawIds, lines, requestId } });
}

export const cents = (amount: string) => BigInt(amount.replace('.', ''));
export const mainBalance = async (member: MoneyMember) => cents((await member.api.call(balanceEndpoint)).mainBalance);
/** The main balance read from the ledger (no member session needed: the clock may be hours on). */
export const ledgerBalance = async (t: TestApp, member: MoneyMember) => (await walletOf(t, member)).main;

export const ticketsOf = (t: TestApp, member: MoneyMember) =>
  t.database.db.select().from(lotteryTickets).where(eq(lotteryTickets.player, member.username)).orderBy(lotteryTickets.id);

/** The liability held on one bet key of a draw (0 when nothing was ever sold on it). */
export async function exposureOf(t: TestApp, drawRowId: number, betKey: string): Promise<bigint> {
  const [row] = await t.database.db
    .select({ liability: lotteryExposure.liability })
    .from(lotteryExposure)
    .where(and(eq(lotteryExposure.drawRowId, drawRowId), eq(lotteryExposure.betKey, betKey)));
  return row?.liability ?? 0n;
}
