// The board's reads (contracts/sportsbook.ts) and their query keys: public, no session needed.
import { sportEventEndpoint, sportsBoardEndpoint, type Sport } from '@orbit/contracts/sportsbook';
import { api } from '../../../lib/api.ts';
import type { BoardTab } from './model/board.ts';

export const boardKeys = {
  all: ['sportsbook', 'board'] as const,
  board: (sport: Sport, tab: BoardTab) => [...boardKeys.all, sport, tab] as const,
  match: (eventId: string) => [...boardKeys.all, 'match', eventId] as const,
};

export const getBoard = (sport: Sport, tab: BoardTab) => api.call(sportsBoardEndpoint, { query: { sport, tab } });
export type Board = Awaited<ReturnType<typeof getBoard>>;

export const getMatch = (eventId: string) => api.call(sportEventEndpoint, { params: { eventId } });
