// The payment gateway's webhooks to us (GATEWAY_WEBHOOK_PATH). Outside the route kit: the signature is
// over the exact raw body. A webhook is believed only with a valid signature made within ±300 s; an event
// id already absorbed is acknowledged without acting again (gateway_events, written in the same transaction
// as the deposit's change); events that arrive out of order are absorbed without moving money twice; an
// event whose amount or currency differs from our deposit is refused and logged.
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import { exponentOf, parseAmount } from '@orbit/contracts/money';
import {
  GATEWAY_EVENT_HEADER,
  GATEWAY_SIGNATURE_HEADER,
  GATEWAY_TIMESTAMP_HEADER,
  GATEWAY_TOLERANCE_SECONDS,
  GATEWAY_WEBHOOK_PATH,
} from '@orbit/contracts/payments';
import type { Database, Tx } from '../../db/client.ts';
import { gatewayEvents } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { showAmount } from '../wallet/money.ts';
import type { WalletService } from '../wallet/wallet.service.ts';
import { noPaymentMessages, type PaymentMessages } from './account-messages.ts';
import { creditDeposit, type DepositCreditedListener } from './deposit-credit.ts';
import * as repo from './deposits.repo.ts';
import { gatewayEventSchema, signatureMatches, type GatewayCredentials, type GatewayEvent } from './gateway.ts';

/** What became of an event: stored in gateway_events and answered to the gateway. */
export type WebhookOutcome =
  'approved' | 'rejected' | 'duplicate' | 'already_approved' | 'already_rejected' | 'ignored_rejected' | 'ignored_paid' | 'ignored_expired';

export type WebhookReceiver = ReturnType<typeof createWebhookReceiver>;

