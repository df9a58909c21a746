// The SMS provider's body template (settings → messaging): the placeholders the server fills in, an
// example rendering for the operator, and the placeholders it would leave untouched.

/** The placeholders the server replaces in the SMS body template, in the order the console explains them. */
export const SMS_PLACEHOLDERS = ['to', 'countryDialingCode', 'mobileNum', 'text'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

/** Values for the example rendering: a Malaysian number and a verification code text. */
export const SMS_EXAMPLE: Record<SmsPlaceholder, string> = {
  to: '+60123456789',
  countryDialingCode: '+60',
  mobileNum: '123456789',
  text: 'Your verification code is 482913. It expires in 5 minutes.',
};

const PLACEHOLDER = /\{([A-Za-z][A-Za-z0-9_]*)\}/g;

/** The template with every known placeholder replaced; unknown ones stay as written. */
export function renderSmsTemplate(template: string, values: Record<SmsPlaceholder, string> = SMS_EXAMPLE): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    (SMS_PLACEHOLDERS as readonly string[]).includes(name) ? values[name as SmsPlaceholder] : whole,
  );
}

/** Placeholders the template uses that the server does not know (usually a typing mistake), each once. */
export function unknownPlaceholders(template: string): string[] {
  const unknown = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) if (!(SMS_PLACEHOLDERS as readonly string[]).includes(match[1]!)) unknown.add(match[1]!);
  return [...unknown];
}

/** A starting template for the chosen content type. */
export function exampleSmsTemplate(contentType: 'application/json' | 'application/x-www-form-urlencoded'): string {
  return contentType === 'application/json' ? '{"to":"{to}","message":"{text}"}' : 'to={to}&message={text}';
}

/** The template with `{name}` inserted at the cursor (or at the end), and where the cursor goes next. */
export function insertPlaceholder(template: string, name: SmsPlaceholder, at: number | null): { value: string; cursor: number } {
  const position = at === null || at < 0 || at > template.length ? template.length : at;
  const token = `{${name}}`;
  return { value: template.slice(0, position) + token + template.slice(position), cursor: position + token.length };
}
