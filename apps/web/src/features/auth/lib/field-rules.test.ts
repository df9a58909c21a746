// Registration fields under the merchant's rules (docs/members.md): what shows, what is required, and the
// message a visitor sees under a field that breaks its rule.
import { describe, expect, it } from 'vitest';
import { REAL_NAME_PATTERN } from '@orbit/contracts/real-name';
import type { FieldRule, RegisterField, RegisterRules } from '@orbit/contracts/settings';
import { affiliateCodeFromUrl, checkConfirmation, checkField, registerPlan, registerTabs, type RegisterFlags } from './field-rules.ts';

const off: FieldRule = { enabled: false, required: false, patternId: null, acceptedPattern: null, minLength: 0, maxLength: 64 };
const rule = (overrides: Partial<FieldRule>): FieldRule => ({ ...off, enabled: true, ...overrides });

// The demo merchant's rules (apps/server's defaults).
const RULES = {
  username: rule({ required: true, patternId: 1, acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', minLength: 6, maxLength: 16 }),
  password: rule({ required: true, patternId: 0, minLength: 8, maxLength: 64 }),
  mobileNum: rule({ patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 9, maxLength: 11 }),
  verificationCode: rule({ patternId: 6, acceptedPattern: '^[0-9]+$', minLength: 6, maxLength: 6 }),
  payeeName: rule({ patternId: 21, acceptedPattern: REAL_NAME_PATTERN, minLength: 2, maxLength: 60 }),
  paymentPassword: off,
  email: rule({ patternId: 3, acceptedPattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', minLength: 5, maxLength: 100 }),
  qqNum: off,
  line: off,
  whatsapp: off,
  facebook: off,
  wechat: off,
  idNumber: off,
  birthday: off,
  recommenderId: off,
  affiliateCode: rule({ acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 20 }),
  captcha: rule({ required: true, minLength: 4, maxLength: 6 }),
} satisfies RegisterRules;

const FLAGS: RegisterFlags = {
  usernameRegistration: true,
  mobileRegistration: true,
  registerSmsVerification: true,
  mobileRegisterPassword: true,
  directRegistration: true,
};

const fieldsOf = (plan: ReturnType<typeof registerPlan>) => plan.fields.map((f) => `${f.field}${f.required ? '*' : ''}`);

describe('register plan', () => {
  it('username tab: the enabled fields in order, username and password required', () => {
    const plan = registerPlan(RULES, FLAGS, 'username', { showAffiliate: true });
    expect(fieldsOf(plan)).toEqual(['username*', 'password*', 'mobileNum', 'payeeName', 'email', 'affiliateCode', 'captcha*']);
    expect(plan.confirmPassword).toBe(false);
  });

  it('username tab: an SMS code when its rule requires one, needed once a mobile number is typed', () => {
    const rules = { ...RULES, verificationCode: { ...RULES.verificationCode, required: true } };
    const code = registerPlan(rules, FLAGS, 'username', { showAffiliate: true }).fields.find((f) => f.field === 'verificationCode');
    expect(code).toMatchObject({ required: false, requiredWithMobile: true });
    const withRequiredMobile = { ...rules, mobileNum: { ...rules.mobileNum, required: true } };
    expect(registerPlan(withRequiredMobile, FLAGS, 'username', { showAffiliate: true }).fields.find((f) => f.field === 'verificationCode')?.required).toBe(
      true,
    );
  });

  it('mobile tab: the mobile number replaces the username and is required; the password twice with mobileRegisterPassword', () => {
    const plan = registerPlan(RULES, FLAGS, 'mobile', { showAffiliate: true });
    expect(fieldsOf(plan)).toEqual(['mobileNum*', 'password*', 'verificationCode*', 'payeeName', 'email', 'affiliateCode', 'captcha*']);
    expect(plan.confirmPassword).toBe(true);
    expect(registerPlan(RULES, { ...FLAGS, mobileRegisterPassword: false }, 'mobile', { showAffiliate: true }).confirmPassword).toBe(false);
  });

  it('no SMS code without registerSmsVerification, and none in the username tab when the mobile field is off', () => {
    expect(fieldsOf(registerPlan(RULES, { ...FLAGS, registerSmsVerification: false }, 'mobile', { showAffiliate: true }))).not.toContain('verificationCode*');
    const noMobile = { ...RULES, mobileNum: off, verificationCode: { ...RULES.verificationCode, required: true } };
    expect(fieldsOf(registerPlan(noMobile, FLAGS, 'username', { showAffiliate: true }))).toEqual([
      'username*',
      'password*',
      'payeeName',
      'email',
      'affiliateCode',
      'captcha*',
    ]);
  });

  it('follows the merchant: a required extra field, a switched-off captcha', () => {
    const rules = { ...RULES, qqNum: rule({ required: true }), captcha: off };
    expect(fieldsOf(registerPlan(rules, FLAGS, 'username', { showAffiliate: true }))).toEqual([
      'username*',
      'password*',
      'mobileNum',
      'payeeName',
      'email',
      'qqNum*',
      'affiliateCode',
    ]);
  });

  it('hides the affiliate field when the URL carried a valid code; requires it without direct registration', () => {
    expect(fieldsOf(registerPlan(RULES, FLAGS, 'username', { showAffiliate: false }))).not.toContain('affiliateCode');
    expect(fieldsOf(registerPlan(RULES, { ...FLAGS, directRegistration: false }, 'username', { showAffiliate: true }))).toContain('affiliateCode*');
  });

  it('offers the tabs the merchant enables', () => {
    expect(registerTabs(FLAGS)).toEqual(['username', 'mobile']);
    expect(registerTabs({ ...FLAGS, mobileRegistration: false })).toEqual(['username']);
    expect(registerTabs({ ...FLAGS, usernameRegistration: false })).toEqual(['mobile']);
    expect(registerTabs({ ...FLAGS, usernameRegistration: false, mobileRegistration: false })).toEqual(['username']);
  });
});

describe('field checks', () => {
  const check = (field: RegisterField, value: string, required = RULES[field].required) => checkField(field, value, { required, rule: RULES[field] });

  it("says 'Input cannot be empty' for a required field only", () => {
    expect(check('username', '')).toEqual({ key: 'register.errors.required' });
    expect(check('username', '   ')).toEqual({ key: 'register.errors.required' });
    expect(check('email', '')).toBeNull();
  });

  it('shows the pattern hint, with its bounds, when the value breaks the pattern or the length', () => {
    expect(check('username', '1abcdef')).toEqual({ key: 'patterns.p1', values: { range: '6-16' } });
    expect(check('username', 'abc')).toEqual({ key: 'patterns.p1', values: { range: '6-16' } });
    expect(check('username', 'player01')).toBeNull();
    expect(check('username', '  player01  ')).toBeNull();
    expect(check('verificationCode', '12345', true)).toEqual({ key: 'patterns.p6', values: { range: '6' } });
  });

  it('uses the documented messages for passwords, mobile numbers and real names', () => {
    expect(check('password', 'short')).toEqual({ key: 'register.errors.passwordLength', values: { range: '8-64' } });
    expect(check('password', 'long enough')).toBeNull();
    expect(check('mobileNum', '12345678')).toEqual({ key: 'register.errors.mobile' });
    expect(check('mobileNum', '12345678a')).toEqual({ key: 'register.errors.mobile' });
    expect(check('mobileNum', '123456789')).toBeNull();
    expect(check('payeeName', 'Ali 123')).toEqual({ key: 'register.errors.realName' });
    expect(check('payeeName', "Siti Nur'aini")).toBeNull();
    for (const name of ['Kumar a/l Muthusamy', '陈伟明', 'Tan Wei Ming 陈伟明', 'Mohd. Rizal']) expect(check('payeeName', name), name).toBeNull();
  });

  it('keeps passwords exactly as typed (a space is part of the password)', () => {
    expect(check('password', ' 1234567')).toBeNull();
  });

  it("holds passwords to the server's bounds: at least 8, and 64 always allowed", () => {
    const loose = registerPlan({ ...RULES, password: rule({ required: true, patternId: 0, minLength: 6, maxLength: 20 }) }, FLAGS, 'username', {
      showAffiliate: true,
    });
    const password = loose.fields.find((f) => f.field === 'password');
    expect(password?.rule).toMatchObject({ minLength: 8, maxLength: 64 });
    expect(password && checkField('password', 'abc1234', password)).toEqual({ key: 'register.errors.passwordLength', values: { range: '8-64' } });
  });

  it('wants a 6-digit payment password', () => {
    const plan = { required: true, rule: rule({ required: true, minLength: 6, maxLength: 6 }) };
    expect(checkField('paymentPassword', '12a456', plan)).toEqual({ key: 'register.errors.paymentPassword' });
    expect(checkField('paymentPassword', '123456', plan)).toBeNull();
  });

  it('wants a real date of birth at least 21 years back', () => {
    const plan = { required: true, rule: rule({ required: true, minLength: 10, maxLength: 10 }) };
    expect(checkField('birthday', '2005-11-28', plan, '2026-11-27')).toEqual({ key: 'register.errors.underAge', values: { age: '21' } });
    expect(checkField('birthday', '2005-11-27', plan, '2026-11-27')).toBeNull();
    expect(checkField('birthday', '2001-02-30', plan, '2026-11-27')).toEqual({ key: 'register.errors.birthday' });
  });

  it('reads patterns as the server does (Unicode classes)', () => {
    const plan = { required: true, rule: rule({ required: true, acceptedPattern: '^\\p{L}+$', minLength: 1, maxLength: 10 }) };
    expect(checkField('idNumber', 'Ánh', plan)).toBeNull();
    expect(checkField('idNumber', 'A1', plan)).toEqual({ key: 'register.errors.format' });
  });

  it('falls back to a plain message when a rule has no hint', () => {
    expect(check('affiliateCode', 'ab-12')).toEqual({ key: 'register.errors.format' });
    expect(check('affiliateCode', 'ab')).toEqual({ key: 'register.errors.length', values: { range: '4-20' } });
  });

  it("asks for the same password twice ('inconsistent_twice')", () => {
    expect(checkConfirmation('Secret#2026', 'Secret#2026')).toBeNull();
    expect(checkConfirmation('Secret#2026', 'Secret#2025')).toEqual({ key: 'register.errors.inconsistent' });
    expect(checkConfirmation('Secret#2026', '')).toEqual({ key: 'register.errors.required' });
  });
});

describe('affiliate code from the URL', () => {
  it('reads ?affiliateCode=, ?code= or ?aff=', () => {
    expect(affiliateCodeFromUrl('?affiliateCode=AG01')).toBe('AG01');
    expect(affiliateCodeFromUrl('?code=AG02')).toBe('AG02');
    expect(affiliateCodeFromUrl('?aff=AG03&x=1')).toBe('AG03');
    expect(affiliateCodeFromUrl('?affiliateCode=&code=AG04')).toBe('AG04');
    expect(affiliateCodeFromUrl('?x=1')).toBeNull();
  });
});
