// Platform messages end to end: an operator sends to one member, a list, a label or everyone (sanitised,
// audited, refused whole on bad input); members read their own in their language, open one, mark all read and
// delete; a broadcast writes no row per member; payments write messages on their events, once each; the unread
// count arrives on the member event stream.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { listAuditEndpoint } from '@orbit/contracts/console';
import { approveDepositEndpoint, markWithdrawalPaidEndpoint, approveWithdrawalEndpoint, rejectDepositEndpoint } from '@orbit/contracts/console-finance';
import { memberLabelsEndpoint } from '@orbit/contracts/console-members';
import {
  deleteMessageEndpoint,
  memberMessagesEndpoint,
  previewMessageEndpoint,
  readAllMessagesEndpoint,
  readMessageEndpoint,
  sendMessageEndpoint,
  sentMessagesEndpoint,
  unreadMessagesEndpoint,
  type MessageInput,
} from '@orbit/contracts/messages';
import { bankDepositEndpoint } from '@orbit/contracts/payments';
import { WALLET_EVENTS_PATH } from '@orbit/contracts/wallet';
import { rowsOf } from '../src/db/client.ts';
import { inboxMessages, inboxRecipients } from '../src/db/schema/inbox.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { depositor, newRequestId, uploadImage, type Depositor } from './support/deposits.ts';
import { consoleApi, failure, memberClient } from './support/members.ts';
import { addAccount, financeTeam, moneyMember, withdraw } from './support/payments.ts';

const text = (change: Partial<MessageInput> = {}): MessageInput => ({
  audience: { kind: 'everyone' },
  title: { EN: 'Maintenance tonight', MS: 'Penyelenggaraan malam ini' },
  body: { EN: 'The site rests from 02:00 to 03:00.', MS: 'Laman rehat dari 02:00 hingga 03:00.' },
  format: 'text',
  ...change,
});

