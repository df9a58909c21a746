import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '@orbit/contracts/member-security';
import { checkAvatarFile, sniffImage } from './avatar-file.ts';
import { avatarUrl } from './avatar-url.ts';
import { codeWaitSeconds, formatCountdown, secondsLeft } from './countdown.ts';
import { MINUTE_MS, nextReminderAt, reminderDue } from './reminder.ts';
import { activeBreak, breakEndsAt, REMINDER_OPTIONS } from './responsible-gaming.ts';
import { securityLevel } from './security-level.ts';

const PNG_HEAD = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_HEAD = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46]);
const GIF_HEAD = new TextEncoder().encode('GIF89a\0\0');

describe('avatar file check', () => {
  it('knows PNG and JPEG by their first bytes', () => {
    expect(sniffImage(PNG_HEAD)).toBe('png');
    expect(sniffImage(JPEG_HEAD)).toBe('jpeg');
    expect(sniffImage(GIF_HEAD)).toBeNull();
    expect(sniffImage(new Uint8Array([0x89, 0x50]))).toBeNull();
  });

  it('takes a png or jpg up to 5 MB and says what is wrong with anything else', () => {
    expect(checkAvatarFile(120_000, PNG_HEAD)).toBeNull();
    expect(checkAvatarFile(AVATAR_MAX_BYTES, JPEG_HEAD)).toBeNull();
    expect(checkAvatarFile(AVATAR_MAX_BYTES + 1, JPEG_HEAD)).toBe('member.avatar.tooLarge');
    expect(checkAvatarFile(30_000, GIF_HEAD)).toBe('member.avatar.wrongType');
    expect(checkAvatarFile(0, new Uint8Array())).toBe('member.avatar.empty');
  });
});

describe('code countdown', () => {
  it("waits the merchant's resend wait", () => {
    expect(codeWaitSeconds({ resendSeconds: 60 })).toBe(60);
    expect(codeWaitSeconds({ resendSeconds: 90 })).toBe(90);
  });

  it('counts whole seconds down to 0', () => {
    const endsAt = 1_000_000 + 300_000;
    expect(secondsLeft(endsAt, 1_000_000)).toBe(300);
    expect(secondsLeft(endsAt, 1_000_000 + 299_001)).toBe(1);
    expect(secondsLeft(endsAt, endsAt)).toBe(0);
    expect(secondsLeft(endsAt, endsAt + 5_000)).toBe(0);
    expect(secondsLeft(null, 0)).toBe(0);
  });

  it('shows minutes and seconds', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(125)).toBe('2:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(59)).toBe('0:59');
  });
});

describe('session reminder', () => {
  const start = Date.UTC(2026, 0, 1, 12, 0, 0);

  it('is silent before the first interval has passed and when reminders are off', () => {
    expect(reminderDue(start, 30, null, start + 29 * MINUTE_MS)).toBeNull();
    expect(reminderDue(start, null, null, start + 300 * MINUTE_MS)).toBeNull();
  });

  it('reminds at each interval with the minutes played, once per mark', () => {
    expect(reminderDue(start, 30, null, start + 30 * MINUTE_MS)).toBe(30);
    const shownAt = start + 30 * MINUTE_MS + 500;
    expect(reminderDue(start, 30, shownAt, start + 45 * MINUTE_MS)).toBeNull();
    expect(reminderDue(start, 30, shownAt, start + 60 * MINUTE_MS)).toBe(60);
  });

  it('gives one reminder, with the true time played, after a tab slept through several marks', () => {
    expect(reminderDue(start, 15, start + 15 * MINUTE_MS, start + 97 * MINUTE_MS)).toBe(97);
  });

  it('schedules the next mark strictly after now', () => {
    expect(nextReminderAt(start, 15, start)).toBe(start + 15 * MINUTE_MS);
    expect(nextReminderAt(start, 15, start + 15 * MINUTE_MS)).toBe(start + 30 * MINUTE_MS);
    expect(nextReminderAt(start, 60, start + 61 * MINUTE_MS)).toBe(start + 120 * MINUTE_MS);
    expect(nextReminderAt(start, null, start)).toBeNull();
  });
});

describe('responsible-gaming breaks', () => {
  const now = new Date('2026-01-31T10:00:00Z');

  it('estimate the end of a cool-off in days and of a self-exclusion in months', () => {
    expect(breakEndsAt('coolOff', 1, now).toISOString()).toBe('2026-02-01T10:00:00.000Z');
    expect(breakEndsAt('coolOff', 30, now).toISOString()).toBe('2026-03-02T10:00:00.000Z');
    expect(breakEndsAt('selfExclude', 60, now).toISOString().slice(0, 7)).toBe('2031-01');
  });

  it('report the break still running, self-exclusion first', () => {
    expect(activeBreak({ coolOffUntil: null, selfExcludedUntil: null }, now)).toBeNull();
    expect(activeBreak({ coolOffUntil: '2026-01-30T00:00:00Z', selfExcludedUntil: null }, now)).toBeNull();
    expect(activeBreak({ coolOffUntil: '2026-02-02T00:00:00Z', selfExcludedUntil: '2026-08-01T00:00:00Z' }, now)).toEqual({
      kind: 'selfExclude',
      until: '2026-08-01T00:00:00Z',
    });
  });

  it('offer reminders off or every 15, 30, 60 or 120 minutes', () => {
    expect(REMINDER_OPTIONS).toEqual([null, 15, 30, 60, 120]);
  });
});

describe('avatar pictures', () => {
  it('shows an uploaded avatar from its URL and a stock one from the site', () => {
    expect(avatarUrl('/media/42/ab12.png')).toBe('/media/42/ab12.png');
    expect(avatarUrl('/avatars/panda.svg')).toBe('/avatars/panda.svg');
    expect(avatarUrl('panda')).toBe('/avatars/panda.svg');
    expect(avatarUrl(null)).toBeNull();
    expect(avatarUrl('javascript:alert(1)')).toBeNull();
  });
});

describe('account security meter', () => {
  const none = { hasPaymentPassword: false, maskedMobile: null, maskedEmail: null, totpEnabled: false };

  it('counts the protections added to the password and suggests the next one', () => {
    expect(securityLevel(none)).toEqual({ done: 0, total: 4, rating: 'weak', next: 'mobile' });
    expect(securityLevel({ ...none, maskedMobile: '+60 12****789' })).toMatchObject({ done: 1, rating: 'fair', next: 'paymentPassword' });
    expect(securityLevel({ hasPaymentPassword: true, maskedMobile: '+60 12****789', maskedEmail: 'si***@example.my', totpEnabled: true })).toEqual({
      done: 4,
      total: 4,
      rating: 'strong',
      next: null,
    });
  });
});
