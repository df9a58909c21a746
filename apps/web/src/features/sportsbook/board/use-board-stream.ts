// The board's live updates (contracts/sportsbook-stream.ts): each match the feed changed comes as it now
// stands and replaces what the open board and match pages show of it, its moved prices flashing. The stream is
// public; it reconnects with back-off, and every reconnection reads the board again, since changes may have
// been missed meanwhile. While it is down the pages read the board every few seconds instead (the fallback).
import { SPORTS_STREAM_PATH, sportsStreamEventSchema } from '@orbit/contracts/sportsbook-stream';
import type { Sport, SportEvent } from '@orbit/contracts/sportsbook';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createEventStreamParser, reconnectDelay } from '../../../lib/event-stream.ts';
import { getMerchantCode } from '../../../lib/session.ts';
import { boardKeys, type Board } from './api.ts';
import { applyMatch, priceMoves, type BoardTab } from './model/board.ts';
import { flashMoves } from './model/flashes.ts';
import { updateSelectionOdds } from '../slip/slip-store.ts';

/** How often the pages read the board while the stream is down. */
export const FALLBACK_REFETCH_MS = 5_000;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Puts a changed match into every cached board and match page of its sport, and flashes what moved. */
function applyToCache(queryClient: QueryClient, changed: SportEvent): void {
  let before: SportEvent | undefined = queryClient.getQueryData<SportEvent>(boardKeys.match(changed.eventId));
  for (const tab of ['live', 'today', 'early'] as BoardTab[]) {
    queryClient.setQueryData<Board>(boardKeys.board(changed.sport, tab), (board) => {
      if (!board) return board;
      before ??= board.events.find((event) => event.eventId === changed.eventId);
      const events = applyMatch(board.events, changed, tab);
      return events === board.events ? board : { ...board, events: [...events] };
    });
  }
  queryClient.setQueryData<SportEvent>(boardKeys.match(changed.eventId), (match) => (match ? changed : match));
  flashMoves(priceMoves(before, changed));
  updateSelectionOdds(new Map(changed.markets.flatMap((market) => market.outcomes.map((outcome) => [outcome.outcomeId, outcome.odds] as const))));
}

async function follow(sport: Sport, queryClient: QueryClient, onConnected: (connected: boolean) => void, signal: AbortSignal) {
  let failures = 0;
  let opens = 0;
  while (!signal.aborted) {
    try {
      const merchant = getMerchantCode();
      const response = await fetch(`${SPORTS_STREAM_PATH}?${new URLSearchParams({ sport }).toString()}`, {
        headers: { accept: 'text/event-stream', ...(merchant ? { Merchant: merchant } : {}) },
        signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      failures = 0;
      onConnected(true);
      if (opens++ > 0) void queryClient.invalidateQueries({ queryKey: boardKeys.all });
      const parser = createEventStreamParser((message) => {
        const parsed = sportsStreamEventSchema.safeParse(parseJson(message.data));
        if (parsed.success) applyToCache(queryClient, parsed.data.event);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
    } catch {
      if (signal.aborted) return;
      failures++;
    }
    onConnected(false);
    await pause(reconnectDelay(failures), signal);
  }
}

/** Follows the sport's changes while the page is open; answers whether the stream is connected now. */
export function useBoardStream(sport: Sport): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    void follow(sport, queryClient, setConnected, controller.signal);
    return () => {
      controller.abort();
      setConnected(false);
    };
  }, [sport, queryClient]);
  return connected;
}
