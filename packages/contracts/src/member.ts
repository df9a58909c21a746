// Member accounts and sessions (docs/members.md): register, log in every way, two-factor, remember,
// recover and change passwords, log out, and the member's own info.
import { z } from 'zod';
import { email, text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';

/** isAgent: 0 member, 1/2/41/42 agent types, 4 free-play (trial) account. */
export const MEMBER_TYPES = [0, 1, 2, 4, 41, 42] as const;
export type MemberType = (typeof MEMBER_TYPES)[number];
export const AGENT_TYPES: readonly MemberType[] = [1, 2, 41, 42];
export const TRIAL_TYPE = 4;

/**
 * The header naming the browser or app install a call comes from: a random id the site makes once and keeps
 * (not a fingerprint). The server remembers each member's ids, so the referral programme can hold a friend who
 * registers from the referrer's own device. A value that is not 16–64 URL-safe characters is ignored.
 */
export const DEVICE_ID_HEADER = 'device-id';
export const DEVICE_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
export const memberTypeSchema = z.union(MEMBER_TYPES.map((t) => z.literal(t)) as [z.ZodLiteral<0>, ...z.ZodLiteral<MemberType>[]]);

export const isAgentType = (type: number): boolean => (AGENT_TYPES as readonly number[]).includes(type);

/** A national mobile number: digits only; the country dialing code travels beside it. */
const mobileNum = text()
  .trim()
  .regex(/^\d{5,15}$/, 'Please enter a valid mobile number');
const dialingCode = text()
  .trim()
  .regex(/^\+?\d{1,4}$/, 'a country dialing code such as +60');
const code = text().trim().min(1, 'Input cannot be empty').max(255);
const password = text().min(1, 'Input cannot be empty').max(128);

/** The solved human-verification challenge (a base64 ALTCHA payload). */
const challengeSolution = text().max(4000);

export const loginBodySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('username'),
    username: text().trim().min(1, 'Input cannot be empty').max(64),
    password,
    captchaId: text().max(64).optional(),
    captcha: text().trim().max(10).optional(),
    verification: challengeSolution.optional(),
    remember: z.boolean().optional(),
  }),
  z.object({
    type: z.literal('sms'),
    countryDialingCode: dialingCode,
    mobileNum,
    verificationCode: code,
    remember: z.boolean().optional(),
  }),
]);
export type LoginBody = z.infer<typeof loginBodySchema>;

export const TWO_FACTOR_METHODS = ['sms', 'email', 'totp', 'payee'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

export const sessionSchema = z.object({
  token: text(),
  account: text(),
  isAgent: memberTypeSchema,
  expiresAt: text(),
  /** The first login of this account (run the first-login action). */
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The default password or an expired one: the change-password modal opens and other calls are refused until it is changed. */
  mustChangePassword: z.boolean(),
});
export type MemberSession = z.infer<typeof sessionSchema>;

/** A login either opens a session or, from an address the account has not used, asks for one two-factor check. */
export const loginResultSchema = z.discriminatedUnion('state', [
  sessionSchema.extend({ state: z.literal('ok') }),
  z.object({
    state: z.literal('twoFactor'),
    challengeToken: text(),
    /** The checks this account can pass, in the order offered. */
    methods: z.array(z.enum(TWO_FACTOR_METHODS)).min(1),
    maskedMobile: text().nullable(),
    maskedEmail: text().nullable(),
    expiresAt: text(),
  }),
]);
export type LoginResult = z.infer<typeof loginResultSchema>;

export const loginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login',
  summary: 'Log in by username and password or by mobile number and SMS code',
  tag: 'session',
  audience: 'public',
  encrypted: true,
  body: loginBodySchema,
  response: loginResultSchema,
});

export const freePlayEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/freeplay',
  summary: 'Open a free-play (trial, isAgent 4) account with play money and log it in',
  tag: 'session',
  audience: 'public',
  body: z.object({ os: text().max(40).optional(), platform: text().max(40).optional(), verification: challengeSolution.optional() }),
  response: sessionSchema,
});