describe('platform messages', () => {
  let t: TestApp;
  let cms: ApiClient;
  let alice: Depositor;
  let bob: Depositor;

  beforeAll(async () => {
    t = await createTestApp();
    cms = await consoleApi(t);
    alice = await depositor(t);
    bob = await depositor(t);
  });
  afterAll(() => t.close());

  const inboxOf = (member: Depositor, language = 'EN') =>
    memberClient(t, member.token, { language }).call(memberMessagesEndpoint, { query: { page: 1, pageSize: 50 } });
  const unreadOf = async (member: Depositor) => (await member.api.call(unreadMessagesEndpoint)).unread;
  const rowCount = async () => {
    const [row] = rowsOf<{ m: number; r: number }>(
      await t.database.db.execute(sql`SELECT (SELECT count(*) FROM inbox_messages)::int AS m, (SELECT count(*) FROM inbox_recipients)::int AS r`),
    );
    return row!;
  };

  it('sends to one member: only they see it, in their language; opening it reads it; audited and counted', async () => {
    const sent = await cms.call(sendMessageEndpoint, { body: text({ audience: { kind: 'member', username: alice.username.toUpperCase() } }) });
    expect(sent).toMatchObject({ audience: 'member', delivered: 1, read: 0, sentBy: 'admin', kind: 'operator' });

    const inMalay = await inboxOf(alice, 'MS');
    expect(inMalay.items[0]).toMatchObject({ id: sent.id, title: 'Penyelenggaraan malam ini', read: false, format: 'text' });
    expect(inMalay.unread).toBeGreaterThanOrEqual(1);
    // Chinese has no translation: English is the fallback.
    expect((await inboxOf(alice, 'CN')).items[0]!.title).toBe('Maintenance tonight');
    expect((await inboxOf(bob)).items.map((m) => m.id)).not.toContain(sent.id);
    expect(await failure(bob.api.call(readMessageEndpoint, { params: { id: sent.id } }))).toMatchObject({ status: 404, errorCode: 'not_found' });
    expect(await failure(bob.api.call(deleteMessageEndpoint, { params: { id: sent.id } }))).toMatchObject({ status: 404 });

    const before = await unreadOf(alice);
    const opened = await alice.api.call(readMessageEndpoint, { params: { id: sent.id } });
    expect(opened.message).toMatchObject({ id: sent.id, read: true, body: 'The site rests from 02:00 to 03:00.' });
    expect(opened.unread).toBe(before - 1);
    // Opening it again changes nothing.
    expect((await alice.api.call(readMessageEndpoint, { params: { id: sent.id } })).unread).toBe(before - 1);

    const audit = await cms.call(listAuditEndpoint, { query: { page: 1, pageSize: 5, action: 'messages.send' } });
    expect(audit.items[0]).toMatchObject({ target: String(sent.id) });
    const log = await cms.call(sentMessagesEndpoint, { query: { page: 1, pageSize: 10 } });
    expect(log.items.find((m) => m.id === sent.id)).toMatchObject({ delivered: 1, read: 1, deleted: 0, audienceDetail: alice.username.toUpperCase() });
  });

  it('broadcasts to everyone with one row, reaching only members who had joined; read, mark all read and delete', async () => {
    const before = await rowCount();
    const sent = await cms.call(sendMessageEndpoint, { body: text({ title: { EN: 'Everyone hello' } }) });
    const after = await rowCount();
    expect(after).toEqual({ m: before.m + 1, r: before.r });
    const [{ n: members } = { n: 0 }] = rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM members`));
    expect(sent.delivered).toBe(members);

    const late = await depositor(t);
    expect((await inboxOf(late)).items.map((m) => m.id)).not.toContain(sent.id);
    expect(await failure(late.api.call(readMessageEndpoint, { params: { id: sent.id } }))).toMatchObject({ status: 404 });

    const bobsBefore = await unreadOf(bob);
    expect((await inboxOf(bob)).items.find((m) => m.id === sent.id)).toMatchObject({ read: false, title: 'Everyone hello' });
    const marked = await bob.api.call(readAllMessagesEndpoint);
    expect(marked.unread).toBe(0);
    expect(marked.marked).toBe(bobsBefore);
    expect((await inboxOf(bob)).items.every((m) => m.read)).toBe(true);

    const removed = await alice.api.call(deleteMessageEndpoint, { params: { id: sent.id } });
    expect(removed).toMatchObject({ deleted: true });
    expect((await inboxOf(alice)).items.map((m) => m.id)).not.toContain(sent.id);
    expect(await failure(alice.api.call(deleteMessageEndpoint, { params: { id: sent.id } }))).toMatchObject({ status: 404 });

    const log = await cms.call(sentMessagesEndpoint, { query: { page: 1, pageSize: 10 } });
    expect(log.items.find((m) => m.id === sent.id)).toMatchObject({ audience: 'everyone', delivered: members, read: 1, deleted: 1 });
    // Only the two members who acted have a row of the broadcast.
    expect(await t.database.db.select().from(inboxRecipients).where(eq(inboxRecipients.messageId, sent.id))).toHaveLength(2);
  });

  it('sends to a list of usernames and to a label', async () => {
    const carol = await depositor(t);
    const list = await cms.call(sendMessageEndpoint, {
      body: text({ audience: { kind: 'usernames', usernames: [alice.username, carol.username, alice.username] } }),
    });
    expect(list.delivered).toBe(2);
    expect((await inboxOf(carol)).items.map((m) => m.id)).toContain(list.id);
    expect((await inboxOf(bob)).items.map((m) => m.id)).not.toContain(list.id);

    await cms.call(memberLabelsEndpoint, { params: { id: carol.id }, body: { memberLabel: ['gold'], clubLabel: null } });
    const labelled = await cms.call(sendMessageEndpoint, { body: text({ audience: { kind: 'label', label: 'gold' } }) });
    expect(labelled).toMatchObject({ audience: 'label', audienceDetail: 'gold', delivered: 1 });
    expect((await inboxOf(carol)).items[0]!.id).toBe(labelled.id);
  });

  it('refuses bad input whole, naming the field, and writes nothing', async () => {
    const before = await rowCount();
    const refusals = [
      [text({ title: { EN: '   ' } }), 'title.EN'],
      [text({ body: { EN: 'x'.repeat(5_001) } }), 'body.EN'],
      [text({ body: { EN: '<script>alert(1)</script>' }, format: 'html' }), 'body.EN'],
      [text({ audience: { kind: 'usernames', usernames: [alice.username, 'nobody_here_1', 'nobody_here_2'] } }), 'audience.usernames'],
      [text({ audience: { kind: 'member', username: 'nobody_here_3' } }), 'audience.username'],
      [text({ audience: { kind: 'label', label: 'no-such-label' } }), 'audience.label'],
    ] as const;
    for (const [body, field] of refusals) {
      const refused = await failure(cms.call(sendMessageEndpoint, { body: body as MessageInput }));
      expect(refused, field).toMatchObject({ status: 400, errorCode: 'validation_failed', field });
    }
    const unknown = await cms
      .call(sendMessageEndpoint, { body: text({ audience: { kind: 'usernames', usernames: ['nobody_here_1'] } }) })
      .catch((e: Error) => e.message);
    expect(unknown).toContain('nobody_here_1');
    expect(await rowCount()).toEqual(before);
    // The preview answers the same checks and writes nothing either.
    expect(await failure(cms.call(previewMessageEndpoint, { body: text({ audience: { kind: 'member', username: 'nobody_here_3' } }) }))).toMatchObject({
      field: 'audience.username',
    });
    expect(await rowCount()).toEqual(before);
  });

  it('sanitises a rich body before storing it, and keeps a plain one as typed', async () => {
    const preview = await cms.call(previewMessageEndpoint, {
      body: text({
        audience: { kind: 'member', username: bob.username },
        format: 'html',
        body: { EN: '<p onclick="x()">Hi <b>there</b><script>steal()</script></p>' },
      }),
    });
    expect(preview).toMatchObject({ recipients: 1, body: { EN: '<p>Hi <b>there</b></p>' } });
    const html = await cms.call(sendMessageEndpoint, {
      body: text({
        audience: { kind: 'member', username: bob.username },
        format: 'html',
        body: { EN: '<p onclick="x()">Hi <b>there</b><script>steal()</script></p>' },
      }),
    });
    const [stored] = await t.database.db.select().from(inboxMessages).where(eq(inboxMessages.id, html.id));
    expect(stored!.body.EN).toBe('<p>Hi <b>there</b></p>');
    const plain = await cms.call(sendMessageEndpoint, {
      body: text({ audience: { kind: 'member', username: bob.username }, body: { EN: 'Use <b> for bold' } }),
    });
    expect((await inboxOf(bob)).items.find((m) => m.id === plain.id)).toMatchObject({ format: 'text', body: 'Use <b> for bold' });
  });

  it('writes a message when a deposit is approved or refused and when a withdrawal is paid, once each', async () => {
    const { first, second } = await financeTeam(t);
    const member = await depositor(t);
    const report = async (amount: string) =>
      member.api.call(bankDepositEndpoint, {
        body: {
          requestId: newRequestId(),
          methodId: 'bank-transfer',
          bankAccountId: 'maybank-1',
          amount,
          reference: 'MBB 1',
          receiptUploadId: await uploadImage(t, member.token),
        },
      });
    const approved = await report('150.00');
    await first.call(approveDepositEndpoint, { params: { id: approved.id } });
    const refused = await report('70.00');
    await second.call(rejectDepositEndpoint, { params: { id: refused.id }, body: { reason: 'No transfer arrived' } });

    const english = await inboxOf(member);
    expect(english.unread).toBe(2);
    expect(english.items.map((m) => [m.kind, m.title, m.body])).toEqual([
      ['deposit_refused', 'Deposit refused', `Your deposit ${refused.orderNo} of RM 70.00 was refused. Reason: No transfer arrived`],
      ['deposit_approved', 'Deposit approved', `Your deposit ${approved.orderNo} of RM 150.00 has been approved and credited to your main wallet.`],
    ]);
    expect((await inboxOf(member, 'MS')).items[1]!.title).toBe('Deposit diluluskan');

    const payee = await moneyMember(t, { funds: 500_000n });
    const account = await addAccount(payee);
    const request = await withdraw(payee, account.id, '120.00');
    await first.call(approveWithdrawalEndpoint, { params: { id: request.id } });
    await first.call(markWithdrawalPaidEndpoint, { params: { id: request.id }, body: { payoutReference: 'CIMB-77' } });
    const paid = await payee.api.call(memberMessagesEndpoint, { query: { page: 1, pageSize: 10 } });
    expect(paid.items.map((m) => m.kind)).toEqual(['withdrawal_paid']);
    expect(paid.items[0]!.body).toContain('RM 120.00');

    // The platform's messages are in the console's log under their own origin, never among the operators'.
    const platform = await cms.call(sentMessagesEndpoint, { query: { page: 1, pageSize: 50, origin: 'platform' } });
    expect(platform.items.map((m) => m.kind)).toEqual(expect.arrayContaining(['deposit_approved', 'deposit_refused', 'withdrawal_paid']));
    const operator = await cms.call(sentMessagesEndpoint, { query: { page: 1, pageSize: 50 } });
    expect(operator.items.every((m) => m.kind === 'operator')).toBe(true);

    // Told twice, an event is still one message.
    const merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    const again = { kind: 'deposit_approved' as const, memberId: member.id, reference: approved.orderNo, amount: '150.00' };
    // The same port payments is handed.
    await t.database.db.transaction((tx) => t.services.accountMessages.tell(tx, merchant, again));
    expect((await inboxOf(member)).total).toBe(2);
  });

  it('pushes the unread count on the member event stream when a message arrives', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}${WALLET_EVENTS_PATH}`, { headers: { host: 'localhost', authorization: bob.token }, signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    const nextInbox = async (): Promise<number> => {
      for (;;) {
        const events = buffer.split('\n\n');
        buffer = events.pop() ?? '';
        for (const event of events) {
          const data = event.split('\n').find((line) => line.startsWith('data: '));
          const parsed = data ? (JSON.parse(data.slice(6)) as { type: string; unread?: number }) : null;
          if (parsed?.type === 'inbox') {
            // The events after this one are whole: each keeps its closing blank line ahead of the partial rest.
            buffer =
              events
                .slice(events.indexOf(event) + 1)
                .map((later) => `${later}\n\n`)
                .join('') + buffer;
            return parsed.unread!;
          }
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += value;
      }
    };
    const start = await nextInbox();
    await cms.call(sendMessageEndpoint, { body: text({ audience: { kind: 'member', username: bob.username } }) });
    expect(await nextInbox()).toBe(start + 1);
    await cms.call(sendMessageEndpoint, { body: text() });
    expect(await nextInbox()).toBe(start + 2);
    await bob.api.call(readAllMessagesEndpoint);
    expect(await nextInbox()).toBe(0);
    controller.abort();
  });
});
