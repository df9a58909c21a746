// Balance changes pushed to the member's open pages (docs/wallet.md). The ledger calls `changed` once a movement
// has committed (afterCommit); the notify hub (lib/notify-hub.ts) tells this process's open streams at once
// and the other server processes through a NOTIFY on 'wallet_balance'. Other modules add their own events to
// the same stream as sources (the inbox's unread count, docs/messages.md), so a page keeps one stream open.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import type { Database } from '../../db/client.ts';
import { openEventStream } from '../../lib/event-stream.ts';
import { createNotifyHub } from '../../lib/notify-hub.ts';
import type { AuthenticatedMember } from '../members/members.types.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { WalletService } from './wallet.service.ts';

export function createBalanceHub(database: Database, log: { warn(obj: object, msg: string): void }) {
  const hub = createNotifyHub(database, 'wallet_balance', log);
  return {
    start: hub.start,
    close: hub.close,
    streams: hub.streams,
    /** A movement of these members' money has committed. */
    changed: (merchantId: number, memberIds: readonly number[]) => hub.changed(memberIds.map((memberId) => `${merchantId}:${memberId}`)),
    /** Calls `listener` after each committed movement of this member; answers the unsubscribe function. */
    subscribe: (merchantId: number, memberId: number, listener: () => void) => hub.subscribe(`${merchantId}:${memberId}`, listener),
  };
}

export type BalanceHub = ReturnType<typeof createBalanceHub>;

/** Another module's events on the member stream: sent when the stream opens and after each change it reports. */
export interface MemberEventSource {
  /** `listener` hears each change, with the change's message when the source's hub carries one. */
  subscribe(merchantId: number, memberId: number, listener: (message?: string) => void): () => void;
  /** The event to send now (at the stream's start: no message), as a JSON object with a `type`; null sends nothing. */
  event(merchant: ResolvedMerchant, memberId: number, message?: string): Promise<{ type: string } | null>;
}

/** The event stream route; outside the route kit because its reply never ends. */
export function registerWalletEvents(
  app: FastifyInstance,
  deps: {
    hub: BalanceHub;
    wallet: WalletService;
    sources: readonly MemberEventSource[];
    resolveMerchant(request: FastifyRequest): Promise<ResolvedMerchant>;
    authenticate(request: FastifyRequest, merchant: ResolvedMerchant): Promise<AuthenticatedMember>;
  },
) {
  app.get(WALLET_EVENTS_PATH, { schema: { hide: true } }, async (request, reply) => {
    const merchant = await deps.resolveMerchant(request);
    const member = await deps.authenticate(request, merchant);
    const stream = openEventStream(request, reply);
    // One balance read at a time per stream, in order; a burst of movements sends the latest balances.
    const send = () => stream.enqueue(async () => ({ type: 'balance', ...(await deps.wallet.balance(merchant, member.id)) }), 'wallet event not sent');
    stream.onClose(deps.hub.subscribe(merchant.id, member.id, send));
    // Each source's events go out in order on the same queue as the balances.
    const sourceSenders = deps.sources.map(
      (source) => (message?: string) => stream.enqueue(() => source.event(merchant, member.id, message), 'member event not sent'),
    );
    deps.sources.forEach((source, index) => stream.onClose(source.subscribe(merchant.id, member.id, sourceSenders[index]!)));
    send();
    for (const sendSource of sourceSenders) sendSource();
  });
}
