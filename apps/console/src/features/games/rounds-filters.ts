// The rounds explorer's filters, kept in the address so a search can be linked to and survives a reload.
import { parseRange } from '../../lib/date-range.ts';

export const ROUNDS_PAGE_SIZE = 25;

export interface RoundFilters {
  from: string;
  to: string;
  vendorCode: string;
  gameCode: string;
  username: string;
  roundId: string;
  page: number;
}

const VENDOR = /^[A-Z0-9_]{2,32}$/;
const GAME = /^[A-Za-z0-9_.:-]{1,64}$/;

/** Reads the filters; anything malformed falls back to no filter (and the range to the last 7 days). */
export function parseRoundFilters(params: URLSearchParams, now: Date, timeZone: string): RoundFilters {
  const { from, to } = parseRange(params, now, timeZone);
  const text = (name: string, max: number) => (params.get(name) ?? '').trim().slice(0, max);
  const vendorCode = text('vendor', 32);
  const gameCode = text('game', 64);
  const page = Number(params.get('page'));
  return {
    from,
    to,
    vendorCode: VENDOR.test(vendorCode) ? vendorCode : '',
    gameCode: GAME.test(gameCode) ? gameCode : '',
    username: text('user', 64),
    roundId: text('round', 128),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

export function roundFiltersToParams(filters: RoundFilters): URLSearchParams {
  const params = new URLSearchParams({ from: filters.from, to: filters.to });
  if (filters.vendorCode) params.set('vendor', filters.vendorCode);
  if (filters.gameCode) params.set('game', filters.gameCode);
  if (filters.username) params.set('user', filters.username);
  if (filters.roundId) params.set('round', filters.roundId);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The call's query: empty filters are left out rather than sent blank. */
export function roundsQueryOf(filters: RoundFilters) {
  return {
    from: filters.from,
    to: filters.to,
    page: filters.page,
    pageSize: ROUNDS_PAGE_SIZE,
    ...(filters.vendorCode ? { vendorCode: filters.vendorCode } : {}),
    ...(filters.gameCode ? { gameCode: filters.gameCode } : {}),
    ...(filters.username ? { username: filters.username } : {}),
    ...(filters.roundId ? { roundId: filters.roundId } : {}),
  };
}
