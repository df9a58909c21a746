// The unread count across two real server processes on one PostgreSQL database: a member's event stream is
// open on one process while the operator sends on the other, and the member's own reads happen there too; the
// stream hears every change (by NOTIFY between the processes), for a message to them and for a broadcast to
// everyone. Runs with `npm run test:pg` (PGlite cannot be shared by two processes).
import { describe, expect, it } from 'vitest';
import { createApiClient } from '@orbit/contracts/client';
import { readAllMessagesEndpoint, sendMessageEndpoint, type MessageInput } from '@orbit/contracts/messages';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import { DEMO_MERCHANT_CODE } from '../../src/seed/seed.ts';
import { stopServer } from '../support/server-process.ts';
import { baseUrlOf, enrolDemoOperator, memberWithSession, startTwoServers, twoProcessSuite } from '../support/two-processes.ts';

const message = (audience: MessageInput['audience']): MessageInput => ({ audience, title: { EN: 'Hello' }, body: { EN: 'Across processes' }, format: 'text' });

/** Reads the inbox events of a member's stream one at a time. */
function inboxEvents(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const pending: number[] = [];
  let buffer = '';
  return async function next(): Promise<number> {
    while (pending.length === 0) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
      const events = buffer.split('\n\n');
      buffer = events.pop() ?? '';
      for (const event of events) {
        const data = event.split('\n').find((line) => line.startsWith('data: '));
        const parsed = data ? (JSON.parse(data.slice(6)) as { type: string; unread?: number }) : null;
        if (parsed?.type === 'inbox') pending.push(parsed.unread!);
      }
    }
    return pending.shift()!;
  };
}

describe('the unread count across two server processes', () => {
  const suite = twoProcessSuite();

  it('reaches a stream on one process when the operator sends, or the member reads, on the other', async () => {
    const [sender, streamer] = await startTwoServers(suite);

    // The demo operator enrols on the sending process.
    const token = await enrolDemoOperator(sender);
    const cms = createApiClient({ baseUrl: baseUrlOf(sender), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: token }) });

    const member = await memberWithSession(suite.database, 'xproc');
    const controller = new AbortController();
    const stream = await fetch(`${baseUrlOf(streamer)}${WALLET_EVENTS_PATH}`, {
      headers: { Merchant: DEMO_MERCHANT_CODE, authorization: member.token, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const next = inboxEvents(stream);
    expect(await next()).toBe(0);

    await cms.call(sendMessageEndpoint, { body: message({ kind: 'member', username: member.username }) });
    expect(await next()).toBe(1);
    await cms.call(sendMessageEndpoint, { body: message({ kind: 'everyone' }) });
    expect(await next()).toBe(2);

    const memberApi = createApiClient({ baseUrl: baseUrlOf(sender), headers: () => ({ Merchant: DEMO_MERCHANT_CODE, authorization: member.token }) });
    expect((await memberApi.call(readAllMessagesEndpoint)).marked).toBe(2);
    expect(await next()).toBe(0);

    controller.abort();
    expect(await stopServer(sender)).toBe(0);
    expect(await stopServer(streamer)).toBe(0);
  });
});
