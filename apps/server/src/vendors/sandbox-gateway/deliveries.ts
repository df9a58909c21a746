// The sandbox gateway's webhook sender: each queued event is posted, signed afresh with the account's
// webhook secret and the current time, until the merchant answers 2xx; between tries it waits longer each
// time (30 s, 1 min, 2 min… at most an hour). A try first leases its row with a conditional update, so
// several processes never send one event at the same moment; the merchant absorbs repeats anyway.
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import { GATEWAY_EVENT_HEADER, GATEWAY_SIGNATURE_HEADER, GATEWAY_TIMESTAMP_HEADER } from '@orbit/contracts/payments';
import { sandboxGatewayDeliveries, sandboxGatewayPayments } from '../../db/schema/payments.ts';
import type { SandboxGatewayDeps } from './sandbox-gateway.ts';
import { sandboxSign } from './signing.ts';

const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60 * 1000;

/** How long to wait after the n-th failed try (n ≥ 1). */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 20), MAX_RETRY_MS);
}

export function createDeliveries(deps: Pick<SandboxGatewayDeps, 'database' | 'clock' | 'accounts' | 'transport' | 'log'>) {
  const db = deps.database.db;
  let running: Promise<void> | undefined;
  let again = false;

  /** Sends every event that is due; answers how many were taken and how many still wait. */
  async function deliverDue(limit = 50): Promise<{ delivered: number; failed: number }> {
    const now = deps.clock.now();
    const due = await db
      .select()
      .from(sandboxGatewayDeliveries)
      .where(and(isNull(sandboxGatewayDeliveries.deliveredAt), lte(sandboxGatewayDeliveries.nextAttemptAt, now)))
      .orderBy(asc(sandboxGatewayDeliveries.nextAttemptAt))
      .limit(limit);
    let delivered = 0;
    let failed = 0;
    for (const row of due) {
      const [leased] = await db
        .update(sandboxGatewayDeliveries)
        .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS), attempts: row.attempts + 1 })
        .where(
          and(
            eq(sandboxGatewayDeliveries.eventId, row.eventId),
            isNull(sandboxGatewayDeliveries.deliveredAt),
            eq(sandboxGatewayDeliveries.nextAttemptAt, row.nextAttemptAt),
          ),
        )
        .returning();
      if (!leased) continue;
      const status = await send(leased.eventId, leased.paymentId, leased.body);
      const ok = status >= 200 && status < 300;
      const after = deps.clock.now();
      await db
        .update(sandboxGatewayDeliveries)
        .set(
          ok
            ? { deliveredAt: after, lastStatus: String(status) }
            : { nextAttemptAt: new Date(after.getTime() + retryDelayMs(leased.attempts)), lastStatus: status === 0 ? 'no answer' : String(status) },
        )
        .where(eq(sandboxGatewayDeliveries.eventId, leased.eventId));
      if (ok) delivered += 1;
      else failed += 1;
    }
    return { delivered, failed };
  }

  /** Posts one event; answers the HTTP status, or 0 when no answer came. */
  async function send(eventId: string, paymentId: string, body: string): Promise<number> {
    const [payment] = await db
      .select({ webhookUrl: sandboxGatewayPayments.webhookUrl, merchantCode: sandboxGatewayPayments.merchantCode })
      .from(sandboxGatewayPayments)
      .where(eq(sandboxGatewayPayments.id, paymentId));
    const account = payment && (await deps.accounts(payment.merchantCode));
    if (!payment || !account) return 0;
    const timestamp = String(Math.floor(deps.clock.now().getTime() / 1000));
    try {
      const response = await deps.transport({
        method: 'POST',
        url: payment.webhookUrl,
        headers: {
          'content-type': 'application/json',
          [GATEWAY_TIMESTAMP_HEADER]: timestamp,
          [GATEWAY_SIGNATURE_HEADER]: sandboxSign(account.webhookSecret, timestamp, body),
          [GATEWAY_EVENT_HEADER]: eventId,
        },
        body,
      });
      if (response.status >= 300) deps.log.warn({ eventId, status: response.status }, 'sandbox gateway: webhook refused; it will be sent again');
      return response.status;
    } catch (error) {
      deps.log.warn({ eventId, err: error }, 'sandbox gateway: webhook not delivered; it will be sent again');
      return 0;
    }
  }

  /** Starts sending what is due without waiting (after a payment ends, and from the scheduled job). */
  function kick(): void {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await deliverDue().catch((error: unknown) => deps.log.error({ err: error }, 'sandbox gateway: webhook delivery failed'));
      } while (again);
    })().finally(() => (running = undefined));
  }

  /** Waits until the sending started by kick is done (tests, shutdown). */
  async function settled(): Promise<void> {
    while (running) await running;
  }

  return { deliverDue, kick, settled };
}
