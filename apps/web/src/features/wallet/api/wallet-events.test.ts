// The balance stream as the bar uses it: events reach the page, a dropped stream comes back after a pause,
// a dead session stops it for good, and logging out (abort) ends it.
import { describe, expect, it } from 'vitest';
import { runWalletEvents } from './wallet-events.ts';

const BALANCE = { sumBalance: '150.00', mainBalance: '100.00', withdrawalHold: '0.00', currency: 'MYR', currencySymbol: 'RM' };

function streamOf(chunks: string[]): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

describe('wallet events', () => {
  it('hands over each balance, reconnects after the stream ends, and says when it came back', async () => {
    const controller = new AbortController();
    const balances: string[] = [];
    const opens: boolean[] = [];
    const requests: Headers[] = [];
    let calls = 0;
    await runWalletEvents({
      signal: controller.signal,
      random: () => 0,
      sleep: async () => undefined,
      headers: () => ({ Authorization: 'token-1', Merchant: 'DEMO', Language: undefined }),
      fetch: async (_url, init) => {
        requests.push(new Headers(init?.headers));
        calls++;
        if (calls === 1) return streamOf([': hi\n\n', `data: ${JSON.stringify({ type: 'balance', ...BALANCE })}\n\n`, 'data: not json\n\n']);
        if (calls === 2) return streamOf(['retry: 1\n\n', `data: ${JSON.stringify({ type: 'balance', ...BALANCE, sumBalance: '90.00' })}\n\n`]);
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      },
      onBalance: (balance) => balances.push(balance.sumBalance),
      onOpen: (again) => opens.push(again),
    });
    expect(balances).toEqual(['150.00', '90.00']);
    expect(opens).toEqual([false, true]);
    expect(requests[0]?.get('authorization')).toBe('token-1');
    expect(requests[0]?.get('accept')).toBe('text/event-stream');
    expect(requests[0]?.has('language')).toBe(false);
  });

  it("hands the stream's other events (the inbox's unread count) on, and never as a balance", async () => {
    const controller = new AbortController();
    const balances: string[] = [];
    const others: unknown[] = [];
    await runWalletEvents({
      signal: controller.signal,
      sleep: async () => undefined,
      headers: () => ({}),
      fetch: async () => {
        if (others.length > 0 || balances.length > 0) {
          controller.abort();
          throw new DOMException('aborted', 'AbortError');
        }
        return streamOf([
          `data: ${JSON.stringify({ type: 'inbox', unread: 3 })}\n\n`,
          `data: ${JSON.stringify({ type: 'balance', ...BALANCE })}\n\n`,
          'data: [1]\n\n',
        ]);
      },
      onBalance: (balance) => balances.push(balance.sumBalance),
      onOther: (event) => others.push(event),
    });
    expect(others).toEqual([{ type: 'inbox', unread: 3 }]);
    expect(balances).toEqual(['150.00']);
  });

  it('stops for good when the server refuses the session, and tells why', async () => {
    let calls = 0;
    const refusals: string[] = [];
    await runWalletEvents({
      signal: new AbortController().signal,
      headers: () => ({ Authorization: 'dead' }),
      fetch: async () => {
        calls++;
        return new Response(JSON.stringify({ success: false, errorCode: 'session_expired', message: 'x' }), { status: 401 });
      },
      onBalance: () => undefined,
      onRefused: (code) => refusals.push(code),
    });
    expect(calls).toBe(1);
    expect(refusals).toEqual(['session_expired']);
  });

  it('retries a server failure after a pause that grows, until logout aborts it', async () => {
    const controller = new AbortController();
    const pauses: number[] = [];
    let calls = 0;
    await runWalletEvents({
      signal: controller.signal,
      random: () => 0,
      sleep: async (ms) => void pauses.push(ms),
      headers: () => ({}),
      fetch: async () => {
        if (++calls === 4) controller.abort();
        return new Response('busy', { status: 503 });
      },
      onBalance: () => undefined,
    });
    expect(calls).toBe(4);
    expect(pauses).toEqual([2_000, 4_000, 8_000]);
  });

  it('keeps trying after a network failure or too many requests', async () => {
    const controller = new AbortController();
    let calls = 0;
    await runWalletEvents({
      signal: controller.signal,
      sleep: async () => undefined,
      headers: () => ({}),
      fetch: async () => {
        calls++;
        if (calls === 1) throw new TypeError('Failed to fetch');
        if (calls === 2) return new Response('{}', { status: 429 });
        controller.abort();
        return streamOf([]);
      },
      onBalance: () => undefined,
    });
    expect(calls).toBe(3);
  });
});
