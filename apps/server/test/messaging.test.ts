// Where a merchant's SMS and e-mail go (docs/members.md): its HTTP SMS provider and SMTP server when switched on,
// the console's outbox otherwise; provider refusals reach the member as the error kinds.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { ApiError } from '@orbit/contracts/envelope';
import { statusOf } from '@orbit/contracts/errors';
import { outboxEndpoint } from '@orbit/contracts/console-members';
import { createOperatorEndpoint } from '@orbit/contracts/console';
import type { MessagingSettings } from '@orbit/contracts/settings';
import { createMessagingService } from '../src/modules/messaging/messaging.service.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

/** A stand-in SMS provider: records each request and answers with the status the test sets. */
async function startSmsProvider() {
  const received: Received[] = [];
  const state = { status: 200, answer: '{"ok":true}', silent: false };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      if (state.silent) return; // never answers: the sender's timeout must fire
      response.writeHead(state.status, { 'content-type': 'application/json' }).end(state.answer);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    received,
    state,
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A real SMTP server with a login, keeping every message it accepts. */
async function startSmtpServer(credentials: { user: string; pass: string }) {
  const messages: { from: string; to: string[]; user: string | undefined; raw: string }[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  return {
    port: (server.server.address() as AddressInfo).port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('messaging', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let sms: Awaited<ReturnType<typeof startSmsProvider>>;
  beforeAll(async () => {
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    sms = await startSmsProvider();
  });
  afterAll(async () => {
    await sms.close();
    await t.close();
  });

  /** The demo merchant with its messaging settings changed (the console would save them). */
  function withMessaging(
    change: { sms?: Partial<MessagingSettings['sms']>; email?: Partial<MessagingSettings['email']> },
    version = merchant.version,
  ): ResolvedMerchant {
    const messaging = merchant.settings.messaging;
    return {
      ...merchant,
      version,
      settings: { ...merchant.settings, messaging: { sms: { ...messaging.sms, ...change.sms }, email: { ...messaging.email, ...change.email } } },
    };
  }
  const smsOn = (change: Partial<MessagingSettings['sms']> = {}) =>
    withMessaging({
      sms: {
        enabled: true,
        url: `${sms.url}/v1/messages`,
        method: 'POST',
        contentType: 'application/json',
        bodyTemplate: '{"to":"{to}","message":"{text}","from":"{sender}"}',
        authHeaderName: 'X-Api-Key',
        authHeaderValue: 'key-123',
        sender: 'HGOLD',
        ...change,
      },
    });
  const text = 'Your code is "482913".\nIt expires in 5 minutes & is yours alone.';
  const lastOutbox = async () => (await t.services.messaging.listOutbox(merchant.id, { page: 1, pageSize: 1 })).items[0]!;

  describe('the HTTP SMS provider', () => {
    it('gets the JSON template filled in, escaped, with the auth header', async () => {
      sms.received.length = 0;
      sms.state.status = 200;
      const result = await t.services.messaging.sendSms(smsOn(), { countryDialingCode: '+60', mobileNum: '123456789', text, purpose: 'register' });
      expect(result.status).toBe('sent');
      const [request] = sms.received;
      expect(request).toMatchObject({ method: 'POST', url: '/v1/messages' });
      expect(request!.headers['x-api-key']).toBe('key-123');
      expect(request!.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request!.body)).toEqual({ to: '+60123456789', message: text, from: 'HGOLD' });
      expect(await lastOutbox()).toMatchObject({ channel: 'sms', recipient: '+60123456789', body: text, purpose: 'register', status: 'sent', error: null });
    });

    it('gets a form body URL-encoded, and a national number with its trunk 0 in international form', async () => {
      sms.received.length = 0;
      const merchantWithForm = smsOn({
        contentType: 'application/x-www-form-urlencoded',
        bodyTemplate: 'to={to}&cc={countryDialingCode}&n={mobileNum}&msg={text}&unknown={nope}',
      });
      await t.services.messaging.sendSms(merchantWithForm, { countryDialingCode: '60', mobileNum: '0123456789', text, purpose: 'login' });
      const [request] = sms.received;
      expect(request!.headers['content-type']).toBe('application/x-www-form-urlencoded');
      const form = new URLSearchParams(request!.body);
      expect(Object.fromEntries(form)).toEqual({ to: '+60123456789', cc: '+60', n: '0123456789', msg: text, unknown: '{nope}' });
    });

    it('a GET provider gets the template in its query string', async () => {
      sms.received.length = 0;
      await t.services.messaging.sendSms(smsOn({ method: 'GET', url: `${sms.url}/send?key=abc`, bodyTemplate: 'to={to}&text={text}' }), {
        countryDialingCode: '+60',
        mobileNum: '123456789',
        text,
        purpose: 'reset',
      });
      const [request] = sms.received;
      expect(request!.method).toBe('GET');
      const query = new URL(request!.url, sms.url).searchParams;
      expect([query.get('key'), query.get('to'), query.get('text')]).toEqual(['abc', '+60123456789', text]);
    });

    it.each([
      [429, 'too_many_requests', 429],
      [402, 'sms_quota_exceeded', 429],
      [400, 'invalid_phone_number', 400],
      [422, 'invalid_phone_number', 400],
      [403, 'feature_disabled', 403],
      [401, 'sms_unknown_error', 502],
      [500, 'sms_unknown_error', 502],
    ])('a provider answering %i fails the send with %s (HTTP %i) and records its words', async (providerStatus, code, httpStatus) => {
      sms.state.status = providerStatus;
      sms.state.answer = `{"error":"refused with ${providerStatus}"}`;
      const reply = await errorOf(t.services.messaging.sendSms(smsOn(), { countryDialingCode: '+60', mobileNum: '123456789', text: 'hi', purpose: 'login' }));
      sms.state.status = 200;
      expect(reply.errorCode).toBe(code);
      expect(reply.message).not.toContain('refused with');
      expect(statusOf(reply.errorCode)).toBe(httpStatus);
      expect(await lastOutbox()).toMatchObject({ status: 'failed', error: `HTTP ${providerStatus}: {"error":"refused with ${providerStatus}"}` });
    });

    it('a provider that does not answer in time, or cannot be reached, is an unknown error', async () => {
      const quick = createMessagingService({ database: t.database, clock: t.clock, log: { warn: () => undefined }, timeoutMs: 300 });
      sms.state.silent = true;
      const slow = await errorOf(quick.sendSms(smsOn(), { countryDialingCode: '+60', mobileNum: '123456789', text: 'hi', purpose: 'login' }));
      sms.state.silent = false;
      expect(slow.errorCode).toBe('sms_unknown_error');
      expect(await lastOutbox()).toMatchObject({ status: 'failed', error: 'No answer within 0.3 s' });

      const unreachable = await errorOf(
        quick.sendSms(smsOn({ url: 'http://127.0.0.1:9/nothing-listens' }), {
          countryDialingCode: '+60',
          mobileNum: '123456789',
          text: 'hi',
          purpose: 'login',
        }),
      );
      expect(unreachable.errorCode).toBe('sms_unknown_error');
      expect((await lastOutbox()).error).toMatch(/^Request failed: /);
    });

    it('a JSON template that is not JSON once filled in fails without calling the provider', async () => {
      sms.received.length = 0;
      const reply = await errorOf(
        t.services.messaging.sendSms(smsOn({ bodyTemplate: '{"to": {to}}' }), {
          countryDialingCode: '+60',
          mobileNum: '123456789',
          text: 'hi',
          purpose: 'login',
        }),
      );
      expect(reply.errorCode).toBe('sms_unknown_error');
      expect(sms.received).toHaveLength(0);
      expect((await lastOutbox()).error).toContain('not valid JSON');
    });
  });

  describe('the SMTP server', () => {
    let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
    beforeAll(async () => {
      smtp = await startSmtpServer({ user: 'mailer', pass: 'smtp-pass' });
    });
    afterAll(() => smtp.close());

    const emailOn = (change: Partial<MessagingSettings['email']> = {}, version?: number) =>
      withMessaging(
        {
          email: {
            enabled: true,
            host: '127.0.0.1',
            port: smtp.port,
            secure: false,
            username: 'mailer',
            password: 'smtp-pass',
            fromAddress: 'no-reply@hgold.example',
            fromName: 'HGold',
            ...change,
          },
        },
        version,
      );

    it('receives the message, after logging in, with its sender, subject and body', async () => {
      const result = await t.services.messaging.sendEmail(emailOn(), {
        to: 'member@example.com',
        subject: 'Your verification code',
        text: 'Your code is 482913.',
        purpose: 'reset',
      });
      expect(result.status).toBe('sent');
      const [message] = smtp.messages;
      expect(message).toMatchObject({ from: 'no-reply@hgold.example', to: ['member@example.com'], user: 'mailer' });
      expect(message!.raw).toMatch(/^Subject: Your verification code$/m);
      expect(message!.raw).toMatch(/^From: HGold <no-reply@hgold\.example>$/m);
      expect(message!.raw).toContain('Your code is 482913.');
      expect(await lastOutbox()).toMatchObject({ channel: 'email', recipient: 'member@example.com', subject: 'Your verification code', status: 'sent' });
    });

    it('a refused login fails the send as service_unavailable; saved new settings (a new version) are used at once', async () => {
      const version = merchant.version + 100;
      const refused = await errorOf(
        t.services.messaging.sendEmail(emailOn({ password: 'wrong' }, version), { to: 'member@example.com', subject: 'Code', text: 'x', purpose: 'reset' }),
      );
      expect(refused.errorCode).toBe('service_unavailable');
      expect(await lastOutbox()).toMatchObject({ channel: 'email', status: 'failed' });
      expect((await lastOutbox()).error).toMatch(/auth|Invalid/i);

      const sentBefore = smtp.messages.length;
      const fixed = await t.services.messaging.sendEmail(emailOn({}, version + 1), { to: 'member@example.com', subject: 'Code', text: 'x', purpose: 'reset' });
      expect(fixed.status).toBe('sent');
      expect(smtp.messages).toHaveLength(sentBefore + 1);
    });
  });

  describe('with no provider switched on', () => {
    let consoleApi: ReturnType<typeof operatorClient>;
    beforeAll(async () => {
      consoleApi = operatorClient(t, (await loginOperator(t)).token);
    });

    it('holds messages in the outbox, which the console lists newest first, filtered and paged', async () => {
      const other = { ...merchant, id: 999 };
      await t.services.messaging.sendSms(other, { countryDialingCode: '+60', mobileNum: '198765432', text: 'not yours', purpose: 'login' });
      t.clock.advance(1000);
      const held = await t.services.messaging.sendSms(merchant, { countryDialingCode: '+60', mobileNum: '198765432', text: 'Code 111111', purpose: 'login' });
      t.clock.advance(1000);
      const heldMail = await t.services.messaging.sendEmail(merchant, { to: 'held@example.com', subject: 'Reset', text: 'Code 222222', purpose: 'reset' });
      expect([held.status, heldMail.status]).toEqual(['held', 'held']);

      const all = await consoleApi.call(outboxEndpoint, { query: { page: 1, pageSize: 2 } });
      expect(all.items.map((m) => [m.channel, m.recipient, m.body, m.status])).toEqual([
        ['email', 'held@example.com', 'Code 222222', 'held'],
        ['sms', '+60198765432', 'Code 111111', 'held'],
      ]);
      expect(all.items[0]).toMatchObject({ subject: 'Reset', purpose: 'reset', error: null, sentAt: null });
      expect(all.total).toBeGreaterThan(2);

      const byNumber = await consoleApi.call(outboxEndpoint, { query: { recipient: '198765432', page: 1, pageSize: 20 } });
      expect(byNumber.items.map((m) => m.body)).toEqual(['Code 111111']);
      const mails = await consoleApi.call(outboxEndpoint, { query: { channel: 'email', page: 1, pageSize: 20 } });
      expect(mails.items.every((m) => m.channel === 'email')).toBe(true);
      expect(mails.items[0]!.recipient).toBe('held@example.com');
      const secondPage = await consoleApi.call(outboxEndpoint, { query: { page: 2, pageSize: 1 } });
      expect(secondPage).toMatchObject({ page: 2, pageSize: 1, total: all.total });
      expect(secondPage.items[0]!.body).toBe('Code 111111');
    });

    it('an operator without outbox.read cannot see it', async () => {
      await consoleApi.call(createOperatorEndpoint, {
        body: { username: 'writer', displayName: 'Content writer', role: 'content', password: 'Quiet-Harbour-Lantern-83' },
      });
      const writer = operatorClient(t, (await loginOperator(t, 'writer', 'Quiet-Harbour-Lantern-83')).token);
      expect((await errorOf(writer.call(outboxEndpoint, { query: { page: 1, pageSize: 20 } }))).errorCode).toBe('forbidden');
    });
  });
});
