// The notify hub across processes on a real PostgreSQL (two hubs on one channel have different origins, as
// two server processes do): a change's message (the lottery's draw events) reaches the other hub's listeners
// whole, whatever characters it holds, in order, across more than one NOTIFY payload; a change without one
// still arrives without one. Runs with `npm run test:pg` (PGlite has no NOTIFY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createNotifyHub, type NotifyHub } from '../../src/lib/notify-hub.ts';
import { createTestDatabase } from '../helpers.ts';

const silent = { warn: () => undefined };
let database: Database;
let drop: () => Promise<void>;
let sender: NotifyHub;
let receiver: NotifyHub;

beforeAll(async () => {
  if (!process.env.DATABASE_URL) throw new Error('this suite needs DATABASE_URL (run it with npm run test:pg)');
  ({ database, drop } = await createTestDatabase());
  sender = createNotifyHub(database, 'hub_test', silent);
  receiver = createNotifyHub(database, 'hub_test', silent);
  await sender.start();
  await receiver.start();
});
afterAll(async () => {
  await sender.close();
  await receiver.close();
  await drop();
});

/** Resolves with the first `count` messages the receiver's listener of `key` hears. */
function hear(key: string, count: number): Promise<(string | undefined)[]> {
  const heard: (string | undefined)[] = [];
  return new Promise((resolve) => {
    const unsubscribe = receiver.subscribe(key, (message) => {
      heard.push(message);
      if (heard.length === count) {
        unsubscribe();
        resolve(heard);
      }
    });
  });
}

describe('the notify hub between processes', () => {
  it('carries each message whole and in order, over several payloads', async () => {
    const messages = Array.from({ length: 300 }, (_, i) =>
      JSON.stringify({ type: 'opened', gameCode: 'sea1', drawId: `sea1:2026-11-25T00:${String(i % 60).padStart(2, '0')}Z`, n: i, odd: '|,=% 七' }),
    );
    // 300 messages of about 110 characters, encoded: far more than one 8000-byte NOTIFY holds.
    const heard = hear('7:sea1', messages.length);
    for (const message of messages) sender.changed(['7:sea1'], message);
    expect(await heard).toEqual(messages);
  });

  it('still tells a change without a message, to the key that changed only', async () => {
    const other = hear('7:sea3', 1);
    const heard = hear('7:42', 1);
    sender.changed(['7:42']);
    sender.changed(['7:sea3'], 'x');
    expect(await heard).toEqual([undefined]);
    expect(await other).toEqual(['x']);
  });
});
