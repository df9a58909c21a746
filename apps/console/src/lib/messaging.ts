// The SMS provider's request (settings → messaging): the placeholders the server fills in, and the request
// it would send for an example message, built the way the server builds it (apps/server messaging/sms-http):
// values JSON-escaped inside a JSON body, URL-encoded in a form body, in the query and in the URL.

/** The placeholders the server replaces in the URL and the body template, in the order the console explains them. */
export const SMS_PLACEHOLDERS = ['to', 'countryDialingCode', 'mobileNum', 'text', 'sender'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

export type SmsContentType = 'application/json' | 'application/x-www-form-urlencoded';

export interface SmsRequestSettings {
  url: string;
  method: 'POST' | 'GET';
  contentType: SmsContentType;
  bodyTemplate: string;
  sender: string;
}

/** Values for the example: a Malaysian number and a verification code text (the sender comes from the settings). */
export const SMS_EXAMPLE: Omit<Record<SmsPlaceholder, string>, 'sender'> = {
  to: '+60123456789',
  countryDialingCode: '+60',
  mobileNum: '123456789',
  text: 'Your verification code is 482913. It expires in 5 minutes.',
};

const PLACEHOLDER = /\{(\w+)\}/g;
const isPlaceholder = (name: string): name is SmsPlaceholder => (SMS_PLACEHOLDERS as readonly string[]).includes(name);
const jsonEscape = (value: string) => JSON.stringify(value).slice(1, -1);

/** The template with every known placeholder replaced by its escaped value; unknown ones stay as written. */
export function fillSmsTemplate(template: string, values: Record<SmsPlaceholder, string>, escape: (value: string) => string = (value) => value): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => (isPlaceholder(name) ? escape(values[name]) : whole));
}

export interface SmsExampleRequest {
  method: 'POST' | 'GET';
  url: string;
  /** null for GET: the template went into the query string. */
  body: string | null;
  /** For a JSON body: whether it is still JSON once filled in (the server refuses to send it otherwise). */
  validJson: boolean | null;
}

/** The request the server would send for the example message. */
export function exampleSmsRequest(settings: SmsRequestSettings): SmsExampleRequest {
  const values = { ...SMS_EXAMPLE, sender: settings.sender };
  let url = fillSmsTemplate(settings.url, values, encodeURIComponent);
  if (settings.method === 'GET') {
    const query = fillSmsTemplate(settings.bodyTemplate, values, encodeURIComponent).replace(/^[?&]/, '');
    if (query) url += (url.includes('?') ? '&' : '?') + query;
    return { method: 'GET', url, body: null, validJson: null };
  }
  if (settings.contentType === 'application/json') {
    const body = fillSmsTemplate(settings.bodyTemplate, values, jsonEscape);
    let validJson = true;
    try {
      JSON.parse(body);
    } catch {
      validJson = false;
    }
    return { method: 'POST', url, body, validJson };
  }
  return { method: 'POST', url, body: fillSmsTemplate(settings.bodyTemplate, values, encodeURIComponent), validJson: null };
}

/** Placeholders used in the URL or template that the server does not know (usually a typing mistake), each once. */
export function unknownPlaceholders(...templates: string[]): string[] {
  const unknown = new Set<string>();
  for (const template of templates) for (const match of template.matchAll(PLACEHOLDER)) if (!isPlaceholder(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** A starting template for the chosen method and body format. */
export function exampleSmsTemplate(method: 'POST' | 'GET', contentType: SmsContentType): string {
  return method === 'POST' && contentType === 'application/json'
    ? '{"to":"{to}","from":"{sender}","message":"{text}"}'
    : 'to={to}&from={sender}&message={text}';
}

/** The template with `{name}` inserted at the cursor (or at the end), and where the cursor goes next. */
export function insertPlaceholder(template: string, name: SmsPlaceholder, at: number | null): { value: string; cursor: number } {
  const position = at === null || at < 0 || at > template.length ? template.length : at;
  const token = `{${name}}`;
  return { value: template.slice(0, position) + token + template.slice(position), cursor: position + token.length };
}