export const twoFactorSendEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/two-factor/send',
  summary: 'Send the two-factor code of a pending login by SMS or e-mail',
  tag: 'session',
  audience: 'public',
  body: z.object({ challengeToken: text().max(100), method: z.enum(['sms', 'email']) }),
  response: z.object({ expiredMinutes: z.number().int(), resendSeconds: z.number().int() }),
});

export const twoFactorVerifyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/two-factor',
  summary: 'Pass the two-factor check of a pending login and open the session',
  tag: 'session',
  audience: 'public',
  encrypted: true,
  body: z.object({ challengeToken: text().max(100), method: z.enum(TWO_FACTOR_METHODS), code: text().trim().min(1, 'Input cannot be empty').max(255) }),
  response: sessionSchema,
});

export const rememberedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/session/remembered',
  summary: 'The account remembered on this browser (HttpOnly remember cookie), to offer it back within 24 hours',
  tag: 'session',
  audience: 'public',
  response: z.object({
    account: text().nullable(),
    type: z.enum(['username', 'sms']).nullable(),
    countryDialingCode: text().nullable(),
    mobileNum: text().nullable(),
  }),
});

export const rememberedLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/session/login/remembered',
  summary: 'Continue as the remembered account: the remember cookie is used once and replaced',
  tag: 'session',
  audience: 'public',
  response: loginResultSchema,
});

export const forgetRememberedEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/remembered',
  summary: 'Forget the remembered account on this browser (revokes its token)',
  tag: 'session',
  audience: 'public',
  response: z.object({}),
});

export const logoutEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/session/logout',
  summary: 'End the session on the server',
  tag: 'session',
  audience: 'member',
  allowTrial: true,
  beforePasswordChange: true,
  response: z.object({}),
});

export const smsCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  summary: 'Send an SMS code to a mobile number, for registration, SMS login or a password reset',
  tag: 'verification',
  audience: 'public',
  body: z.object({
    countryDialingCode: dialingCode,
    mobileNum,
    purpose: z.enum(['register', 'login', 'reset']),
    verification: challengeSolution.optional(),
  }),
  response: z.object({ expiredMinutes: z.number().int(), resendSeconds: z.number().int() }),
});

export const captchaEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/captcha',
  summary: 'A new captcha image (base64 PNG) and the id to answer it with',
  tag: 'verification',
  audience: 'public',
  response: z.object({ captchaId: text(), image: text(), expiresAt: text() }),
});

export const challengeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/verification/challenge',
  summary: 'A proof-of-work human-verification challenge (ALTCHA)',
  tag: 'verification',
  audience: 'public',
  response: z.object({ algorithm: text(), challenge: text(), maxnumber: z.number().optional(), salt: text(), signature: text() }),
});

export const registerBodySchema = z.object({
  username: text().trim().max(64).optional(),
  password: text().max(128),
  confirmPassword: text().max(128),
  payeeName: text().trim().max(255).optional(),
  email: text().trim().max(255).optional(),
  qqNum: text().trim().max(255).optional(),
  countryDialingCode: dialingCode.optional(),
  mobileNum: text().trim().max(255).optional(),
  verificationCode: text().trim().max(255).optional(),
  recommenderId: text().trim().max(255).optional(),
  captchaId: text().max(64).optional(),
  captcha: text().trim().max(255).optional(),
  affiliateCode: text().trim().max(255).optional(),
  referralCode: text().trim().max(255).optional(),
  paymentPassword: text().max(255).optional(),
  line: text().trim().max(255).optional(),
  whatsapp: text().trim().max(255).optional(),
  facebook: text().trim().max(255).optional(),
  wechat: text().trim().max(255).optional(),
  idNumber: text().trim().max(255).optional(),
  /** yyyy-MM-dd, when the merchant asks for it: at least 21 years back. */
  birthday: text().trim().max(10).optional(),
  /** The page the member registered from, and its domain. */
  registerUrl: text().max(500).optional(),
  domain: text().max(255).optional(),
  verification: challengeSolution.optional(),
  /** Age 18 and the terms: must be true. */
  agree: z.literal(true, 'Terms and privacy must be agreed'),
  remember: z.boolean().optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register',
  summary: "Register by username under the merchant's field rules, and log in",
  tag: 'member',
  audience: 'public',
  encrypted: true,
  body: registerBodySchema,
  response: sessionSchema,
});

