import { describe, expect, it } from 'vitest';
import { gamesSettingsSchema, MASKED_SECRET, type AccountsSettings, type MessagingSettings, type SocialLoginSettings } from '@orbit/contracts/settings';
import { accountsFormSchema } from './accounts.ts';
import { DEFAULT_BONUS_MAX_MULTIPLE, gamesFormSchema, gamesFromForm, gamesToForm, type GamesForm } from './games.ts';
import { messagingFormSchema } from './messaging.ts';
import { socialLoginFormSchema } from './social-login.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  (result.error?.issues ?? []).map((issue) => `${issue.path.join('.')}: ${issue.message}`);

const accounts: AccountsSettings = {
  defaultPassword: 'Welcome#2026',
  passwordExpiryDays: 90,
  codeExpiryMinutes: 5,
  codeResendSeconds: 60,
  codesPerTargetPerHour: 5,
  codesPerIpPerHour: 30,
  captchaAfterFailures: 3,
  sessionHours: 24,
  sessionIdleMinutes: 60,
  trialPrefix: 'guest',
  trialBalance: '2000.00',
};

describe('accounts settings form', () => {
  it('accepts the demo merchant’s values', () => {
    expect(accountsFormSchema.safeParse(accounts).success).toBe(true);
  });

  it('refuses an idle timeout longer than the session itself', () => {
    expect(messages(accountsFormSchema.safeParse({ ...accounts, sessionHours: 1, sessionIdleMinutes: 90 }))).toEqual([
      'sessionIdleMinutes: validation.idleOverLifetime',
    ]);
  });

  it('refuses a short default password, an empty number field and a bad trial balance', () => {
    const result = accountsFormSchema.safeParse({ ...accounts, defaultPassword: 'short', codeExpiryMinutes: Number.NaN, trialBalance: '12.345' });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['codeExpiryMinutes', 'defaultPassword', 'trialBalance']);
  });

  it('explains the trial prefix and balance rules in the console’s words', () => {
    expect(messages(accountsFormSchema.safeParse({ ...accounts, trialPrefix: 'Guest', trialBalance: 'RM 10' }))).toEqual([
      'trialPrefix: validation.trialPrefix',
      'trialBalance: validation.amount',
    ]);
  });
});

describe('game settings form', () => {
  const games = (change: Partial<GamesForm>) => ({ slotMinSpinMs: 1000, bonusMaxMultiple: 10, ...change });

  it('takes a spin cycle from 0 (spin as soon as the answer is back) to one minute', () => {
    for (const slotMinSpinMs of [0, 1000, 2500, 60_000]) expect(gamesFormSchema.safeParse(games({ slotMinSpinMs })).success).toBe(true);
  });

  it('refuses an empty box, a negative or fractional cycle, and one over a minute, in the console’s words', () => {
    expect(gamesFormSchema.safeParse(games({ slotMinSpinMs: Number.NaN })).error?.issues[0]).toMatchObject({ code: 'invalid_type', expected: 'number' });
    expect(gamesFormSchema.safeParse(games({ slotMinSpinMs: -1 })).error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 0 });
    expect(messages(gamesFormSchema.safeParse(games({ slotMinSpinMs: 1.5 })))).toEqual(['slotMinSpinMs: validation.wholeMilliseconds']);
    expect(gamesFormSchema.safeParse(games({ slotMinSpinMs: 60_001 })).error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 60_000 });
  });

  it('takes a bonus ceiling of 0 to 100 whole times, shows an unset one as 10, and saves what the box holds', () => {
    for (const bonusMaxMultiple of [0, 10, 100]) expect(gamesFormSchema.safeParse(games({ bonusMaxMultiple })).success).toBe(true);
    expect(gamesFormSchema.safeParse(games({ bonusMaxMultiple: 101 })).error?.issues[0]).toMatchObject({ code: 'too_big', maximum: 100 });
    expect(gamesFormSchema.safeParse(games({ bonusMaxMultiple: -1 })).error?.issues[0]).toMatchObject({ code: 'too_small', minimum: 0 });
    expect(messages(gamesFormSchema.safeParse(games({ bonusMaxMultiple: 2.5 })))).toEqual(['bonusMaxMultiple: validation.wholeNumber']);
    expect(gamesFormSchema.safeParse(games({ bonusMaxMultiple: Number.NaN })).success).toBe(false);
    expect(gamesToForm({ slotMinSpinMs: 500 })).toEqual({ slotMinSpinMs: 500, bonusMaxMultiple: DEFAULT_BONUS_MAX_MULTIPLE });
    expect(gamesToForm({ slotMinSpinMs: 500, bonusMaxMultiple: 3 }).bonusMaxMultiple).toBe(3);
    expect(gamesSettingsSchema.safeParse(gamesFromForm(games({ bonusMaxMultiple: 25 }))).success).toBe(true);
  });
});

