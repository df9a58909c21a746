// One-time codes sent by SMS or e-mail (registration, SMS login, password reset, binding, two-factor) and
// e-mailed reset links. Only a hash is kept; a code is single-use, expires after the merchant's
// expiredMinutes, allows a few wrong tries, and sending is limited per number or address and per IP.
import { createHash, randomInt } from 'node:crypto';
import { and, count, desc, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { ApiError } from '@orbit/contracts/envelope';
import type { Database } from '../../db/client.ts';
import { verificationCodes } from '../../db/schema/members.ts';
import type { Clock } from '../../lib/clock.ts';
import { hashToken } from '../../lib/tokens.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

export type CodeChannel = 'sms' | 'email';
export type CodePurpose = 'register' | 'login' | 'reset' | 'reset-link' | 'bind-mobile' | 'bind-email' | 'two-factor';

/** What the members module needs of the messaging module. */
export interface MessageSender {
  sendSms(merchant: ResolvedMerchant, message: { countryDialingCode: string; mobileNum: string; text: string; purpose: string }): Promise<unknown>;
  sendEmail(merchant: ResolvedMerchant, message: { to: string; subject: string; text: string; purpose: string }): Promise<unknown>;
}

const MAX_ATTEMPTS = 5;
// A new code for the same number waits this long: the site's countdown is the same gap.
/** The server lets a next code through this much before the site's wait ends (the round trip and clock drift). */
const RESEND_GRACE_MS = 5_000;

export const phoneTarget = (countryDialingCode: string, mobileNum: string) => `+${countryDialingCode.replace(/^\+/, '')}${mobileNum.replace(/^0+/, '')}`;

function hashCode(merchantId: number, target: string, purpose: string, code: string): string {
  return createHash('sha256').update(`${merchantId}:${target}:${purpose}:${code}`).digest('hex');
}

export function createCodeService(deps: { database: Database; clock: Clock; messaging: MessageSender }) {
  const { database, clock, messaging } = deps;
  const db = database.db;

  /**
   * Checks the sending limits for a target and an address.
   * @throws too_many_requests
   */
  async function checkLimits(merchant: ResolvedMerchant, target: string, ip: string) {
    const now = clock.now();
    const hourAgo = new Date(now.getTime() - 3600_000);
    const { codesPerTargetPerHour, codesPerIpPerHour, codeResendSeconds } = merchant.settings.accounts;
    const [byTarget] = await db
      .select({ n: count(), last: sql<Date | string | null>`max(${verificationCodes.createdAt})` })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.merchantId, merchant.id), eq(verificationCodes.target, target), gte(verificationCodes.createdAt, hourAgo)));
    const last = byTarget?.last ? new Date(byTarget.last) : null;
    if ((byTarget?.n ?? 0) >= codesPerTargetPerHour || (last && now.getTime() - last.getTime() < codeResendSeconds * 1000 - RESEND_GRACE_MS))
      throw new ApiError('too_many_requests', 'Too many requests, please try again after 5 minutes');
    const [byIp] = await db
      .select({ n: count() })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.merchantId, merchant.id), eq(verificationCodes.ip, ip), gte(verificationCodes.createdAt, hourAgo)));
    if ((byIp?.n ?? 0) >= codesPerIpPerHour) throw new ApiError('too_many_requests', 'Too many requests, please try again after 5 minutes');
  }

  async function store(
    merchant: ResolvedMerchant,
    channel: CodeChannel,
    target: string,
    purpose: CodePurpose,
    secret: string,
    ip: string,
    memberId: number | null,
    minutes: number,
  ) {
    const now = clock.now();
    await db.insert(verificationCodes).values({
      merchantId: merchant.id,
      channel,
      target,
      purpose,
      codeHash: hashCode(merchant.id, target, purpose, secret),
      memberId,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
  }

  /**
   * Sends a 6-digit code by SMS. With `deliver` false the limits are counted and the answer is the same, but
   * nothing is sent (an SMS login code for a number no account has: no enumeration, no cost).
   * @throws too_many_requests, and the messaging module's provider errors (sms_quota_exceeded, invalid_phone_number…)
   */
  async function sendSmsCode(
    merchant: ResolvedMerchant,
    input: { countryDialingCode: string; mobileNum: string; purpose: CodePurpose; memberId?: number | null; deliver?: boolean },
    ip: string,
  ): Promise<{ expiredMinutes: number; resendSeconds: number }> {
    const target = phoneTarget(input.countryDialingCode, input.mobileNum);
    await checkLimits(merchant, target, ip);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const minutes = merchant.settings.accounts.codeExpiryMinutes;
    await store(
      merchant,
      'sms',
      target,
      input.purpose,
      input.deliver === false ? `undeliverable:${randomInt(1e9)}` : code,
      ip,
      input.memberId ?? null,
      minutes,
    );
    if (input.deliver !== false) {
      const text = `${merchant.settings.branding.siteName}: your verification code is ${code}. It expires in ${minutes} minutes. Never share it.`;
      await messaging.sendSms(merchant, { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum, text, purpose: input.purpose });
    }
    return { expiredMinutes: minutes, resendSeconds: merchant.settings.accounts.codeResendSeconds };
  }

  /**
   * Sends a 6-digit code by e-mail.
   * @throws too_many_requests, and the messaging module's provider errors
   */
  async function sendEmailCode(merchant: ResolvedMerchant, input: { email: string; purpose: CodePurpose; memberId?: number | null }, ip: string) {
    const target = input.email.toLowerCase();
    await checkLimits(merchant, target, ip);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const minutes = merchant.settings.accounts.codeExpiryMinutes;
    await store(merchant, 'email', target, input.purpose, code, ip, input.memberId ?? null, minutes);
    const site = merchant.settings.branding.siteName;
    await messaging.sendEmail(merchant, {
      to: input.email,
      subject: `${site} verification code`,
      text: `Your ${site} verification code is ${code}.\nIt expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
      purpose: input.purpose,
    });
    return { expiredMinutes: minutes, resendSeconds: merchant.settings.accounts.codeResendSeconds };
  }

  /** Stores an e-mailed reset link's token (256 random bits: its plain hash is enough to find and check it). */
  async function storeLinkToken(merchant: ResolvedMerchant, email: string, token: string, memberId: number, ip: string, minutes: number) {
    const now = clock.now();
    await db.insert(verificationCodes).values({
      merchantId: merchant.id,
      channel: 'email',
      target: email.toLowerCase(),
      purpose: 'reset-link',
      codeHash: hashToken(token),
      memberId,
      ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + minutes * 60_000),
    });
  }

  /**
   * Uses a code: the newest live code for the target and purpose must match; it then cannot be used again.
   * @throws invalid_verification_code (wrong, missing or used up), code_expired
   */
  async function consume(merchant: ResolvedMerchant, input: { target: string; purpose: CodePurpose; code: string }): Promise<{ memberId: number | null }> {
    const now = clock.now();
    const [latest] = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.merchantId, merchant.id), eq(verificationCodes.target, input.target), eq(verificationCodes.purpose, input.purpose)))
      .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
      .limit(1);
    if (!latest || latest.consumedAt !== null)
      throw new ApiError('invalid_verification_code', 'The verification code is invalid or missing', { field: 'verificationCode' });
    if (latest.expiresAt <= now) throw new ApiError('code_expired', 'The code has expired, please send a new one', { field: 'verificationCode' });
    // Each try is claimed before it is compared, in one conditional update, so simultaneous guesses cannot
    // get past the limit together.
    const [claimed] = await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.attempts, MAX_ATTEMPTS), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!claimed || latest.codeHash !== hashCode(merchant.id, input.target, input.purpose, input.code.trim()))
      throw new ApiError('invalid_verification_code', 'The verification code is invalid or missing', { field: 'verificationCode' });
    // The conditional update makes two simultaneous uses of one code succeed once.
    const [used] = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, latest.id), isNull(verificationCodes.consumedAt)))
      .returning({ memberId: verificationCodes.memberId });
    if (!used) throw new ApiError('invalid_verification_code', 'The verification code is invalid or missing', { field: 'verificationCode' });
    return { memberId: used.memberId };
  }

  /**
   * Uses an e-mailed reset link's token.
   * @throws invalid_verification_code, code_expired
   */
  async function consumeLinkToken(merchant: ResolvedMerchant, token: string): Promise<number> {
    const now = clock.now();
    const [row] = await db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.merchantId, merchant.id), eq(verificationCodes.purpose, 'reset-link'), eq(verificationCodes.codeHash, hashToken(token))))
      .limit(1);
    if (!row || row.consumedAt !== null || row.memberId === null)
      throw new ApiError('invalid_verification_code', 'This link is not valid any more, please ask for a new one');
    if (row.expiresAt <= now) throw new ApiError('code_expired', 'This link has expired, please ask for a new one');
    const [used] = await db
      .update(verificationCodes)
      .set({ consumedAt: now })
      .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
      .returning({ id: verificationCodes.id });
    if (!used) throw new ApiError('invalid_verification_code', 'This link is not valid any more, please ask for a new one');
    return row.memberId;
  }

  return { sendSmsCode, sendEmailCode, storeLinkToken, consume, consumeLinkToken };
}

export type CodeService = ReturnType<typeof createCodeService>;
