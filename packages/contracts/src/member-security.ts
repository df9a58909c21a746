// "My account" (securityCenter): profile and avatar, nickname, payment password, mobile and e-mail
// binding, authenticator, login history and responsible-gaming settings (docs/members.md).
import { z } from 'zod';
import { email, text } from './text.ts';
import { defineEndpoint } from './endpoint.ts';
import { LANGUAGE_CODES } from './languages.ts';

const mobileNum = text()
  .trim()
  .regex(/^\d{5,15}$/, 'Please enter a valid mobile number');
const dialingCode = text()
  .trim()
  .regex(/^\+?\d{1,4}$/);
const code = text().trim().min(1, 'Input cannot be empty').max(255);

/** The stock avatars a member may pick instead of uploading one. */
export const STOCK_AVATARS = ['tiger', 'dragon', 'koi', 'phoenix', 'panda', 'crane', 'lion', 'turtle'] as const;

export const avatarSchema = z.object({ avatar: text().nullable(), avatarType: z.enum(['CUSTOM', 'STATIC']).nullable() });

export const avatarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info/icon',
  summary: "The member's avatar: an uploaded image (CUSTOM) or a stock one (STATIC)",
  tag: 'member',
  audience: 'member',
  response: avatarSchema,
});

export const setStockAvatarEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/info/icon',
  summary: 'Pick a stock avatar',
  tag: 'member',
  audience: 'member',
  body: z.object({ stock: z.enum(STOCK_AVATARS) }),
  response: avatarSchema,
});

/** The avatar as the player relay serves it to the site's header and member centre (same reply as the icon call). */
export const playerAvatarEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  summary: "The logged-in member's avatar for the site's header and member centre",
  tag: 'member',
  audience: 'member',
  allowTrial: true,
  response: avatarSchema,
});

/** Saves the site language the member chose, so that it comes back when they log in on another device. */
export const updateLanguageEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/language',
  summary: "Save the member's site language (one the merchant offers)",
  tag: 'member',
  audience: 'member',
  allowTrial: true,
  beforePasswordChange: true,
  body: z.object({ language: z.enum(LANGUAGE_CODES) }),
  response: z.object({ language: text() }),
});

/** Uploading an avatar is multipart (png or jpg, at most 5 MB, checked by magic bytes): POST this path with a `file` part. */
export const AVATAR_UPLOAD_PATH = '/wps/member/info/icon/upload';
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export const nicknameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/nickname',
  summary: 'Change the nickname',
  tag: 'member',
  audience: 'member',
  body: z.object({ nickname: text().trim().min(2).max(20) }),
  response: z.object({ nickname: text() }),
});

export const realNameEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/real-name',
  summary: 'Set the real (payee) name once; withdrawals pay only to accounts in this name',
  tag: 'member',
  audience: 'member',
  body: z.object({ realName: text().trim().min(2).max(60) }),
  response: z.object({ realName: text() }),
});

export const paymentPasswordEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/payment-password',
  summary: 'Set the payment password (confirmed with the login password) or change it (with the old one)',
  tag: 'member',
  audience: 'member',
  encrypted: true,
  body: z.object({
    /** The login password when none is set yet, else the current payment password. */
    currentPassword: text().min(1, 'Input cannot be empty').max(128),
    newPaymentPassword: text().regex(/^\d{6}$/, 'The payment password is 6 digits'),
    confirmPaymentPassword: text().max(128),
  }),
  response: z.object({}),
});

export const mobileCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/mobile/code',
  summary: 'Send a code to a mobile number to bind it',
  tag: 'member',
  audience: 'member',
  body: z.object({ countryDialingCode: dialingCode, mobileNum }),
  response: z.object({ expiredMinutes: z.number().int(), resendSeconds: z.number().int() }),
});

export const bindMobileEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/mobile',
  summary: 'Bind or change the mobile number with the code sent to it',
  tag: 'member',
  audience: 'member',
  body: z.object({ countryDialingCode: dialingCode, mobileNum, verificationCode: code }),
  response: z.object({ maskedMobile: text() }),
});

export const emailCodeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/email/code',
  summary: 'Send a code to an e-mail address to bind it',
  tag: 'member',
  audience: 'member',
  body: z.object({ email: email('Please enter a valid e-mail address').max(255) }),
  response: z.object({ expiredMinutes: z.number().int(), resendSeconds: z.number().int() }),
});

export const bindEmailEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/email',
  summary: 'Bind or change the e-mail address with the code sent to it',
  tag: 'member',
  audience: 'member',
  body: z.object({ email: email('Please enter a valid e-mail address').max(255), verificationCode: code }),
  response: z.object({ maskedEmail: text() }),
});

export const totpSetupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/totp/setup',
  summary: 'Start adding an authenticator app: a new secret and its QR code',
  tag: 'member',
  audience: 'member',
  response: z.object({ secret: text(), otpauthUrl: text(), qrDataUrl: text() }),
});

export const totpEnableEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/totp',
  summary: 'Turn the authenticator on with its first code',
  tag: 'member',
  audience: 'member',
  body: z.object({
    code: text()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  }),
  response: z.object({ totpEnabled: z.literal(true) }),
});

export const totpDisableEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/totp',
  summary: 'Turn the authenticator off with a current code',
  tag: 'member',
  audience: 'member',
  body: z.object({
    code: text()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code'),
  }),
  response: z.object({ totpEnabled: z.literal(false) }),
});

export const loginRecordSchema = z.object({
  at: text(),
  ip: text().nullable(),
  device: text().nullable(),
  method: text(),
  success: z.boolean(),
  reason: text().nullable(),
});
export type LoginRecord = z.infer<typeof loginRecordSchema>;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const loginHistoryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/login-history',
  summary: "The member's recent logins, newest first",
  tag: 'member',
  audience: 'member',
  query: pageQuery,
  response: z.object({ items: z.array(loginRecordSchema), total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
});

export const responsibleGamingSchema = z.object({
  sessionReminderMinutes: z.number().int().nullable(),
  coolOffUntil: text().nullable(),
  selfExcludedUntil: text().nullable(),
});

export const SESSION_REMINDER_CHOICES = [15, 30, 60, 120] as const;
export const COOL_OFF_DAYS = [1, 7, 30] as const;
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;

export const responsibleGamingEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/member/responsible-gaming',
  summary: 'Set the session reminder, or start a cool-off or self-exclusion (at once; it cannot be shortened, and the session ends)',
  tag: 'member',
  audience: 'member',
  body: z.discriminatedUnion('action', [
    z.object({ action: z.literal('reminder'), minutes: z.union([z.null(), ...SESSION_REMINDER_CHOICES.map((m) => z.literal(m))]) }),
    z.object({ action: z.literal('coolOff'), days: z.union(COOL_OFF_DAYS.map((d) => z.literal(d)) as [z.ZodLiteral<1>, ...z.ZodLiteral<number>[]]) }),
    z.object({
      action: z.literal('selfExclude'),
      months: z.union(SELF_EXCLUSION_MONTHS.map((m) => z.literal(m)) as [z.ZodLiteral<6>, ...z.ZodLiteral<number>[]]),
      password: text().min(1).max(128),
    }),
  ]),
  response: responsibleGamingSchema,
});
