// Balance changes pushed to the member's open pages (issue 4). The ledger calls `changed` once a movement
// has committed (afterCommit); this process's open streams hear of it at once, and the other server
// processes through a NOTIFY on 'wallet_balance' sent outside the money transactions, batched every 50 ms
// (a NOTIFY inside them would serialise every commit: ADR 0011). Embedded PGlite is one process: no NOTIFY.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import type { Database } from '../../db/client.ts';
import type { AuthenticatedMember } from '../members/members.types.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from './wallet.service.ts';

const HEARTBEAT_MS = 25_000;
const BATCH_MS = 50;
const CHANNEL = 'wallet_balance';
type Listener = () => void;

export function createBalanceHub(database: Database, log: { warn(obj: object, msg: string): void }) {
  const origin = randomBytes(6).toString('hex');
  const listeners = new Map<string, Set<Listener>>();
  const outgoing = new Set<string>();
  let flushTimer: NodeJS.Timeout | undefined;
  let stop: (() => Promise<void>) | undefined;

  function emit(key: string) {
    for (const listener of listeners.get(key) ?? []) {
      try {
        listener();
      } catch (error) {
        log.warn({ err: error }, 'wallet event listener failed');
      }
    }
  }

  async function flush() {
    flushTimer = undefined;
    const keys = [...outgoing];
    outgoing.clear();
    // NOTIFY payloads stay under 8000 bytes: send the keys in chunks.
    for (let i = 0; i < keys.length; i += 400) {
      const payload = `${origin}|${keys.slice(i, i + 400).join(',')}`;
      await database.db
        .execute(sql`SELECT pg_notify(${CHANNEL}, ${payload})`)
        .catch((error: unknown) => log.warn({ err: error }, 'wallet events not sent to other processes'));
    }
  }

  /** A movement of these members' money has committed. */
  function changed(merchantId: number, memberIds: readonly number[]) {
    for (const memberId of memberIds) {
      const key = `${merchantId}:${memberId}`;
      emit(key);
      if (database.kind === 'postgres') outgoing.add(key);
    }
    if (outgoing.size > 0 && !flushTimer) {
      flushTimer = setTimeout(() => void flush(), BATCH_MS);
      flushTimer.unref();
    }
  }

  async function start() {
    if (database.kind !== 'postgres') return;
    stop = await database.listen(CHANNEL, (payload) => {
      const [from, keys = ''] = payload.split('|');
      if (from === origin) return;
      for (const key of keys.split(',')) if (key) emit(key);
    });
  }

  /** Calls `listener` after each committed movement of this member; answers the unsubscribe function. */
  function subscribe(merchantId: number, memberId: number, listener: Listener): () => void {
    const key = `${merchantId}:${memberId}`;
    const set = listeners.get(key) ?? new Set();
    set.add(listener);
    listeners.set(key, set);
    return () => {
      set.delete(listener);
      if (set.size === 0) listeners.delete(key);
    };
  }

  async function close() {
    if (flushTimer) clearTimeout(flushTimer);
    if (outgoing.size > 0) await flush();
    await stop?.();
  }

  return { start, changed, subscribe, close, streams: () => [...listeners.values()].reduce((n, s) => n + s.size, 0) };
}

export type BalanceHub = ReturnType<typeof createBalanceHub>;

/** The event stream route; outside the route kit because its reply never ends. */
export function registerWalletEvents(
  app: FastifyInstance,
  deps: {
    hub: BalanceHub;
    wallet: WalletService;
    resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
    authenticate(request: FastifyRequest, merchant: ResolvedMerchant): Promise<AuthenticatedMember>;
  },
) {
  app.get(WALLET_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const merchant = await deps.resolveMerchant(request);
    const member = await deps.authenticate(request, merchant);
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let sending = Promise.resolve();
    const send = () => {
      // One balance read at a time per stream, in order; a burst of movements sends the latest balances.
      sending = sending
        .then(async () => {
          const balance = await deps.wallet.balance(merchant, member.id);
          if (!out.writableEnded) out.write(`data: ${JSON.stringify({ type: 'balance', ...balance })}\n\n`);
        })
        .catch((error: unknown) => request.log.warn({ err: error }, 'wallet event not sent'));
    };
    const unsubscribe = deps.hub.subscribe(merchant.id, member.id, send);
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    send();
    request.raw.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
  });
}
