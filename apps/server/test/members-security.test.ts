// The security centre ("my account") through the real app, as a member sees it: profile fields,
// avatar upload, payment password, mobile and e-mail binding with codes from the outbox, the authenticator,
// login history and responsible gaming; and the gates for trial accounts and for a password change due.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { memberResetPasswordEndpoint } from '@orbit/contracts/console-members';
import { ApiError } from '@orbit/contracts/envelope';
import { changePasswordEndpoint, freePlayEndpoint, memberInfoEndpoint, type MemberInfo } from '@orbit/contracts/member';
import {
  AVATAR_UPLOAD_PATH,
  avatarEndpoint,
  bindEmailEndpoint,
  bindMobileEndpoint,
  emailCodeEndpoint,
  loginHistoryEndpoint,
  mobileCodeEndpoint,
  nicknameEndpoint,
  paymentPasswordEndpoint,
  realNameEndpoint,
  responsibleGamingEndpoint,
  setStockAvatarEndpoint,
  totpDisableEndpoint,
  totpEnableEndpoint,
  totpSetupEndpoint,
} from '@orbit/contracts/member-security';
import { outboxMessages } from '../src/db/schema/members.ts';
import { currentTotp } from '../src/modules/console/totp.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { changeSettings, errorOf, failure, GOOD_PASSWORD, latestCode, loginMember, memberClient, registerMember } from './support/members.ts';

// A 1×1 PNG and a 2×2 JPEG: real images, recognised by their bytes.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1RV19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMFBQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncAAQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AOkoA//Z',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
const MB = 1024 * 1024;

