// Registration fields under the merchant's rules (docs/members.md): which fields show, which are
// required, and the message under a field whose value breaks its rule. The server checks the same rules;
// this spares the visitor a round trip and names the problem next to the field.
import { ageOn, BIRTHDAY_MIN_AGE, dayIn } from '@orbit/contracts/birthday';
import type { FieldRule, RegisterField, RegisterRules } from '@orbit/contracts/settings';
import type { AuthFlags } from './flags.ts';
import { lengthRange, patternHint, type PatternHintKey } from './pattern-hints.ts';

export type RegisterTab = 'username' | 'mobile';

/** A message for under a field: a translation key and its values. */
export interface FieldMessage {
  key:
    | PatternHintKey
    | `register.errors.${'required' | 'length' | 'format' | 'passwordLength' | 'mobile' | 'realName' | 'inconsistent' | 'agree' | 'paymentPassword' | 'birthday' | 'underAge'}`;
  values?: Record<string, string>;
}

/** The extra fields the merchant may switch on, in the order the form shows them. */
export const OPTIONAL_FIELDS = [
  'payeeName',
  'paymentPassword',
  'email',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'birthday',
  'recommenderId',
] as const satisfies readonly RegisterField[];

/** Fields whose value is kept exactly as typed (never trimmed). */
const SECRET_FIELDS: ReadonlySet<RegisterField> = new Set(['password', 'paymentPassword']);

export interface FieldPlan {
  field: RegisterField;
  required: boolean;
  /** Required once a mobile number is typed (the username tab's SMS code with an optional mobile number). */
  requiredWithMobile?: boolean;
  rule: FieldRule;
}

/** The password bounds the server enforces: 8+ unless the merchant asks for more, 64 always allowed (docs/members.md). */
export function effectivePasswordRule(rule: FieldRule): FieldRule {
  const minLength = Math.max(8, rule.minLength);
  return { ...rule, minLength, maxLength: Math.max(64, rule.maxLength, minLength) };
}

export interface RegisterPlan {
  /** Shown fields in form order. username is absent in the mobile tab: the mobile number is the username. */
  fields: FieldPlan[];
  /**
   * A second password box: only in the mobile tab with mobileRegisterPassword on. Otherwise the
   * password is typed once and confirmPassword is copied from it.
   */
  confirmPassword: boolean;
  tabs: RegisterTab[];
}

export type RegisterFlags = Pick<
  AuthFlags,
  'usernameRegistration' | 'mobileRegistration' | 'registerSmsVerification' | 'mobileRegisterPassword' | 'directRegistration'
>;

/** The registration tabs: username and mobile, each only when enabled; username when neither is. */
export function registerTabs(flags: RegisterFlags): RegisterTab[] {
  const tabs: RegisterTab[] = [];
  if (flags.usernameRegistration) tabs.push('username');
  if (flags.mobileRegistration) tabs.push('mobile');
  return tabs.length ? tabs : ['username'];
}

/**
 * Which fields the form shows for a tab, and whether each is required:
 * - username and password always, required (in the mobile tab the username is the mobile number);
 * - the mobile number in the mobile tab (required), or in the username tab when enabled (required per rule);
 * - the SMS code: in the mobile tab when registerSmsVerification is on (required); in the username tab when
 *   the mobile number shows and the code's rule is required (then needed once a number is typed), as the
 *   server checks it;
 * - the other fields per their rule; the affiliate code only when `showAffiliate` (the URL has no
 *   code, or its check failed), and then required when direct registration (without an upline's code) is
 *   off; the captcha per its rule.
 */
