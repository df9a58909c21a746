// The house live tables' calls (contracts/house-live.ts) and their event stream. The stream only says that
// the table changed; the screen then reads the table's state again with its own token.
import { LIVE_EVENTS_PATH, liveBetEndpoint, liveStateEndpoint, type LiveGameCode } from '@orbit/contracts/house-live';
import { api } from '../../../../lib/api.ts';
import { getMerchantCode } from '../../../../lib/session.ts';
import { createEventStreamParser, reconnectDelay } from '../../../../lib/event-stream.ts';

export const readTable = (token: string, gameCode: LiveGameCode, roomId: string | null) =>
  api.call(liveStateEndpoint, { body: { token, gameCode, roomId: roomId ?? undefined } });

export const placeBets = (input: {
  token: string;
  gameCode: LiveGameCode;
  roomId: string | null;
  roundNumber: number;
  requestId: string;
  bets: { spot: string; amount: string }[];
}) => api.call(liveBetEndpoint, { body: { ...input, roomId: input.roomId ?? undefined } });

/** A fresh id for one confirmation of bets: sent again on a retry, the bets are placed once. */
export function newBetId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return `bet-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** Calls `onChange` at every change of the table (and when the stream opens) until `signal` aborts; reconnects with back-off. */
export async function followTable(gameCode: LiveGameCode, roomId: string | null, onChange: () => void, signal: AbortSignal): Promise<void> {
  let failures = 0;
  while (!signal.aborted) {
    try {
      const merchant = getMerchantCode();
      const query = new URLSearchParams({ gameCode, ...(roomId ? { roomId } : {}) });
      const response = await fetch(`${LIVE_EVENTS_PATH}?${query.toString()}`, {
        headers: { accept: 'text/event-stream', ...(merchant ? { Merchant: merchant } : {}) },
        signal,
        cache: 'no-store',
      });
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      failures = 0;
      const parser = createEventStreamParser((event) => {
        if (event.event === 'message') onChange();
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
    // A break may have hidden changes: read the table again once the stream is back.
    await new Promise((resolve) => setTimeout(resolve, reconnectDelay(failures)));
  }
}