export const registerMobileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/register/mobile',
  summary: 'Register by mobile number with an SMS code (the username is the mobile number), and log in',
  tag: 'member',
  audience: 'public',
  encrypted: true,
  body: registerBodySchema,
  response: sessionSchema,
});

export const affiliateCheckEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/agent/affiliate',
  summary: "Check an affiliate (invitation) code before registering under it; a wrong one is 'invitation_code_error'",
  tag: 'member',
  audience: 'public',
  query: z.object({ code: text().trim().min(1).max(64), domain: text().max(255).optional() }),
  response: z.object({ code: text(), agent: text() }),
});

export const clubLabelSchema = z.object({ labelName: text(), rankLevel: z.number().int() });

export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: text(),
  nickname: text(),
  /** isAgent. */
  type: memberTypeSchema,
  toUpline: z.boolean(),
  upline: text().nullable(),
  clubLabel: clubLabelSchema.nullable(),
  memberLabel: z.array(text()),
  avatar: text().nullable(),
  avatarType: z.enum(['CUSTOM', 'STATIC']).nullable(),
  /** The site language the member saved (restored on login), or null. */
  language: text().nullable(),
  currency: text(),
  realName: text().nullable(),
  countryDialingCode: text().nullable(),
  maskedMobile: text().nullable(),
  maskedEmail: text().nullable(),
  hasPaymentPassword: z.boolean(),
  totpEnabled: z.boolean(),
  affiliateCode: text().nullable(),
  mustChangePassword: z.boolean(),
  lastLoginAt: text().nullable(),
  lastLoginIp: text().nullable(),
  createdAt: text(),
  responsibleGaming: z.object({
    sessionReminderMinutes: z.number().int().nullable(),
    coolOffUntil: text().nullable(),
    selfExcludedUntil: text().nullable(),
  }),
});
export type MemberInfo = z.infer<typeof memberInfoSchema>;

export const memberInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  summary: "The logged-in member's info",
  tag: 'member',
  audience: 'member',
  allowTrial: true,
  beforePasswordChange: true,
  response: memberInfoSchema,
});

export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  summary: 'Change the password; other sessions end and this one gets a new token',
  tag: 'member',
  audience: 'member',
  beforePasswordChange: true,
  encrypted: true,
  body: z.object({ oldPassword: password, newPassword: password, confirmNewPassword: password }),
  response: z.object({ token: text(), expiresAt: text() }),
});

export const forgotByEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/email',
  summary: 'Send a password-reset link to the e-mail address on file (the same answer whether or not they match)',
  tag: 'member',
  audience: 'public',
  body: z.object({
    username: text().trim().min(1, 'Input cannot be empty').max(64),
    email: email('Please enter a valid e-mail address').max(255),
    verification: challengeSolution.optional(),
  }),
  response: z.object({ sent: z.literal(true) }),
});

export const resetByEmailEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/reset',
  summary: 'Set a new password with the token of a reset e-mail; every session of the account ends',
  tag: 'member',
  audience: 'public',
  encrypted: true,
  body: z.object({ resetToken: text().max(100), newPassword: password, confirmNewPassword: password }),
  response: z.object({ account: text() }),
});

export const resetBySmsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password/verification',
  summary: 'Set a new password with an SMS code sent to the mobile number on file; every session of the account ends',
  tag: 'member',
  audience: 'public',
  encrypted: true,
  body: z.object({ countryDialingCode: dialingCode, mobileNum, verificationCode: code, newPassword: password }),
  response: z.object({ account: text() }),
});