export function createWebhookReceiver(deps: {
  database: Database;
  clock: Clock;
  wallet: Pick<WalletService, 'move'>;
  merchantByCode(code: string): Promise<ResolvedMerchant | undefined>;
  credentials(merchant: ResolvedMerchant): GatewayCredentials;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  messages?: PaymentMessages;
  /** Other modules told of each credited deposit (payments.module.ts onDepositCredited). */
  creditedListeners?: readonly DepositCreditedListener[];
}) {
  const { database, clock, wallet, log } = deps;
  const messages = deps.messages ?? noPaymentMessages;
  const refused = () => new ApiError('webhook_signature_invalid', 'The webhook signature is not valid or its timestamp is stale');

  /**
   * Checks and absorbs one webhook.
   * @throws not_found (unknown provider or order), webhook_signature_invalid, bad_request, rule_violation (amount or currency mismatch)
   */
  async function receive(provider: string, headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<{ outcome: WebhookOutcome }> {
    const timestamp = headerOf(headers, GATEWAY_TIMESTAMP_HEADER);
    const signature = headerOf(headers, GATEWAY_SIGNATURE_HEADER);
    const eventId = headerOf(headers, GATEWAY_EVENT_HEADER);
    if (!timestamp || !signature || !eventId) throw refused();
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw refused();
    }
    // The merchant code is read before the signature is checked only to know whose secret checks it.
    const parsed = gatewayEventSchema.safeParse(json);
    if (!parsed.success) throw refused();
    const event = parsed.data;
    const merchant = await deps.merchantByCode(event.merchantCode);
    if (!merchant || merchant.settings.payments.gateway.provider !== provider) throw refused();
    const credentials = deps.credentials(merchant);
    const fresh = /^\d{1,12}$/.test(timestamp) && Math.abs(clock.now().getTime() / 1000 - Number(timestamp)) <= GATEWAY_TOLERANCE_SECONDS;
    if (!fresh || !signatureMatches(credentials.webhookSecret, timestamp, rawBody, signature) || event.accountId !== credentials.accountId) throw refused();
    if (event.eventId !== eventId) throw new ApiError('bad_request', 'The event id header and body differ');
    return database.db.transaction((tx) => absorb(tx, merchant, provider, event));
  }

  async function absorb(tx: Tx, merchant: ResolvedMerchant, provider: string, event: GatewayEvent): Promise<{ outcome: WebhookOutcome }> {
    // Claimed first: a concurrent copy of this event waits here and then finds it taken.
    const [claimed] = await tx
      .insert(gatewayEvents)
      .values({ merchantId: merchant.id, provider, eventId: event.eventId, outcome: 'processing', payload: event, receivedAt: clock.now() })
      .onConflictDoNothing()
      .returning({ eventId: gatewayEvents.eventId });
    if (!claimed) return { outcome: 'duplicate' };
    const deposit = await repo.findByOrder(tx, merchant.id, event.merchantOrderNo, { lock: true });
    if (!deposit || deposit.kind !== 'online') throw new ApiError('not_found', 'No such online deposit');
    const amount = parseAmount(event.amount, exponentOf(deposit.currency));
    const mismatch =
      event.currency !== deposit.currency ||
      !amount.ok ||
      amount.minor !== deposit.amount ||
      (deposit.reference !== null && deposit.reference !== event.paymentId);
    if (mismatch) {
      log.error(
        { orderNo: deposit.orderNo, eventId: event.eventId, amount: event.amount, currency: event.currency },
        'gateway webhook does not match its deposit',
      );
      throw new ApiError('rule_violation', 'The payment does not match the deposit (amount, currency or payment id)');
    }
    const outcome = event.type === 'payment.paid' ? await paid(tx, merchant, deposit, event) : await failed(tx, merchant, deposit);
    await tx
      .update(gatewayEvents)
      .set({ outcome, depositId: deposit.id })
      .where(and(eq(gatewayEvents.merchantId, merchant.id), eq(gatewayEvents.provider, provider), eq(gatewayEvents.eventId, event.eventId)));
    return { outcome };
  }

  /** Paid: a pending deposit (or one that expired while the payer was paying) is approved and credited once. */
  async function paid(tx: Tx, merchant: ResolvedMerchant, deposit: repo.DepositRow, event: GatewayEvent): Promise<WebhookOutcome> {
    if (deposit.status === 'approved') return 'already_approved';
    if (deposit.status === 'rejected') {
      // Money reached the merchant for a deposit decided otherwise: finance settles it by hand (audited adjustment).
      log.warn({ orderNo: deposit.orderNo, eventId: event.eventId }, 'gateway says paid for a rejected deposit; not credited, finance must settle it');
      return 'ignored_rejected';
    }
    const approved = await repo.transition(tx, merchant.id, deposit.id, ['pending', 'expired'], {
      status: 'approved',
      reference: event.paymentId,
      decidedAt: clock.now(),
    });
    if (!approved) return 'already_approved';
    await creditDeposit(tx, wallet, { merchant, row: approved, operatorId: null, listeners: deps.creditedListeners ?? [] });
    await messages.tell(tx, merchant, {
      kind: 'deposit_approved',
      memberId: approved.memberId,
      reference: approved.orderNo,
      amount: showAmount(merchant, approved.amount),
    });
    return 'approved';
  }

  /** Failed: only a pending deposit is rejected; a failure after a payment (out of order) changes nothing. */
  async function failed(tx: Tx, merchant: ResolvedMerchant, deposit: repo.DepositRow): Promise<WebhookOutcome> {
    if (deposit.status === 'approved') return 'ignored_paid';
    if (deposit.status === 'rejected') return 'already_rejected';
    if (deposit.status === 'expired') return 'ignored_expired';
    const rejected = await repo.transition(tx, merchant.id, deposit.id, ['pending'], {
      status: 'rejected',
      rejectReason: 'The payment failed at the payment gateway',
      decidedAt: clock.now(),
    });
    if (!rejected) return 'already_rejected';
    // No reason in the message: the gateway's is English only, and the member knows their payment failed.
    await messages.tell(tx, merchant, {
      kind: 'deposit_refused',
      memberId: rejected.memberId,
      reference: rejected.orderNo,
      amount: showAmount(merchant, rejected.amount),
    });
    return 'rejected';
  }

  return { receive };
}

/** The webhook route, in a scope that keeps the body as raw text for the signature. */
export async function registerWebhookRoute(app: FastifyInstance, deps: { receiver: WebhookReceiver }) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(
      GATEWAY_WEBHOOK_PATH,
      { schema: { summary: "The payment gateway's signed webhook (server to server)", tags: ['payments'] } },
      async (request) => {
        const { provider } = request.params as { provider: string };
        if (provider !== 'sandbox') throw new ApiError('not_found', 'No such payment gateway');
        const value = await deps.receiver.receive(provider, request.headers, typeof request.body === 'string' ? request.body : '');
        return { success: true, value };
      },
    );
  });
}

function headerOf(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}
