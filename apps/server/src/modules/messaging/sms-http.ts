// The HTTP SMS provider a merchant configures in the console: one request per message, built from a URL,
// a method, a body template with placeholders and an auth header. The provider's answer is mapped to the
// error kinds so the member sees a message that says what to do.
import type { ErrorCode } from '@orbit/contracts/errors';
import type { MessagingSettings } from '@orbit/contracts/settings';

export type SmsProviderSettings = MessagingSettings['sms'];

export interface SmsMessage {
  countryDialingCode: string;
  mobileNum: string;
  text: string;
}

export type SmsOutcome = { ok: true } | { ok: false; code: ErrorCode; error: string };

export const SMS_TIMEOUT_MS = 10_000;

/** The number in international form, +60123456789; a national trunk 0 (012-…) is dropped as E.164 wants. */
export function internationalNumber(countryDialingCode: string, mobileNum: string): string {
  return `+${countryDialingCode.replace(/\D/g, '')}${mobileNum.replace(/\D/g, '').replace(/^0+/, '')}`;
}

/**
 * Fills {to} (+60123456789), {countryDialingCode} (+60), {mobileNum} (the national number as given), {text}
 * and {sender}, each value escaped for where it lands; unknown placeholders stay as written.
 */
export function fillTemplate(template: string, values: Record<string, string>, escape: (value: string) => string): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) => (Object.hasOwn(values, name) ? escape(values[name]!) : placeholder));
}

// Inside a JSON string literal: the value's JSON form without its quotes.
const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/** Which of our codes a provider's HTTP status means. */
export function errorCodeForStatus(status: number): ErrorCode {
  if (status === 429) return 'too_many_requests';
  if (status === 402) return 'sms_quota_exceeded';
  if (status === 400 || status === 422) return 'invalid_phone_number';
  if (status === 403) return 'feature_disabled';
  return 'sms_unknown_error';
}

/** Sends one SMS; never throws, the outcome says what happened (and the provider's words on failure). */
export async function sendHttpSms(settings: SmsProviderSettings, message: SmsMessage, timeoutMs = SMS_TIMEOUT_MS): Promise<SmsOutcome> {
  const values = {
    to: internationalNumber(message.countryDialingCode, message.mobileNum),
    countryDialingCode: `+${message.countryDialingCode.replace(/\D/g, '')}`,
    mobileNum: message.mobileNum,
    text: message.text,
    sender: settings.sender,
  };
  let url = fillTemplate(settings.url, values, encodeURIComponent);
  const headers: Record<string, string> = {};
  if (settings.authHeaderName) headers[settings.authHeaderName] = settings.authHeaderValue;
  let body: string | undefined;
  if (settings.method === 'GET') {
    // A GET provider takes its parameters in the query string: the template is appended to the URL.
    const query = fillTemplate(settings.bodyTemplate, values, encodeURIComponent).replace(/^[?&]/, '');
    if (query) url += (url.includes('?') ? '&' : '?') + query;
  } else if (settings.contentType === 'application/json') {
    body = fillTemplate(settings.bodyTemplate, values, jsonEscape);
    // A template that is not JSON once filled would be refused as a bad request, which reads like a bad number.
    try {
      JSON.parse(body);
    } catch {
      return { ok: false, code: 'sms_unknown_error', error: 'The SMS body template is not valid JSON once filled in' };
    }
    headers['content-type'] = 'application/json';
  } else {
    body = fillTemplate(settings.bodyTemplate, values, encodeURIComponent);
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }

  try {
    // Redirects are refused: following one would send the auth header to wherever the answer points.
    const response = await fetch(url, { method: settings.method, headers, body, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    if (response.ok) {
      await response.body?.cancel();
      return { ok: true };
    }
    const answer = (await response.text().catch(() => '')).slice(0, 500);
    return { ok: false, code: errorCodeForStatus(response.status), error: `HTTP ${response.status}${answer ? `: ${answer}` : ''}` };
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    const reason = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
    return { ok: false, code: 'sms_unknown_error', error: timedOut ? `No answer within ${timeoutMs / 1000} s` : `Request failed: ${reason}` };
  }
}
