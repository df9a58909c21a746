// The built-in sandbox payment gateway: a separate party that happens to run in our process. It keeps its
// own records (sandbox_gateway_payments, sandbox_gateway_deliveries), takes signed API calls, shows the
// payer a page with Pay and Fail, and tells the merchant the outcome by signed, retried webhooks. It never
// reads or writes the platform's tables; it knows a merchant only by the account it is given for its code.
import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { text, url } from '@orbit/contracts/text';
import { exponentOf, formatMinor, parseAmount } from '@orbit/contracts/money';
import type { Database } from '../../db/client.ts';
import { sandboxGatewayDeliveries, sandboxGatewayPayments } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import type { HttpTransport } from '../../lib/http-transport.ts';
import { createDeliveries } from './deliveries.ts';
import { sandboxSignatureMatches } from './signing.ts';

/** A merchant's account at the sandbox, as its dashboard would issue it. */
export interface SandboxAccount {
  accountId: string;
  apiSecret: string;
  webhookSecret: string;
  displayName: string;
}

export interface SandboxGatewayDeps {
  database: Database;
  clock: Clock;
  /** The gateway's own public address (its payer pages live under it). */
  publicUrl: string;
  /** The merchant's account; undefined when it has none or it is switched off: its API calls and pages are refused. */
  accounts(merchantCode: string): Promise<SandboxAccount | undefined>;
  transport: HttpTransport;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/** A payment not paid within this time can no longer be paid (the page says it expired). */
export const SANDBOX_PAYMENT_TTL_MS = 2 * 60 * 60 * 1000;
const TOLERANCE_SECONDS = 300;

/** A refusal of the sandbox API: its own small error format, not the platform's envelope. */
export class SandboxError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const httpUrl = url().refine((value) => /^https?:\/\//.test(value), 'an http(s) address');
const createSchema = z.object({
  merchantCode: text().regex(/^[A-Za-z0-9_-]{1,32}$/),
  merchantName: text().max(100).optional(),
  merchantOrderNo: text().regex(/^[A-Za-z0-9_-]{1,40}$/),
  amount: text().regex(/^\d{1,16}(\.\d{1,8})?$/),
  currency: text().regex(/^[A-Z]{3}$/),
  channel: text().regex(/^[A-Z0-9_]{2,20}$/),
  returnUrl: httpUrl,
  webhookUrl: httpUrl,
});

export type SandboxPayment = typeof sandboxGatewayPayments.$inferSelect;
export type SandboxGateway = ReturnType<typeof createSandboxGateway>;

export function createSandboxGateway(deps: SandboxGatewayDeps) {
  const { database, clock } = deps;
  const db = database.db;
  const deliveries = createDeliveries(deps);
  const pageUrl = (id: string) => `${deps.publicUrl}/sandbox-gateway/pay/${id}`;
  const answer = (payment: SandboxPayment) => ({ paymentId: payment.id, paymentUrl: pageUrl(payment.id), status: payment.status });

  /**
   * The payments API: creates a payment, or answers the one already made for this order number.
   * @throws SandboxError 400 bad_request, 401 bad_signature, 403 account_closed (no account, or switched off), 409 order_conflict
   */
  async function createPayment(headers: Record<string, string | string[] | undefined>, rawBody: string) {
    let json: unknown;
    try {
      json = JSON.parse(rawBody);
    } catch {
      throw new SandboxError(400, 'bad_request', 'The body is not JSON');
    }
    const parsed = createSchema.safeParse(json);
    if (!parsed.success) throw new SandboxError(400, 'bad_request', parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
    const input = parsed.data;
    const account = await deps.accounts(input.merchantCode);
    if (!account) throw new SandboxError(403, 'account_closed', 'This merchant has no open account at the sandbox gateway');
    const timestamp = header(headers, 'x-sandbox-timestamp');
    const fresh = /^\d{1,12}$/.test(timestamp) && Math.abs(clock.now().getTime() / 1000 - Number(timestamp)) <= TOLERANCE_SECONDS;
    if (
      header(headers, 'x-sandbox-account') !== account.accountId ||
      !fresh ||
      !sandboxSignatureMatches(account.apiSecret, timestamp, rawBody, header(headers, 'x-sandbox-signature'))
    )
      throw new SandboxError(401, 'bad_signature', 'The request is not signed by this account, or its timestamp is stale');
    const amount = parseAmount(input.amount, exponentOf(input.currency));
    if (!amount.ok) throw new SandboxError(400, 'bad_request', `amount: ${amount.reason}`);

    const existing = await findByOrder(account.accountId, input.merchantOrderNo);
    if (existing) return answer(sameOrConflict(existing, amount.minor, input.currency));
    const id = `pay_${randomBytes(15).toString('base64url')}`;
    const [created] = await db
      .insert(sandboxGatewayPayments)
      .values({
        id,
        accountId: account.accountId,
        merchantCode: input.merchantCode,
        merchantOrderNo: input.merchantOrderNo,
        amount: amount.minor,
        currency: input.currency,
        channel: input.channel,
        returnUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
        createdAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning();
    // Two calls for one order at once: the second answers the first's payment.
    const payment = created ?? (await findByOrder(account.accountId, input.merchantOrderNo));
    if (!payment) throw new SandboxError(409, 'order_conflict', 'The order is being created; try again');
    return answer(sameOrConflict(payment, amount.minor, input.currency));
  }

  async function findByOrder(accountId: string, orderNo: string) {
    const [row] = await db
      .select()
      .from(sandboxGatewayPayments)
      .where(and(eq(sandboxGatewayPayments.accountId, accountId), eq(sandboxGatewayPayments.merchantOrderNo, orderNo)));
    return row;
  }

  /** A payment and what its page shows; undefined for an unknown id or a merchant whose account is closed. */
  async function view(id: string) {
    const [payment] = await db.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, id));
    if (!payment) return undefined;
    const account = await deps.accounts(payment.merchantCode);
    if (!account) return undefined;
    const expired = payment.status === 'created' && clock.now().getTime() - payment.createdAt.getTime() > SANDBOX_PAYMENT_TTL_MS;
    return {
      payment: expired ? { ...payment, status: 'cancelled' } : payment,
      merchantName: account?.displayName ?? payment.merchantCode,
      amount: formatMinor(payment.amount, exponentOf(payment.currency)),
    };
  }

  /**
   * The payer pressed Pay or Fail: the payment ends that way (once; a second press changes nothing) and a
   * webhook is queued in the same transaction, then sent at once and retried until the merchant takes it.
   * Answers where to send the payer, or undefined for an unknown id or a merchant whose account is closed
   * (a payment made while the sandbox was on cannot be paid once it is switched off).
   */
  async function complete(id: string, outcome: 'paid' | 'failed') {
    const [known] = await db
      .select({ merchantCode: sandboxGatewayPayments.merchantCode })
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.id, id));
    if (!known || !(await deps.accounts(known.merchantCode))) return undefined;
    const result = await db.transaction(async (tx) => {
      const [payment] = await tx.select().from(sandboxGatewayPayments).where(eq(sandboxGatewayPayments.id, id)).for('update');
      if (!payment || payment.status !== 'created') return payment;
      const now = clock.now();
      const status = now.getTime() - payment.createdAt.getTime() > SANDBOX_PAYMENT_TTL_MS ? 'cancelled' : outcome;
      const [ended] = await tx
        .update(sandboxGatewayPayments)
        .set({ status, completedAt: now })
        .where(and(eq(sandboxGatewayPayments.id, id), eq(sandboxGatewayPayments.status, 'created')))
        .returning();
      if (!ended || status === 'cancelled') return ended;
      const eventId = `evt_${randomBytes(15).toString('base64url')}`;
      const body = JSON.stringify({
        eventId,
        type: status === 'paid' ? 'payment.paid' : 'payment.failed',
        paymentId: ended.id,
        accountId: ended.accountId,
        merchantCode: ended.merchantCode,
        merchantOrderNo: ended.merchantOrderNo,
        amount: formatMinor(ended.amount, exponentOf(ended.currency)),
        currency: ended.currency,
        occurredAt: now.toISOString(),
      });
      await tx.insert(sandboxGatewayDeliveries).values({ eventId, paymentId: ended.id, body, nextAttemptAt: now, createdAt: now });
      return ended;
    });
    if (result?.status === 'paid' || result?.status === 'failed') deliveries.kick();
    return result && { status: result.status, returnUrl: result.returnUrl };
  }

  return { createPayment, view, complete, deliverDue: deliveries.deliverDue, kick: deliveries.kick, settled: deliveries.settled };
}

function sameOrConflict(payment: SandboxPayment, amount: bigint, currency: string): SandboxPayment {
  if (payment.amount !== amount || payment.currency !== currency)
    throw new SandboxError(409, 'order_conflict', 'This order number was used for another amount or currency');
  return payment;
}

function header(headers: Record<string, string | string[] | undefined>, name: string): string {
  const value = headers[name];
  return typeof value === 'string' ? value : '';
}
