// The merchant's SMTP server, as configured in the console (settings → messaging → email), through nodemailer.
import nodemailer, { type Transporter } from 'nodemailer';
import type { MessagingSettings } from '@orbit/contracts/settings';

export type SmtpSettings = MessagingSettings['email'];

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export const SMTP_TIMEOUT_MS = 10_000;

/**
 * One transport per merchant, rebuilt when the merchant's settings version changes (an operator saved new
 * SMTP details). Transports are not pooled: a message opens its own connection, so nothing stays open to close.
 */
export function createSmtpMailer(options: { timeoutMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? SMTP_TIMEOUT_MS;
  const transports = new Map<number, { version: number; transport: Transporter }>();

  function transportFor(merchantId: number, version: number, settings: SmtpSettings): Transporter {
    const cached = transports.get(merchantId);
    if (cached && cached.version === version) return cached.transport;
    const transport = nodemailer.createTransport({
      host: settings.host,
      port: settings.port,
      secure: settings.secure,
      ...(settings.username ? { auth: { user: settings.username, pass: settings.password } } : {}),
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    });
    transports.set(merchantId, { version, transport });
    return transport;
  }

  /** Sends one message; throws the transport's error when the server refuses it or cannot be reached. */
  async function send(merchant: { id: number; version: number; settings: { messaging: { email: SmtpSettings } } }, message: EmailMessage): Promise<void> {
    const settings = merchant.settings.messaging.email;
    await transportFor(merchant.id, merchant.version, settings).sendMail({
      from: { name: settings.fromName, address: settings.fromAddress },
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.html ? { html: message.html } : {}),
    });
  }

  return { send };
}