export function registerPlan(rules: RegisterRules, flags: RegisterFlags, tab: RegisterTab, options: { showAffiliate: boolean }): RegisterPlan {
  const fields: FieldPlan[] = [];
  const add = (field: RegisterField, required: boolean) => fields.push({ field, required, rule: rules[field] });
  if (tab === 'username') add('username', true);
  if (tab === 'mobile') add('mobileNum', true);
  fields.push({ field: 'password', required: true, rule: effectivePasswordRule(rules.password) });
  if (tab === 'username' && rules.mobileNum.enabled) {
    add('mobileNum', rules.mobileNum.required);
    if (rules.verificationCode.enabled && rules.verificationCode.required) {
      fields.push({ field: 'verificationCode', required: rules.mobileNum.required, requiredWithMobile: true, rule: rules.verificationCode });
    }
  }
  if (tab === 'mobile' && flags.registerSmsVerification) add('verificationCode', true);
  for (const field of OPTIONAL_FIELDS) if (rules[field].enabled) add(field, rules[field].required);
  if (options.showAffiliate && (rules.affiliateCode.enabled || !flags.directRegistration)) {
    add('affiliateCode', rules.affiliateCode.required || !flags.directRegistration);
  }
  if (rules.captcha.enabled) add('captcha', rules.captcha.required);
  return {
    fields,
    confirmPassword: tab === 'mobile' && flags.mobileRegisterPassword,
    tabs: registerTabs(flags),
  };
}

/** The value as it is sent: trimmed, except secrets. */
export function cleanValue(field: RegisterField, value: string): string {
  return SECRET_FIELDS.has(field) ? value : value.trim();
}

/** The server reads patterns with the u flag (so \\p{L} and the like work); so does this. */
function testPattern(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return true; // an operator's broken pattern is the server's to refuse, not the visitor's
  }
}

function formatMessage(field: RegisterField, rule: FieldRule): FieldMessage {
  if (field === 'mobileNum') return { key: 'register.errors.mobile' };
  if (field === 'payeeName') return { key: 'register.errors.realName' };
  const hint = patternHint(rule);
  return hint ?? { key: 'register.errors.format' };
}

/** The message for a field's value under its rule, or null when it passes. */
export function checkField(
  field: RegisterField,
  rawValue: string,
  plan: { required: boolean; rule: FieldRule },
  today: string = dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone, new Date()),
): FieldMessage | null {
  const value = cleanValue(field, rawValue);
  const { rule } = plan;
  if (value === '') return plan.required ? { key: 'register.errors.required' } : null;
  if (value.length < rule.minLength || value.length > rule.maxLength) {
    const range = lengthRange(rule.minLength, rule.maxLength);
    if (field === 'password') return { key: 'register.errors.passwordLength', values: { range } };
    if (field === 'mobileNum') return { key: 'register.errors.mobile' };
    return patternHint(rule) ?? { key: 'register.errors.length', values: { range } };
  }
  if (rule.acceptedPattern !== null && !testPattern(rule.acceptedPattern, value)) return formatMessage(field, rule);
  if (field === 'paymentPassword' && !/^\d{6}$/.test(value)) return { key: 'register.errors.paymentPassword' };
  if (field === 'birthday') {
    const age = ageOn(value, today);
    if (age === null) return { key: 'register.errors.birthday' };
    if (age < BIRTHDAY_MIN_AGE) return { key: 'register.errors.underAge', values: { age: String(BIRTHDAY_MIN_AGE) } };
  }
  return null;
}

/** The confirmation must equal the password ('inconsistent_twice'). */
export function checkConfirmation(password: string, confirmation: string): FieldMessage | null {
  if (confirmation === '') return { key: 'register.errors.required' };
  return password === confirmation ? null : { key: 'register.errors.inconsistent' };
}

/** The affiliate code of the page's URL: ?affiliateCode=, ?code= or ?aff=, first non-empty. */
/** A friend's invite code from an invite link (?referralCode=), kept apart from an agent's affiliate code. */
export function referralCodeFromUrl(search: string): string | null {
  const value = new URLSearchParams(search).get('referralCode')?.trim();
  return value ? value.slice(0, 64) : null;
}

export function affiliateCodeFromUrl(search: string): string | null {
  const params = new URLSearchParams(search);
  for (const name of ['affiliateCode', 'code', 'aff']) {
    const value = params.get(name)?.trim();
    if (value) return value;
  }
  return null;
}