const messaging: MessagingSettings = {
  sms: { enabled: false, url: '', method: 'POST', contentType: 'application/json', bodyTemplate: '', authHeaderName: '', authHeaderValue: '', sender: '' },
  email: { enabled: false, host: '', port: 587, secure: false, username: '', password: '', fromAddress: '', fromName: 'Orbit' },
};

describe('messaging settings form', () => {
  it('lets both providers stay off with nothing filled in (messages wait in the outbox)', () => {
    expect(messagingFormSchema.safeParse(messaging).success).toBe(true);
  });

  it('asks an SMS provider that is switched on for its URL and body', () => {
    expect(messages(messagingFormSchema.safeParse({ ...messaging, sms: { ...messaging.sms, enabled: true } }))).toEqual([
      'sms.url: validation.smsUrlRequired',
      'sms.bodyTemplate: validation.templateRequired',
    ]);
  });

  it('asks an SMTP server that is switched on for its host and sender address', () => {
    expect(messages(messagingFormSchema.safeParse({ ...messaging, email: { ...messaging.email, enabled: true } }))).toEqual([
      'email.host: validation.smtpHostRequired',
      'email.fromAddress: validation.fromAddressRequired',
    ]);
  });

  it('lets a GET provider take everything in its URL, with no body', () => {
    const sms = { ...messaging.sms, enabled: true, method: 'GET' as const, url: 'https://sms.example.com/send?to={to}&text={text}' };
    expect(messagingFormSchema.safeParse({ ...messaging, sms }).success).toBe(true);
  });

  it('refuses a JSON body that is no longer JSON once filled in', () => {
    const sms = { ...messaging.sms, enabled: true, url: 'https://sms.example.com/send', bodyTemplate: '{"to": {to}, "text": "{text}"}' };
    expect(messages(messagingFormSchema.safeParse({ ...messaging, sms }))).toEqual(['sms.bodyTemplate: validation.templateNotJson']);
  });

  it('needs a header name for a stored or new auth value', () => {
    expect(messages(messagingFormSchema.safeParse({ ...messaging, sms: { ...messaging.sms, authHeaderValue: MASKED_SECRET } }))).toEqual([
      'sms.authHeaderName: validation.headerNameRequired',
    ]);
  });

  it('accepts a complete set-up with the stored secrets kept', () => {
    const complete: MessagingSettings = {
      sms: {
        enabled: true,
        url: 'https://sms.example.com/send',
        method: 'POST',
        contentType: 'application/json',
        bodyTemplate: '{"to":"{to}","text":"{text}"}',
        authHeaderName: 'X-Api-Key',
        authHeaderValue: MASKED_SECRET,
        sender: 'ORBIT',
      },
      email: { ...messaging.email, enabled: true, host: 'smtp.example.com', password: MASKED_SECRET, fromAddress: 'no-reply@example.com' },
    };
    expect(messagingFormSchema.safeParse(complete).success).toBe(true);
  });
});

const social: SocialLoginSettings = {
  google: { clientId: '', clientSecret: '', issuer: 'https://accounts.google.com' },
  facebook: { clientId: '', clientSecret: '', issuer: 'https://www.facebook.com' },
};

describe('social login settings form', () => {
  it('accepts providers left unconfigured', () => {
    expect(socialLoginFormSchema.safeParse(social).success).toBe(true);
  });

  it('needs the secret and issuer of a provider that has a client id', () => {
    const result = socialLoginFormSchema.safeParse({ ...social, facebook: { clientId: '1234', clientSecret: '', issuer: '' } });
    expect(messages(result)).toEqual(['facebook.clientSecret: validation.secretRequired', 'facebook.issuer: validation.issuerRequired']);
  });

  it('accepts a stored secret sent back masked', () => {
    expect(socialLoginFormSchema.safeParse({ ...social, google: { ...social.google, clientId: 'abc.apps', clientSecret: MASKED_SECRET } }).success).toBe(true);
  });
});
