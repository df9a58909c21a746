// The lottery's calls (contracts/lottery.ts and lottery-tickets.ts) and their query keys. The draws, results
// and rules are public; orders carry the launch's player token of their game, as the house games' calls do.
import { nextDrawEndpoint, recentDrawsEndpoint, type LotteryGameCode } from '@orbit/contracts/lottery';
import {
  lotteryDrawHistoryEndpoint,
  lotteryGamesEndpoint,
  lotteryOrdersEndpoint,
  placeLotteryOrderEndpoint,
  type LotteryLineInput,
} from '@orbit/contracts/lottery-tickets';
import { api } from '../../../lib/api.ts';
import { clockOffset } from './model/countdown.ts';

export const lotteryKeys = {
  all: ['lottery'] as const,
  games: (language: string) => [...lotteryKeys.all, 'games', language] as const,
  draw: (gameCode: LotteryGameCode) => [...lotteryKeys.all, 'draw', gameCode] as const,
  recent: (gameCode: LotteryGameCode, limit: number) => [...lotteryKeys.all, 'recent', gameCode, limit] as const,
  history: (gameCode: LotteryGameCode, page: number) => [...lotteryKeys.all, 'history', gameCode, page] as const,
  orders: (gameCode: LotteryGameCode, token: string | null, status: string, page: number) =>
    [...lotteryKeys.all, 'orders', gameCode, token, status, page] as const,
};

export const getLotteryGames = () => api.call(lotteryGamesEndpoint);

/** The next draw with the server's clock offset (ms ahead of the device). */
export async function getNextDraw(gameCode: LotteryGameCode) {
  const sentAt = Date.now();
  const reply = await api.call(nextDrawEndpoint, { query: { gameCode } });
  return { ...reply, offsetMs: clockOffset(reply.serverTime, sentAt, Date.now()) };
}

export const getRecentDraws = (gameCode: LotteryGameCode, limit: number) => api.call(recentDrawsEndpoint, { query: { gameCode, limit } });

export const getDrawHistory = (gameCode: LotteryGameCode, page: number, pageSize: number) =>
  api.call(lotteryDrawHistoryEndpoint, { query: { gameCode, page, pageSize } });

export const getOrders = (input: { token: string; gameCode: LotteryGameCode; status: 'open' | 'settled' | 'all'; page: number; pageSize: number }) =>
  api.call(lotteryOrdersEndpoint, { body: input });

export const placeOrder = (input: { token: string; gameCode: LotteryGameCode; drawIds: string[]; lines: LotteryLineInput[]; requestId: string }) =>
  api.call(placeLotteryOrderEndpoint, { body: input });

/** A fresh id for one order: sent again on a retry after a lost answer, the order is placed once. */
export function newOrderId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `lot-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
