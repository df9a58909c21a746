// Where the merchant's SMS and e-mail go (docs/members.md): through the providers configured in the console, or,
// with a provider switched off or not set up, into the outbox the console shows. Every message is recorded
// there with its outcome, so an operator can answer "did my code arrive?".
import type { FastifyBaseLogger } from 'fastify';
import { ApiError } from '@orbit/contracts/envelope';
import type { OutboxMessage } from '@orbit/contracts/console-members';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import { createSmtpMailer } from './email-smtp.ts';
import { internationalNumber, sendHttpSms } from './sms-http.ts';
import * as repo from './outbox.repo.ts';

type Status = OutboxMessage['status'];

// What the member reads for each failure; the sites show their own translation of the code.
const SMS_MESSAGES: Partial<Record<ApiError['errorCode'], string>> = {
  too_many_requests: 'Too many requests. Please try again after 5 minutes.',
  sms_quota_exceeded: 'SMS quota is not sufficient. Please contact customer service.',
  invalid_phone_number: 'Invalid phone number format.',
  feature_disabled: 'This function is not enabled. Please contact customer service.',
};

export function createMessagingService(deps: {
  database: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long a provider has to answer; 10 s unless a test shortens it. */
  timeoutMs?: number;
}) {
  const { database, clock, log } = deps;
  const mailer = createSmtpMailer({ timeoutMs: deps.timeoutMs });

  async function record(
    merchantId: number,
    message: { channel: 'sms' | 'email'; recipient: string; subject: string | null; body: string; purpose: string },
    createdAt: Date,
    outcome: { status: Status; error?: string },
  ) {
    return repo.insertMessage(database.db, {
      merchantId,
      ...message,
      status: outcome.status,
      error: outcome.error ?? null,
      createdAt,
      sentAt: outcome.status === 'sent' ? clock.now() : null,
    });
  }

  /**
   * Sends an SMS through the merchant's HTTP provider, or holds it in the outbox when none is enabled.
   * @throws too_many_requests (the provider's 429), sms_quota_exceeded (402), invalid_phone_number (400, 422),
   *   feature_disabled (403), sms_unknown_error (any other refusal, a timeout or no connection).
   */
  async function sendSms(
    merchant: ResolvedMerchant,
    input: { countryDialingCode: string; mobileNum: string; text: string; purpose: string },
  ): Promise<{ status: Status }> {
    const provider = merchant.settings.messaging.sms;
    const createdAt = clock.now();
    const message = {
      channel: 'sms' as const,
      recipient: internationalNumber(input.countryDialingCode, input.mobileNum),
      subject: null,
      body: input.text,
      purpose: input.purpose,
    };
    if (!provider.enabled || !provider.url) {
      await record(merchant.id, message, createdAt, { status: 'held' });
      return { status: 'held' };
    }
    const outcome = await sendHttpSms(provider, input, deps.timeoutMs);
    if (outcome.ok) {
      await record(merchant.id, message, createdAt, { status: 'sent' });
      return { status: 'sent' };
    }
    await record(merchant.id, message, createdAt, { status: 'failed', error: outcome.error });
    log.warn({ merchantId: merchant.id, purpose: input.purpose, errorCode: outcome.code, error: outcome.error }, 'the SMS provider did not take a message');
    throw new ApiError(outcome.code, SMS_MESSAGES[outcome.code] ?? 'The message could not be sent. Please try again later.');
  }

  /**
   * Sends an e-mail through the merchant's SMTP server, or holds it in the outbox when none is enabled.
   * @throws service_unavailable when the server refuses the message or cannot be reached. (The SMS codes
   *   name a third-party SMS route; "Network link is abnormal, please try again" is what the member can act on.)
   */
  async function sendEmail(
    merchant: ResolvedMerchant,
    input: { to: string; subject: string; text: string; html?: string; purpose: string },
  ): Promise<{ status: Status }> {
    const smtp = merchant.settings.messaging.email;
    const createdAt = clock.now();
    const message = { channel: 'email' as const, recipient: input.to, subject: input.subject, body: input.text, purpose: input.purpose };
    if (!smtp.enabled || !smtp.host || !smtp.fromAddress) {
      await record(merchant.id, message, createdAt, { status: 'held' });
      return { status: 'held' };
    }
    try {
      await mailer.send(merchant, input);
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      await record(merchant.id, message, createdAt, { status: 'failed', error: reason });
      log.warn({ merchantId: merchant.id, purpose: input.purpose, error: reason }, 'the SMTP server did not take a message');
      throw new ApiError('service_unavailable', 'The e-mail could not be sent. Please try again later.');
    }
    await record(merchant.id, message, createdAt, { status: 'sent' });
    return { status: 'sent' };
  }

  /** The merchant's messages, newest first, optionally of one channel or to a recipient containing the text. */
  async function listOutbox(merchantId: number, query: { page: number; pageSize: number } & repo.OutboxFilter) {
    const { items, total } = await repo.page(database.db, merchantId, {
      channel: query.channel,
      recipient: query.recipient,
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
    });
    return {
      items: items.map((row): OutboxMessage => ({
        id: row.id,
        channel: row.channel as OutboxMessage['channel'],
        recipient: row.recipient,
        subject: row.subject,
        body: row.body,
        purpose: row.purpose,
        status: row.status as Status,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
      total,
      page: query.page,
      pageSize: query.pageSize,
    };
  }

  return { sendSms, sendEmail, listOutbox };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
