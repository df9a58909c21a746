// Members in tests, made the way the site makes them: through the register and login calls with their human
// checks passed, and SMS or e-mail codes read from the outbox the console shows.
import { desc, eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import { captchaEndpoint, loginEndpoint, registerEndpoint, type RegisterBody } from '@orbit/contracts/member';
import { confirmSettingsChangeEndpoint } from '@orbit/contracts/console-approvals';
import { consoleMeEndpoint, createOperatorEndpoint, updateSettingsEndpoint, getSettingsEndpoint } from '@orbit/contracts/console';
import type { SettingsSection } from '@orbit/contracts/settings';
import { outboxMessages } from '../../src/db/schema/members.ts';
import type { TestApp } from '../helpers.ts';
import { loginOperator, operatorClient } from '../helpers.ts';
import { readCaptcha, solveVerification } from './verification.ts';

export const GOOD_PASSWORD = 'Harimau#Gold88';

let counter = 0;
/** A fresh valid username (the demo rule: a letter, then letters and digits, 6–16). */
export function newUsername(prefix = 'player'): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36).slice(-4)}${counter}`.slice(0, 16);
}

/** A solved captcha for calls that ask for one. */
export async function solvedCaptcha(t: TestApp, api: ApiClient): Promise<{ captchaId: string; captcha: string }> {
  const { captchaId } = await api.call(captchaEndpoint);
  return { captchaId, captcha: await readCaptcha(t.database, captchaId) };
}

/** Registers by username with every human check passed; answers the session. */
export async function registerMember(t: TestApp, overrides: Partial<RegisterBody> = {}, api: ApiClient = t.client()) {
  const username = overrides.username ?? newUsername();
  const body: RegisterBody = {
    username,
    password: GOOD_PASSWORD,
    confirmPassword: overrides.password ?? GOOD_PASSWORD,
    agree: true,
    verification: await solveVerification(api),
    ...(await solvedCaptcha(t, api)),
    ...overrides,
  };
  const session = await api.call(registerEndpoint, { body });
  return { ...session, username, password: body.password };
}

/** Logs in by username and password, passing the proof-of-work check (and the captcha when `captcha` is set). */
export async function loginMember(t: TestApp, username: string, password: string, options: { api?: ApiClient; captcha?: boolean; remember?: boolean } = {}) {
  const api = options.api ?? t.client();
  return api.call(loginEndpoint, {
    body: {
      type: 'username',
      username,
      password,
      verification: await solveVerification(api),
      ...(options.captcha ? await solvedCaptcha(t, api) : {}),
      ...(options.remember ? { remember: true } : {}),
    },
  });
}

export function memberClient(t: TestApp, token: string, headers: Record<string, string> = {}) {
  return t.client(() => ({ authorization: token, ...headers }));
}

/** The six-digit code in the newest outbox message to a recipient (no provider is configured in tests). */
export async function latestCode(t: TestApp, recipientContains: string): Promise<string> {
  const rows = await t.database.db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(20);
  const message = rows.find((row) => row.recipient.includes(recipientContains));
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code sent to ${recipientContains}`);
  return code;
}

/** The reset link's token in the newest e-mail to an address. */
export async function latestResetToken(t: TestApp, email: string): Promise<string> {
  const rows = await t.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, email)).orderBy(desc(outboxMessages.id)).limit(1);
  const token = rows[0]?.body.match(/resetToken=([\w-]+)/)?.[1];
  if (!token) throw new Error(`no reset link sent to ${email}`);
  return token;
}

const secrets = new WeakMap<TestApp, string>();

/** An operator session (the demo owner) to change settings and act on members as the console does. */
const appOf = new WeakMap<ApiClient, TestApp>();
export async function consoleApi(t: TestApp) {
  const { token, secret } = await loginOperator(t, undefined, undefined, secrets.get(t));
  secrets.set(t, secret);
  const client = operatorClient(t, token);
  appOf.set(client, t);
  return client;
}

const checkerSecrets = new WeakMap<TestApp, Promise<string>>();
const CHECKER_PASSWORD = 'Amber-Falcon-Ridge-47';
/**
 * A second operator (role admin) of the test app, made and enrolled once: the checker of settings changes
 * held for four-eyes, made by `creator` when given (a console client already signed in) or by a fresh
 * console session. Its session is used again while it is alive; it signs in afresh once a test has moved the
 * clock past the session's idle timeout. (Signing in each time would fail once a test set the clock back: an
 * authenticator code is refused at a step the operator already used.)
 */
export async function checkerApi(t: TestApp, creator?: ApiClient): Promise<ApiClient> {
  let secret = checkerSecrets.get(t);
  if (!secret) {
    secret = (async () => {
      await (creator ?? (await consoleApi(t))).call(createOperatorEndpoint, {
        body: { username: 'checker', displayName: 'Second operator', role: 'admin', password: CHECKER_PASSWORD },
      });
      return (await loginOperator(t, 'checker', CHECKER_PASSWORD)).secret;
    })();
    checkerSecrets.set(t, secret);
  }
  const known = checkerClients.get(t);
  if (known && (await isSignedIn(known))) return known;
  const client = operatorClient(t, (await loginOperator(t, 'checker', CHECKER_PASSWORD, await secret)).token);
  checkerClients.set(t, client);
  return client;
}
const checkerClients = new WeakMap<TestApp, ApiClient>();
const isSignedIn = (client: ApiClient) =>
  client.call(consoleMeEndpoint).then(
    () => true,
    () => false,
  );

/**
 * Changes one settings section through the console call, starting from its current value. A change held for
 * a second operator (a setting that guards money) is confirmed by the test app's checker operator, so the
 * change is in force when this returns; the console client must come from consoleApi.
 */
export async function changeSettings<S extends SettingsSection>(console: ApiClient, section: S, change: (current: never) => unknown) {
  const settings = await console.call(getSettingsEndpoint);
  const saved = await console.call(updateSettingsEndpoint, { params: { section }, body: change(settings[section] as never) as never });
  if (!saved.pendingChange) return;
  const t = appOf.get(console);
  if (!t) throw new Error('changeSettings: a change held for a second operator needs a client made by consoleApi');
  await (await checkerApi(t, console)).call(confirmSettingsChangeEndpoint, { params: { id: saved.pendingChange.id } });
}

/** The refusal a call answers with; fails the test when the call succeeds or throws something else. */
export async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

/** A refusal's code, status and field, to compare in one expectation. */
export async function failure(promise: Promise<unknown>) {
  const error = await errorOf(promise);
  return { errorCode: error.errorCode, status: error.status, field: error.field };
}
