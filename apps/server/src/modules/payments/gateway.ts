// The payment-gateway port: what the deposits service needs of any gateway (create a payment, get the
// payer's page), the merchant's credentials at it, and the webhook signature both sides agree on
// (contracts/payments.ts: HMAC-SHA256 of `timestamp.rawBody` with the webhook secret).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { text } from '@orbit/contracts/text';
import type { ResolvedMerchant } from '../site/site.types.ts';

export interface GatewayCredentials {
  /** The merchant's account at the gateway. */
  accountId: string;
  /** Signs our requests to the gateway. */
  apiSecret: string;
  /** Signs the gateway's webhooks to us. */
  webhookSecret: string;
}

export interface CreatePaymentInput {
  credentials: GatewayCredentials;
  merchantCode: string;
  merchantName: string;
  /** Our deposit's order number: the gateway keeps one payment per order number (a retry answers the same one). */
  orderNo: string;
  /** A decimal string in the currency's decimals. */
  amount: string;
  currency: string;
  channel: string;
  /** Where the gateway's page sends the payer when done. */
  returnUrl: string;
  /** Where the gateway posts its signed events. */
  webhookUrl: string;
}

export interface PaymentGateway {
  readonly provider: string;
  /**
   * Creates (or finds again, by order number) the payment and answers the payer's page.
   * @throws service_unavailable (no answer, or an answer we cannot use)
   */
  createPayment(input: CreatePaymentInput): Promise<{ paymentId: string; paymentUrl: string }>;
}

/**
 * The merchant's credentials at its gateway. Empty settings fall back to secrets derived from APP_SECRET
 * and the merchant code, so the demo's sandbox gateway works out of the box; a real gateway's keys are
 * entered in the console (Settings → Payments) and replace them.
 */
export function gatewayCredentials(merchant: Pick<ResolvedMerchant, 'code' | 'settings'>, appSecret: string): GatewayCredentials {
  const gateway = merchant.settings.payments.gateway;
  const derive = (purpose: string) => createHmac('sha256', appSecret).update(`payment-gateway:${purpose}:${merchant.code}`).digest('hex');
  return {
    accountId: gateway.accountId || `SBX-${merchant.code}`,
    apiSecret: gateway.apiSecret || derive('api'),
    webhookSecret: gateway.webhookSecret || derive('webhook'),
  };
}

/** Hex HMAC-SHA256 of `timestamp.body`. */
export function signPayload(secret: string, timestamp: string, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** Compares a signature in constant time; anything that is not 64 hex digits fails. */
export function signatureMatches(secret: string, timestamp: string, body: string, signature: string): boolean {
  if (!/^[0-9a-f]{64}$/i.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signPayload(secret, timestamp, body), 'hex'), Buffer.from(signature, 'hex'));
}

export const GATEWAY_EVENT_TYPES = ['payment.paid', 'payment.failed'] as const;

/** A gateway event as its webhook body carries it. */
export const gatewayEventSchema = z.object({
  eventId: text().regex(/^[A-Za-z0-9_-]{8,80}$/),
  type: z.enum(GATEWAY_EVENT_TYPES),
  paymentId: text().min(1).max(80),
  accountId: text().min(1).max(100),
  merchantCode: text().regex(/^[A-Za-z0-9_-]{1,32}$/),
  merchantOrderNo: text().min(1).max(40),
  amount: text().regex(/^\d{1,16}(\.\d{1,8})?$/),
  currency: text().regex(/^[A-Z]{3}$/),
  occurredAt: text(),
});
export type GatewayEvent = z.infer<typeof gatewayEventSchema>;