function multipart(filename: string, type: string, bytes: Buffer) {
  const boundary = '----orbit-avatar-boundary';
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('security centre', () => {
  let t: TestApp;
  let operatorSecret: string;

  beforeAll(async () => {
    t = await createTestApp();
    const owner = await loginOperator(t);
    operatorSecret = owner.secret;
    // Every call here comes from 127.0.0.1; the per-address hourly limit on codes would otherwise be the
    // first thing these tests meet. The per-number limit and the resend countdown stay as shipped.
    await changeSettings(operatorClient(t, owner.token), 'accounts', (current: { codesPerIpPerHour: number }) => ({ ...current, codesPerIpPerHour: 1000 }));
  });
  afterAll(() => t.close());

  let console: { api: ApiClient; usedAt: number } | undefined;
  /** The owner's console session, logged in again when the moved clock may have idled it out. */
  async function operator(): Promise<ApiClient> {
    if (!console || t.clock.now().getTime() - console.usedAt > 20 * 60_000)
      console = { api: operatorClient(t, (await loginOperator(t, undefined, undefined, operatorSecret)).token), usedAt: 0 };
    console.usedAt = t.clock.now().getTime();
    return console.api;
  }

  /** A newly registered member with a client on its session. */
  async function newMember() {
    const session = await registerMember(t);
    const api = memberClient(t, session.token);
    return { ...session, api, info: (): Promise<MemberInfo> => api.call(memberInfoEndpoint) };
  }

  /** Logs in as the site does: with the captcha only once the server asks for it (failed logins from this address). */
  async function attemptLogin(username: string, password: string) {
    return loginMember(t, username, password).catch((error: unknown) => {
      if (error instanceof ApiError && error.errorCode === 'captcha_required') return loginMember(t, username, password, { captcha: true });
      throw error;
    });
  }
  async function login(username: string, password = GOOD_PASSWORD): Promise<string> {
    const result = await attemptLogin(username, password);
    if (result.state !== 'ok') throw new Error(`expected a session, got ${result.state}`);
    return result.token;
  }

  async function outboxCount(): Promise<number> {
    return (await t.database.db.select().from(outboxMessages)).length;
  }

  /** The audit entries of an action done by or to a member. */
  async function auditOf(action: string, username: string) {
    const log = await (await operator()).call(listAuditEndpoint, { query: { page: 1, pageSize: 200, action } });
    return log.items.filter((entry) => entry.target === username || entry.operatorName === `member:${username}`);
  }

  describe('member info and profile', () => {
    it('shows the member their account, type and flags, with mobile and e-mail masked', async () => {
      const member = await newMember();
      expect(await member.info()).toMatchObject({
        account: member.username,
        type: 0,
        maskedMobile: null,
        maskedEmail: null,
        hasPaymentPassword: false,
        totpEnabled: false,
        mustChangePassword: false,
        responsibleGaming: { sessionReminderMinutes: null, coolOffUntil: null, selfExcludedUntil: null },
      });

      await member.api.call(mobileCodeEndpoint, { body: { countryDialingCode: '+60', mobileNum: '123450001' } });
      await member.api.call(bindMobileEndpoint, {
        body: { countryDialingCode: '+60', mobileNum: '123450001', verificationCode: await latestCode(t, '123450001') },
      });
      await member.api.call(emailCodeEndpoint, { body: { email: 'siti.aminah@example.com' } });
      await member.api.call(bindEmailEndpoint, { body: { email: 'siti.aminah@example.com', verificationCode: await latestCode(t, 'siti.aminah@') } });
      await member.api.call(paymentPasswordEndpoint, {
        body: { currentPassword: GOOD_PASSWORD, newPaymentPassword: '246810', confirmPaymentPassword: '246810' },
      });

      const info = await member.info();
      expect(info).toMatchObject({
        countryDialingCode: '60',
        maskedMobile: '+60 12****001',
        maskedEmail: 'si*********@example.com',
        hasPaymentPassword: true,
      });
      // The full number and address never travel back to the page.
      expect(JSON.stringify(info)).not.toContain('123450001');
      expect(JSON.stringify(info)).not.toContain('siti.aminah@');
    });

    it('changes the nickname, and refuses one too short or too long without changing it', async () => {
      const member = await newMember();
      expect(await member.api.call(nicknameEndpoint, { body: { nickname: 'Lucky Tiger' } })).toEqual({ nickname: 'Lucky Tiger' });
      expect(await failure(member.api.call(nicknameEndpoint, { body: { nickname: 'x' } }))).toEqual({
        errorCode: 'validation_failed',
        status: 400,
        field: 'nickname',
      });
      expect((await failure(member.api.call(nicknameEndpoint, { body: { nickname: 'n'.repeat(21) } }))).field).toBe('nickname');
      expect((await member.info()).nickname).toBe('Lucky Tiger');
      expect(await auditOf('member.nickname', member.username)).toHaveLength(1);
    });

    it('sets the real name once, in the merchant’s format; customer service corrects it after that', async () => {
      const member = await newMember();
      const bad = await errorOf(member.api.call(realNameEndpoint, { body: { realName: 'Siti 123' } }));
      expect([bad.errorCode, bad.status, bad.field, bad.message]).toEqual(['validation_failed', 400, 'realName', 'Real name format is incorrect']);
      expect((await member.info()).realName).toBeNull();

      const emoji = await errorOf(member.api.call(realNameEndpoint, { body: { realName: 'Siti 😀' } }));
      expect([emoji.errorCode, emoji.field]).toEqual(['validation_failed', 'realName']);
      expect(await member.api.call(realNameEndpoint, { body: { realName: 'Siti  Aminah a/p Raman' } })).toEqual({ realName: 'Siti Aminah a/p Raman' });
      expect(await failure(member.api.call(realNameEndpoint, { body: { realName: 'Someone Else' } }))).toEqual({
        errorCode: 'operation_not_allowed',
        status: 400,
        field: undefined,
      });
      expect((await member.info()).realName).toBe('Siti Aminah a/p Raman');
    });

    it('picks a stock avatar, and refuses one that is not offered', async () => {
      const member = await newMember();
      expect(await member.api.call(setStockAvatarEndpoint, { body: { stock: 'tiger' } })).toEqual({ avatar: '/avatars/tiger.svg', avatarType: 'STATIC' });
      expect(await member.api.call(avatarEndpoint)).toEqual({ avatar: '/avatars/tiger.svg', avatarType: 'STATIC' });
      const refused = await failure(member.api.call(setStockAvatarEndpoint, { body: { stock: 'unicorn' as 'tiger' } }));
      expect([refused.errorCode, refused.field]).toEqual(['validation_failed', 'stock']);
      expect(await member.info()).toMatchObject({ avatar: '/avatars/tiger.svg', avatarType: 'STATIC' });
    });
  });

  describe('avatar upload', () => {
    const upload = (body: ReturnType<typeof multipart>, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: AVATAR_UPLOAD_PATH,
        headers: { host: 'localhost', 'content-type': body.contentType, ...(authorization === undefined ? {} : { authorization }) },
        payload: body.payload,
      });

    it('takes a png or a jpg, recognised by its bytes, and serves it back as the avatar', async () => {
      const member = await newMember();
      const png = await upload(multipart('me.png', 'image/png', PNG), member.token);
      expect(png.statusCode).toBe(200);
      const pngAvatar = png.json().value as { avatar: string; avatarType: string };
      expect(pngAvatar).toEqual({ avatar: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.png$/), avatarType: 'CUSTOM' });
      expect(await member.api.call(avatarEndpoint)).toEqual(pngAvatar);
      const served = await t.app.inject({ url: pngAvatar.avatar });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
      expect(Buffer.compare(served.rawPayload, PNG)).toBe(0);

      // The name the browser sends does not matter: the bytes say jpg.
      const jpg = await upload(multipart('holiday.png', 'image/png', JPEG), member.token);
      expect(jpg.statusCode).toBe(200);
      const jpgAvatar = jpg.json().value as { avatar: string; avatarType: string };
      expect(jpgAvatar.avatar).toMatch(/^\/media\/[0-9a-f-]{36}\.jpg$/);
      const servedJpg = await t.app.inject({ url: jpgAvatar.avatar });
      expect([servedJpg.statusCode, servedJpg.headers['content-type']]).toEqual([200, 'image/jpeg']);
      expect(await member.info()).toMatchObject({ avatar: jpgAvatar.avatar, avatarType: 'CUSTOM' });
      expect(await auditOf('member.avatar', member.username)).toHaveLength(2);
    });

    it('takes an image of up to 5 MB and refuses a larger one with 413', async () => {
      const member = await newMember();
      const large = Buffer.concat([PNG, Buffer.alloc(4 * MB)]);
      const accepted = await upload(multipart('large.png', 'image/png', large), member.token);
      expect(accepted.statusCode).toBe(200);
      const { avatar } = accepted.json().value as { avatar: string };

      const tooLarge = await upload(multipart('huge.png', 'image/png', Buffer.concat([PNG, Buffer.alloc(5 * MB)])), member.token);
      expect(tooLarge.statusCode).toBe(413);
      expect(tooLarge.json()).toMatchObject({ success: false, errorCode: 'payload_too_large', field: 'file' });
      expect((await member.info()).avatar).toBe(avatar);
    });

    it('refuses a gif and a text file named .png with 415, and changes nothing', async () => {
      const member = await newMember();
      await member.api.call(setStockAvatarEndpoint, { body: { stock: 'koi' } });
      const before = await outboxCount();
      for (const body of [multipart('funny.gif', 'image/gif', GIF), multipart('photo.png', 'image/png', Buffer.from('this is a letter, not a picture\n'))]) {
        const reply = await upload(body, member.token);
        expect(reply.statusCode).toBe(415);
        expect(reply.json()).toMatchObject({ success: false, errorCode: 'unsupported_media_type', field: 'file' });
      }
      expect(await member.api.call(avatarEndpoint)).toEqual({ avatar: '/avatars/koi.svg', avatarType: 'STATIC' });
      expect(await auditOf('asset.upload', member.username)).toHaveLength(0);
      expect(await outboxCount()).toBe(before);
    });

    it('refuses an upload without a session (401)', async () => {
      const anonymous = await upload(multipart('me.png', 'image/png', PNG));
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toMatchObject({ errorCode: 'unauthorized' });
      const madeUp = await upload(multipart('me.png', 'image/png', PNG), 'not-a-real-token');
      expect(madeUp.statusCode).toBe(401);
      expect(madeUp.json()).toMatchObject({ errorCode: 'session_expired' });
    });
  });

  describe('payment password', () => {
    it('is set with the login password, then changed only with the old payment password', async () => {
      const member = await newMember();
      const set = (currentPassword: string, newPaymentPassword: string, confirmPaymentPassword = newPaymentPassword) =>
        member.api.call(paymentPasswordEndpoint, { body: { currentPassword, newPaymentPassword, confirmPaymentPassword } });

      expect(await failure(set('Not#MyPassword1', '135790'))).toEqual({ errorCode: 'old_password_wrong', status: 401, field: 'currentPassword' });
      expect(await failure(set(GOOD_PASSWORD, '135790', '135791'))).toEqual({ errorCode: 'inconsistent_twice', status: 400, field: 'confirmPaymentPassword' });
      expect(await failure(set(GOOD_PASSWORD, '12345'))).toEqual({ errorCode: 'validation_failed', status: 400, field: 'newPaymentPassword' });
      expect(await failure(set(GOOD_PASSWORD, '12345a'))).toEqual({ errorCode: 'validation_failed', status: 400, field: 'newPaymentPassword' });
      expect((await member.info()).hasPaymentPassword).toBe(false);

      expect(await set(GOOD_PASSWORD, '135790')).toEqual({});
      expect((await member.info()).hasPaymentPassword).toBe(true);

      // Once set, the login password no longer changes it: the old payment password does.
      expect((await failure(set(GOOD_PASSWORD, '864200'))).errorCode).toBe('old_password_wrong');
      expect((await failure(set('135790', '864200', '864201'))).errorCode).toBe('inconsistent_twice');
      expect(await set('135790', '864200')).toEqual({});
      expect((await failure(set('135790', '111111'))).errorCode).toBe('old_password_wrong');
      expect(await set('864200', '975310')).toEqual({});

      const audit = await auditOf('member.payment-password', member.username);
      expect(audit.map((entry) => (entry.detail as { first: boolean }).first)).toEqual([false, false, true]);
      // Neither the payment password nor its hash is written to the audit log.
      expect(JSON.stringify(audit)).not.toMatch(/135790|864200|975310|scrypt/);
    });
  });

  describe('binding a mobile number', () => {
    it('binds the number with the code sent to it, once', async () => {
      const member = await newMember();
      const number = { countryDialingCode: '+60', mobileNum: '123450101' };
      expect(await member.api.call(mobileCodeEndpoint, { body: number })).toEqual({ expiredMinutes: 5, resendSeconds: 60 });
      const code = await latestCode(t, '123450101');

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(await failure(member.api.call(bindMobileEndpoint, { body: { ...number, verificationCode: wrong } }))).toEqual({
        errorCode: 'invalid_verification_code',
        status: 400,
        field: 'verificationCode',
      });
      expect((await member.info()).maskedMobile).toBeNull();

      expect(await member.api.call(bindMobileEndpoint, { body: { ...number, verificationCode: code } })).toEqual({ maskedMobile: '+60 12****101' });
      expect((await member.info()).maskedMobile).toBe('+60 12****101');
      // The code is used up.
      expect((await failure(member.api.call(bindMobileEndpoint, { body: { ...number, verificationCode: code } }))).errorCode).toBe('invalid_verification_code');
      expect(await auditOf('member.mobile.bind', member.username)).toHaveLength(1);
    });

    it('refuses an expired code and binds nothing', async () => {
      const member = await newMember();
      const number = { countryDialingCode: '60', mobileNum: '123450202' };
      await member.api.call(mobileCodeEndpoint, { body: number });
      const code = await latestCode(t, '123450202');
      t.clock.advance(5 * 60_000 + 1000);
      expect(await failure(member.api.call(bindMobileEndpoint, { body: { ...number, verificationCode: code } }))).toEqual({
        errorCode: 'code_expired',
        status: 400,
        field: 'verificationCode',
      });
      expect((await member.info()).maskedMobile).toBeNull();
    });

    it('refuses the number of another member before sending anything', async () => {
      const owner = await newMember();
      const number = { countryDialingCode: '+60', mobileNum: '123450303' };
      await owner.api.call(mobileCodeEndpoint, { body: number });
      await owner.api.call(bindMobileEndpoint, { body: { ...number, verificationCode: await latestCode(t, '123450303') } });

      const other = await newMember();
      const sent = await outboxCount();
      // The same number typed with its trunk zero is the same number.
      for (const mobileNum of ['123450303', '0123450303'])
        expect(await failure(other.api.call(mobileCodeEndpoint, { body: { countryDialingCode: '+60', mobileNum } }))).toEqual({
          errorCode: 'mobile_taken',
          status: 409,
          field: 'mobileNum',
        });
      expect(await outboxCount()).toBe(sent);
      expect((await other.info()).maskedMobile).toBeNull();
    });

    it('makes the member wait out the countdown before a new code; then only the newest code works', async () => {
      const member = await newMember();
      const number = { countryDialingCode: '+60', mobileNum: '123450404' };
      await member.api.call(mobileCodeEndpoint, { body: number });
      const first = await latestCode(t, '123450404');
      const sent = await outboxCount();
      expect(await failure(member.api.call(mobileCodeEndpoint, { body: number }))).toEqual({ errorCode: 'too_many_requests', status: 429, field: undefined });
      expect(await outboxCount()).toBe(sent);

      t.clock.advance(60_000);
      await member.api.call(mobileCodeEndpoint, { body: number });
      const second = await latestCode(t, '123450404');
      if (second !== first)
        expect((await failure(member.api.call(bindMobileEndpoint, { body: { ...number, verificationCode: first } }))).errorCode).toBe(
          'invalid_verification_code',
        );
      expect((await member.api.call(bindMobileEndpoint, { body: { ...number, verificationCode: second } })).maskedMobile).toBe('+60 12****404');
    });

    it('refuses a number that is not a valid mobile number', async () => {
      const member = await newMember();
      const sent = await outboxCount();
      expect(await failure(member.api.call(mobileCodeEndpoint, { body: { countryDialingCode: '+60', mobileNum: '99999' } }))).toEqual({
        errorCode: 'validation_failed',
        status: 400,
        field: 'mobileNum',
      });
      expect(await outboxCount()).toBe(sent);
    });
  });

  describe('binding an e-mail address', () => {
    it('binds the address with the code sent to it; a wrong or expired code and a resend in the countdown are refused', async () => {
      const member = await newMember();
      const email = 'Nur.Aisyah@Example.com';
      expect(await member.api.call(emailCodeEndpoint, { body: { email } })).toEqual({ expiredMinutes: 5, resendSeconds: 60 });
      const code = await latestCode(t, 'Nur.Aisyah@');
      expect((await failure(member.api.call(emailCodeEndpoint, { body: { email: 'nur.aisyah@example.com' } }))).errorCode).toBe('too_many_requests');

      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(await failure(member.api.call(bindEmailEndpoint, { body: { email, verificationCode: wrong } }))).toEqual({
        errorCode: 'invalid_verification_code',
        status: 400,
        field: 'verificationCode',
      });
      t.clock.advance(5 * 60_000 + 1000);
      expect((await failure(member.api.call(bindEmailEndpoint, { body: { email, verificationCode: code } }))).errorCode).toBe('code_expired');
      expect((await member.info()).maskedEmail).toBeNull();

      await member.api.call(emailCodeEndpoint, { body: { email } });
      const fresh = await latestCode(t, 'Nur.Aisyah@');
      expect(await member.api.call(bindEmailEndpoint, { body: { email, verificationCode: fresh } })).toEqual({ maskedEmail: 'Nu********@Example.com' });
      expect((await member.info()).maskedEmail).toBe('Nu********@Example.com');
      expect((await failure(member.api.call(bindEmailEndpoint, { body: { email, verificationCode: fresh } }))).errorCode).toBe('invalid_verification_code');
    });

    it('refuses an address that is not an e-mail address', async () => {
      const member = await newMember();
      expect(await failure(member.api.call(emailCodeEndpoint, { body: { email: 'not-an-address' } }))).toEqual({
        errorCode: 'validation_failed',
        status: 400,
        field: 'email',
      });
    });
  });

  describe('authenticator app', () => {
    it('is turned on with a code from the new secret, a code works once, and it is turned off with a fresh code', async () => {
      const member = await newMember();
      expect(await failure(member.api.call(totpEnableEndpoint, { body: { code: '123456' } }))).toMatchObject({ errorCode: 'operation_not_allowed' });
      expect((await failure(member.api.call(totpDisableEndpoint, { body: { code: '123456' } }))).errorCode).toBe('operation_not_allowed');

      const setup = await member.api.call(totpSetupEndpoint);
      expect(setup.otpauthUrl).toContain(`secret=${setup.secret}`);
      expect(setup.qrDataUrl).toMatch(/^data:image\/png;base64,/);
      const code = currentTotp(setup.secret, t.clock.now());
      const wrong = String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');
      expect(await failure(member.api.call(totpEnableEndpoint, { body: { code: wrong } }))).toEqual({
        errorCode: 'two_factor_invalid',
        status: 401,
        field: 'code',
      });
      expect((await member.info()).totpEnabled).toBe(false);

      expect(await member.api.call(totpEnableEndpoint, { body: { code } })).toEqual({ totpEnabled: true });
      expect((await member.info()).totpEnabled).toBe(true);
      // The code that turned it on cannot also turn it off.
      expect((await failure(member.api.call(totpDisableEndpoint, { body: { code } }))).errorCode).toBe('two_factor_invalid');
      expect((await member.info()).totpEnabled).toBe(true);

      t.clock.advance(30_000);
      expect(await member.api.call(totpDisableEndpoint, { body: { code: currentTotp(setup.secret, t.clock.now()) } })).toEqual({ totpEnabled: false });
      expect((await member.info()).totpEnabled).toBe(false);
      expect(await auditOf('member.totp.enable', member.username)).toHaveLength(1);
      expect(await auditOf('member.totp.disable', member.username)).toHaveLength(1);
    });

    it('cannot be replaced by a new secret while it is on: it must be turned off with a code first', async () => {
      const member = await newMember();
      const first = await member.api.call(totpSetupEndpoint);
      await member.api.call(totpEnableEndpoint, { body: { code: currentTotp(first.secret, t.clock.now()) } });

      expect((await failure(member.api.call(totpSetupEndpoint))).errorCode).toBe('operation_not_allowed');
      t.clock.advance(30_000);
      // The old authenticator still works, and is the one that turns it off.
      expect(await member.api.call(totpDisableEndpoint, { body: { code: currentTotp(first.secret, t.clock.now()) } })).toEqual({ totpEnabled: false });
      const second = await member.api.call(totpSetupEndpoint);
      expect(second.secret).not.toBe(first.secret);
    });
  });

  describe('login history', () => {
    it('lists successes and failures newest first, page by page, and only this member’s', async () => {
      const member = await newMember();
      t.clock.advance(1000);
      expect((await failure(attemptLogin(member.username, 'Wrong#Password1'))).errorCode).toBe('invalid_credentials');
      t.clock.advance(1000);
      expect((await failure(attemptLogin(member.username, 'Wrong#Password2'))).errorCode).toBe('invalid_credentials');
      t.clock.advance(1000);
      await login(member.username);
      // Someone else's failures are not in it.
      const other = await newMember();
      expect((await failure(attemptLogin(other.username, 'Wrong#Password3'))).errorCode).toBe('invalid_credentials');

      const first = await member.api.call(loginHistoryEndpoint, { query: { page: 1, pageSize: 3 } });
      expect(first).toMatchObject({ total: 4, page: 1, pageSize: 3 });
      expect(first.items.map((r) => [r.method, r.success, r.reason])).toEqual([
        ['username', true, null],
        ['username', false, 'wrong password'],
        ['username', false, 'wrong password'],
      ]);
      expect(first.items.map((r) => Date.parse(r.at))).toEqual([...first.items.map((r) => Date.parse(r.at))].sort((a, b) => b - a));
      expect(first.items[0]!.ip).toBe('127.0.0.1');
      const second = await member.api.call(loginHistoryEndpoint, { query: { page: 2, pageSize: 3 } });
      expect(second.items.map((r) => [r.method, r.success])).toEqual([['register', true]]);
      expect((await failure(member.api.call(loginHistoryEndpoint, { query: { page: 1, pageSize: 101 } }))).errorCode).toBe('validation_failed');
    });
  });

  describe('responsible gaming', () => {
    it('sets and clears the session reminder', async () => {
      const member = await newMember();
      expect((await member.api.call(responsibleGamingEndpoint, { body: { action: 'reminder', minutes: 30 } })).sessionReminderMinutes).toBe(30);
      expect((await member.info()).responsibleGaming.sessionReminderMinutes).toBe(30);
      const odd = await failure(member.api.call(responsibleGamingEndpoint, { body: { action: 'reminder', minutes: 45 as 30 } }));
      expect(odd.errorCode).toBe('validation_failed');
      expect((await member.info()).responsibleGaming.sessionReminderMinutes).toBe(30);
      expect((await member.api.call(responsibleGamingEndpoint, { body: { action: 'reminder', minutes: null } })).sessionReminderMinutes).toBeNull();
      expect((await member.info()).responsibleGaming.sessionReminderMinutes).toBeNull();
    });

    it('starts a cool-off at once, ends every session, and never shortens it', async () => {
      const member = await newMember();
      const otherDevice = memberClient(t, await login(member.username));
      const sevenDays = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();
      expect(await member.api.call(responsibleGamingEndpoint, { body: { action: 'coolOff', days: 7 } })).toMatchObject({ coolOffUntil: sevenDays });
      for (const api of [member.api, otherDevice])
        expect(await failure(api.call(memberInfoEndpoint))).toEqual({ errorCode: 'session_expired', status: 401, field: undefined });

      const again = memberClient(t, await login(member.username));
      expect((await again.call(memberInfoEndpoint)).responsibleGaming.coolOffUntil).toBe(sevenDays);
      // A shorter cool-off keeps the later end.
      expect((await again.call(responsibleGamingEndpoint, { body: { action: 'coolOff', days: 1 } })).coolOffUntil).toBe(sevenDays);
      const latest = memberClient(t, await login(member.username));
      expect((await latest.call(memberInfoEndpoint)).responsibleGaming.coolOffUntil).toBe(sevenDays);
      // A longer one extends it.
      const thirtyDays = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString();
      expect((await latest.call(responsibleGamingEndpoint, { body: { action: 'coolOff', days: 30 } })).coolOffUntil).toBe(thirtyDays);

      const audit = await auditOf('member.rg.coolOff', member.username);
      expect(audit.map((entry) => (entry.detail as { until: string }).until)).toEqual([thirtyDays, sevenDays, sevenDays]);
      expect((audit.at(-1)!.detail as { sessionsEnded: number }).sessionsEnded).toBe(2);
    });

    it('self-excludes only with the password; it starts at once and ends the session', async () => {
      const member = await newMember();
      const wrong = await failure(member.api.call(responsibleGamingEndpoint, { body: { action: 'selfExclude', months: 6, password: 'Wrong#Password1' } }));
      expect(wrong).toEqual({ errorCode: 'old_password_wrong', status: 401, field: 'password' });
      // Nothing changed: still not excluded, still logged in.
      expect((await member.info()).responsibleGaming.selfExcludedUntil).toBeNull();

      const now = t.clock.now();
      const sixMonths = new Date(
        Date.UTC(
          now.getUTCFullYear(),
          now.getUTCMonth() + 6,
          now.getUTCDate(),
          now.getUTCHours(),
          now.getUTCMinutes(),
          now.getUTCSeconds(),
          now.getUTCMilliseconds(),
        ),
      );
      const reply = await member.api.call(responsibleGamingEndpoint, { body: { action: 'selfExclude', months: 6, password: GOOD_PASSWORD } });
      expect(reply.selfExcludedUntil).toBe(sixMonths.toISOString());
      expect((await failure(member.api.call(memberInfoEndpoint))).errorCode).toBe('session_expired');

      const again = memberClient(t, await login(member.username));
      expect((await again.call(memberInfoEndpoint)).responsibleGaming.selfExcludedUntil).toBe(sixMonths.toISOString());
      expect((await again.call(responsibleGamingEndpoint, { body: { action: 'selfExclude', months: 6, password: GOOD_PASSWORD } })).selfExcludedUntil).toBe(
        sixMonths.toISOString(),
      );
    });
  });

  describe('who may use the security centre', () => {
    /** One call of every kind the security centre has, each with a valid body. */
    const everyCall = (api: ApiClient): [string, () => Promise<unknown>][] => [
      ['avatar', () => api.call(avatarEndpoint)],
      ['stock avatar', () => api.call(setStockAvatarEndpoint, { body: { stock: 'panda' } })],
      ['nickname', () => api.call(nicknameEndpoint, { body: { nickname: 'Trial Hero' } })],
      ['real name', () => api.call(realNameEndpoint, { body: { realName: 'Trial Hero' } })],
      [
        'payment password',
        () => api.call(paymentPasswordEndpoint, { body: { currentPassword: 'x', newPaymentPassword: '123456', confirmPaymentPassword: '123456' } }),
      ],
      ['mobile code', () => api.call(mobileCodeEndpoint, { body: { countryDialingCode: '+60', mobileNum: '123459999' } })],
      ['bind mobile', () => api.call(bindMobileEndpoint, { body: { countryDialingCode: '+60', mobileNum: '123459999', verificationCode: '123456' } })],
      ['e-mail code', () => api.call(emailCodeEndpoint, { body: { email: 'trial@example.com' } })],
      ['bind e-mail', () => api.call(bindEmailEndpoint, { body: { email: 'trial@example.com', verificationCode: '123456' } })],
      ['authenticator setup', () => api.call(totpSetupEndpoint)],
      ['authenticator on', () => api.call(totpEnableEndpoint, { body: { code: '123456' } })],
      ['authenticator off', () => api.call(totpDisableEndpoint, { body: { code: '123456' } })],
      ['login history', () => api.call(loginHistoryEndpoint, { query: { page: 1, pageSize: 20 } })],
      ['reminder', () => api.call(responsibleGamingEndpoint, { body: { action: 'reminder', minutes: 15 } })],
      ['cool-off', () => api.call(responsibleGamingEndpoint, { body: { action: 'coolOff', days: 1 } })],
    ];
    const uploadAs = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: AVATAR_UPLOAD_PATH,
        headers: { host: 'localhost', authorization: token, 'content-type': multipart('a.png', 'image/png', PNG).contentType },
        payload: multipart('a.png', 'image/png', PNG).payload,
      });

    it('turns a free-play (trial) account away from every call but its member info', async () => {
      const session = await t.client().call(freePlayEndpoint, { body: {} });
      const api = memberClient(t, session.token);
      const before = await api.call(memberInfoEndpoint);
      expect(before).toMatchObject({ type: 4, account: session.account });
      const sent = await outboxCount();
      for (const [name, call] of everyCall(api))
        expect([name, await failure(call())]).toEqual([name, { errorCode: 'in_need_true_account', status: 403, field: undefined }]);
      const upload = await uploadAs(session.token);
      expect([upload.statusCode, upload.json().errorCode]).toEqual([403, 'in_need_true_account']);
      expect(await api.call(memberInfoEndpoint)).toEqual(before);
      expect(await outboxCount()).toBe(sent);
    });

    it('sends a member whose password was reset by an operator to change it before anything else', async () => {
      const member = await newMember();
      const { id } = await member.info();
      await (await operator()).call(memberResetPasswordEndpoint, { params: { id } });
      const token = await login(member.username, 'Welcome#2026');
      const api = memberClient(t, token);
      const before = await api.call(memberInfoEndpoint);
      expect(before.mustChangePassword).toBe(true);
      for (const [name, call] of everyCall(api))
        expect([name, await failure(call())]).toEqual([name, { errorCode: 'password_change_required', status: 403, field: undefined }]);
      const upload = await uploadAs(token);
      expect([upload.statusCode, upload.json().errorCode]).toEqual([403, 'password_change_required']);
      expect(await api.call(memberInfoEndpoint)).toEqual(before);

      const changed = await api.call(changePasswordEndpoint, {
        body: { oldPassword: 'Welcome#2026', newPassword: 'Fresh#Start2026', confirmNewPassword: 'Fresh#Start2026' },
      });
      const after = memberClient(t, changed.token);
      expect((await after.call(memberInfoEndpoint)).mustChangePassword).toBe(false);
      expect(await after.call(nicknameEndpoint, { body: { nickname: 'Back Again' } })).toEqual({ nickname: 'Back Again' });
    });
  });
});

describe('uploaded avatars over time', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps the avatar in use and removes, a day later, one the member replaced', async () => {
    const session = await registerMember(t);
    const send = async (bytes: Buffer, filename: string) => {
      const body = multipart(filename, 'image/png', bytes);
      const reply = await t.app.inject({
        method: 'POST',
        url: AVATAR_UPLOAD_PATH,
        headers: { host: 'localhost', authorization: session.token, 'content-type': body.contentType },
        payload: body.payload,
      });
      return (reply.json().value as { avatar: string }).avatar;
    };
    const replaced = await send(PNG, 'first.png');
    const current = await send(JPEG, 'second.jpg');
    t.clock.advance(25 * 3600_000);
    await t.jobs.tick();
    expect((await t.app.inject({ url: current })).statusCode).toBe(200);
    expect((await t.app.inject({ url: replaced })).statusCode).toBe(404);
  });
});
