// The lottery's event stream (contracts/lottery-events.ts) for the shown game: each draw that
// opens, closes, is drawn, settled, voided or paid makes the screen read again what that changed
// (model/stream-refresh.ts). The stream is public, so it needs no token; it reconnects with back-off, and
// every reconnection reads everything again, since events may have been missed meanwhile. While it is
// connected the screen polls less often (use-draw.ts, orders-panel.tsx); the polling stays as the fallback.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { LOTTERY_EVENTS_PATH } from '@orbit/contracts/lottery-events';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createEventStreamParser, reconnectDelay } from '../../../lib/event-stream.ts';
import { getMerchantCode } from '../../../lib/session.ts';
import { ALL_READS, keyOfRead, parseLotteryEvent, readsAfter, type LotteryRead } from './model/stream-refresh.ts';

/** Events in one burst (a draw drawn and the next opened) make one read of each query. */
const BURST_MS = 100;

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

/** Follows a game's events until `signal` aborts: `onReads` gets what to read again, `onConnected` the stream's state. */
async function followLottery(
  gameCode: LotteryGameCode,
  handlers: { onReads: (reads: readonly LotteryRead[]) => void; onConnected: (connected: boolean) => void },
  signal: AbortSignal,
): Promise<void> {
  let failures = 0;
  let opens = 0;
  while (!signal.aborted) {
    try {
      const merchant = getMerchantCode();
      const response = await fetch(`${LOTTERY_EVENTS_PATH}?${new URLSearchParams({ gameCode }).toString()}`, {
        headers: { accept: 'text/event-stream', ...(merchant ? { Merchant: merchant } : {}) },
        signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      failures = 0;
      handlers.onConnected(true);
      // After a break events may have been missed (the first connection comes with the screen's first reads).
      if (opens++ > 0) handlers.onReads(ALL_READS);
      const parser = createEventStreamParser((message) => {
        const event = message.event === 'message' ? parseLotteryEvent(message.data) : null;
        if (event) handlers.onReads(readsAfter(event, gameCode));
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
    handlers.onConnected(false);
    await pause(reconnectDelay(failures), signal);
  }
}

/** Subscribes the screen to its game's events; answers whether the stream is connected now. */
export function useLotteryEvents(gameCode: LotteryGameCode): boolean {
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);

  useEffect(() => {
    const controller = new AbortController();
    const pending = new Set<LotteryRead>();
    let timer: ReturnType<typeof setTimeout> | null = null;
    const onReads = (reads: readonly LotteryRead[]) => {
      if (reads.length === 0) return;
      for (const read of reads) pending.add(read);
      timer ??= setTimeout(() => {
        timer = null;
        for (const read of pending) void queryClient.invalidateQueries({ queryKey: keyOfRead(read, gameCode) });
        pending.clear();
      }, BURST_MS);
    };
    void followLottery(gameCode, { onReads, onConnected: setConnected }, controller.signal);
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
      setConnected(false);
    };
  }, [gameCode, queryClient]);

  return connected;
}
