// Our adapter for the built-in sandbox gateway (vendors/sandbox-gateway): its payments API, called over
// signed HTTP as any outside gateway would be. A request is signed with the merchant's API secret over
// `timestamp.body`, like the webhooks the gateway sends back.
import { ApiError } from '@orbit/contracts/envelope';
import type { HttpTransport } from '../../lib/http-transport.ts';
import type { Clock } from '../../lib/clock.ts';
import { signPayload, type CreatePaymentInput, type PaymentGateway } from './gateway.ts';

export const SANDBOX_API_PATH = '/sandbox-gateway/api/payments';

export function createSandboxGatewayClient(deps: {
  baseUrl: string;
  transport: HttpTransport;
  clock: Clock;
  log: { warn(object: object, message: string): void };
}): PaymentGateway {
  const unavailable = () => new ApiError('service_unavailable', 'The payment gateway does not answer; please try again in a moment');

  async function createPayment(input: CreatePaymentInput) {
    const body = JSON.stringify({
      merchantCode: input.merchantCode,
      merchantName: input.merchantName,
      merchantOrderNo: input.orderNo,
      amount: input.amount,
      currency: input.currency,
      channel: input.channel,
      returnUrl: input.returnUrl,
      webhookUrl: input.webhookUrl,
    });
    const timestamp = String(Math.floor(deps.clock.now().getTime() / 1000));
    let response;
    try {
      response = await deps.transport({
        method: 'POST',
        url: `${deps.baseUrl}${SANDBOX_API_PATH}`,
        headers: {
          'content-type': 'application/json',
          'x-sandbox-account': input.credentials.accountId,
          'x-sandbox-timestamp': timestamp,
          'x-sandbox-signature': signPayload(input.credentials.apiSecret, timestamp, body),
        },
        body,
      });
    } catch (error) {
      deps.log.warn({ err: error, orderNo: input.orderNo }, 'payment gateway did not answer');
      throw unavailable();
    }
    const reply = parse(response.body);
    if ((response.status !== 200 && response.status !== 201) || typeof reply?.paymentId !== 'string' || typeof reply.paymentUrl !== 'string') {
      // The gateway's answer is logged (it names what it refused); the member only learns to try again.
      deps.log.warn({ orderNo: input.orderNo, status: response.status, body: response.body.slice(0, 300) }, 'payment gateway refused the payment');
      throw unavailable();
    }
    return { paymentId: reply.paymentId, paymentUrl: reply.paymentUrl };
  }

  return { provider: 'sandbox', createPayment };
}

function parse(text: string): { paymentId?: unknown; paymentUrl?: unknown } | undefined {
  try {
    return JSON.parse(text) as { paymentId?: unknown; paymentUrl?: unknown };
  } catch {
    return undefined;
  }
}
