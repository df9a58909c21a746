// The balance events of the member's open pages (contracts/wallet.ts WALLET_EVENTS_PATH), and the other events
// the same stream carries (handed on as they come), read with fetch
// and a stream reader because EventSource cannot send the Authorization header. Reconnects with back-off
// until aborted (logout); gives up on a refusal that retrying cannot cure (a dead session, a trial account).
import { balanceSchema, WALLET_EVENTS_PATH, walletEventSchema, type Balance } from '@orbit/contracts/wallet';
import { createEventStreamParser, reconnectDelay } from '../../../lib/event-stream.ts';

export { WALLET_EVENTS_PATH };

export interface WalletEventsOptions {
  /** The request headers of every call (docs/conventions.md; Authorization among them), read afresh for every connection. */
  headers: () => Record<string, string | undefined>;
  /** A balance pushed by the server. */
  onBalance: (balance: Balance) => void;
  /** Any other event of the member stream (the inbox's unread count): a JSON object with a `type`. */
  onOther?: (event: { type: string } & Record<string, unknown>) => void;
  /** A connection opened; `again` after a break, when events may have been missed. */
  onOpen?: (again: boolean) => void;
  /** The server refused the stream for good (its error code); the caller decides what the session does. */
  onRefused?: (errorCode: string, status: number) => void;
  signal: AbortSignal;
  fetch?: typeof fetch;
  random?: () => number;
  /** Waits between attempts (tests record the pauses instead). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
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

const isOtherEvent = (json: unknown): json is { type: string } & Record<string, unknown> =>
  typeof json === 'object' && json !== null && typeof (json as { type?: unknown }).type === 'string' && (json as { type: string }).type !== 'balance';

/** A status after which asking again cannot help (408 and 429 are worth a retry). */
const final = (status: number) => status >= 400 && status < 500 && status !== 408 && status !== 429;

/** Runs until `signal` aborts or the server refuses the stream for good. */
export async function runWalletEvents(options: WalletEventsOptions): Promise<void> {
  const { signal } = options;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  let failures = 0;
  let opens = 0;
  while (!signal.aborted) {
    let retryMs: number | null = null;
    try {
      const headers: Record<string, string> = { accept: 'text/event-stream' };
      for (const [key, value] of Object.entries(options.headers())) if (value !== undefined) headers[key] = value;
      const response = await doFetch(WALLET_EVENTS_PATH, { headers, signal, cache: 'no-store', credentials: 'same-origin' });
      if (final(response.status)) {
        const reply = (await response.json().catch(() => null)) as { errorCode?: string } | null;
        options.onRefused?.(reply?.errorCode ?? 'unauthorized', response.status);
        return;
      }
      if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
      failures = 0;
      options.onOpen?.(opens++ > 0);
      const parser = createEventStreamParser((event) => {
        if (event.event !== 'message') return;
        let json: unknown;
        try {
          json = JSON.parse(event.data);
        } catch {
          return;
        }
        const parsed = walletEventSchema.safeParse(json);
        if (parsed.success) options.onBalance(balanceSchema.parse(parsed.data));
        else if (isOtherEvent(json)) options.onOther?.(json);
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.push(value);
      }
      retryMs = parser.retryMs();
    } catch {
      if (signal.aborted) return;
      failures++;
    }
    if (signal.aborted) return;
    await (options.sleep ?? sleep)(retryMs ?? reconnectDelay(failures, options.random), signal);
  }
}
