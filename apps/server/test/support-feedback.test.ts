// Feedback end to end: a member uploads images (checked by their bytes) and sends feedback naming them; bad
// input is refused with nothing written; the operator lists, replies (audited) and closes; the member reads
// the reply; images stay private to their member and the merchant's operators.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { ApiClient } from '@orbit/contracts/client';
import { listAuditEndpoint } from '@orbit/contracts/console';
import {
  FEEDBACK_IMAGE_MAX_BYTES,
  listFeedbackEndpoint,
  myFeedbackEndpoint,
  replyFeedbackEndpoint,
  sendFeedbackEndpoint,
  setFeedbackStatusEndpoint,
} from '@orbit/contracts/support';
import { feedbackImages, feedbackTickets } from '../src/db/schema/support.ts';
import type { ResolvedMerchant } from '../src/modules/site/site.types.ts';
import { createTestApp, loginOperator, operatorClient, type TestApp } from './helpers.ts';
import { clientOf, placeMember, type TreeMember } from './support/agents.ts';
import { JPEG, PNG, multipart } from './support/deposits.ts';
import { failure } from './support/members.ts';

describe('feedback', () => {
  let t: TestApp;
  let merchant: ResolvedMerchant;
  let alice: TreeMember;
  let aliceApi: ApiClient;
  let aliceToken: string;
  let cms: ApiClient;
  let operatorToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await t.services.site.resolveMerchant({ host: 'localhost' });
    alice = await placeMember(t, merchant, { prefix: 'fb' });
    aliceApi = await clientOf(t, merchant, alice);
    const session = await t.services.members.socialAccounts.openSession(merchant, alice.id, 'google', { ip: '127.0.0.1', device: 'WEB' });
    aliceToken = session.token;
    operatorToken = (await loginOperator(t)).token;
    cms = operatorClient(t, operatorToken);
  });
  afterAll(() => t.close());

  const upload = (token: string, bytes: Buffer, filename = 'shot.png', type = 'image/png') => {
    const body = multipart('file', filename, type, bytes);
    return t.app.inject({
      method: 'POST',
      url: '/wps/feedback/images',
      headers: { host: 'localhost', authorization: token, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const imageOf = async (token: string, bytes: Buffer, filename?: string) => {
    const reply = await upload(token, bytes, filename);
    expect(reply.statusCode, reply.body).toBe(200);
    return (reply.json() as { value: { imageId: string } }).value.imageId;
  };
  const ticketCount = async () => (await t.database.db.select({ n: count() }).from(feedbackTickets).where(eq(feedbackTickets.memberId, alice.id)))[0]!.n;

  it('takes png and jpg by their bytes and refuses anything else, whatever its name says', async () => {
    expect(await imageOf(aliceToken, JPEG, 'photo.txt')).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const fake = await upload(aliceToken, Buffer.from('MZ this is an executable, not a picture'), 'fake.png');
    expect([fake.statusCode, fake.json().errorCode]).toEqual([415, 'unsupported_media_type']);
    const svg = await upload(aliceToken, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'), 'a.svg');
    expect(svg.json().errorCode).toBe('unsupported_media_type');
    const big = await upload(aliceToken, Buffer.concat([PNG, Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES + 1 - PNG.length)]));
    expect([big.statusCode, big.json().errorCode]).toEqual([413, 'payload_too_large']);
    const visitor = await upload('', PNG);
    expect(visitor.statusCode).toBe(401);
  });

  it('refuses bad feedback with the field named and writes nothing', async () => {
    const before = await ticketCount();
    const ids = await Promise.all([PNG, PNG, PNG, PNG].map((bytes) => imageOf(aliceToken, bytes)));
    const cases: [unknown, string][] = [
      [{ category: 'deposit', content: 'x'.repeat(141) }, 'content'],
      [{ category: 'deposit', content: '   ' }, 'content'],
      [{ category: 'lottery-luck', content: 'hello' }, 'category'],
      [{ category: 'deposit', content: 'four images', imageIds: ids }, 'imageIds'],
      [{ category: 'deposit', content: 'same twice', imageIds: [ids[0], ids[0]] }, 'imageIds'],
    ];
    for (const [body, field] of cases) {
      const error = await failure(aliceApi.call(sendFeedbackEndpoint, { body: body as never }));
      expect([error.errorCode, error.field], JSON.stringify(body)).toEqual(['validation_failed', field]);
    }
    // Another member's image reads as missing, and nothing of the ticket is kept.
    const bob = await placeMember(t, merchant, { prefix: 'fb' });
    const bobApi = await clientOf(t, merchant, bob);
    const error = await failure(bobApi.call(sendFeedbackEndpoint, { body: { category: 'games', content: 'not mine', imageIds: [ids[0]!] } }));
    expect([error.errorCode, error.field]).toEqual(['not_found', 'imageIds']);
    expect(await ticketCount()).toBe(before);
    const [image] = await t.database.db.select().from(feedbackImages).where(eq(feedbackImages.id, ids[0]!));
    expect(image?.ticketId).toBeNull();
  });

  it('sends feedback with two images; the operator replies and closes; the member reads the reply', async () => {
    const first = await imageOf(aliceToken, PNG);
    const second = await imageOf(aliceToken, JPEG, 'b.jpg');
    const sent = await aliceApi.call(sendFeedbackEndpoint, { body: { category: 'withdrawal', content: 'My withdrawal is late', imageIds: [first, second] } });
    expect([sent.status, sent.imageIds, sent.replies]).toEqual(['open', [first, second], []]);
    // An image already sent with a ticket cannot be sent again.
    const again = await failure(aliceApi.call(sendFeedbackEndpoint, { body: { category: 'other', content: 'again', imageIds: [first] } }));
    expect(again.errorCode).toBe('not_found');

    const open = await cms.call(listFeedbackEndpoint, { query: { status: 'open' } });
    const listed = open.items.find((item) => item.id === sent.id);
    expect([listed?.username, listed?.content, listed?.imageIds.length]).toEqual([alice.username, 'My withdrawal is late', 2]);

    const replied = await cms.call(replyFeedbackEndpoint, { params: { id: sent.id }, body: { body: 'It was paid at 14:05, please check.' } });
    expect([replied.status, replied.replies.map((reply) => reply.body)]).toEqual(['replied', ['It was paid at 14:05, please check.']]);
    const mine = await aliceApi.call(myFeedbackEndpoint);
    const seen = mine.items.find((item) => item.id === sent.id);
    expect([seen?.status, seen?.replies[0]?.body]).toEqual(['replied', 'It was paid at 14:05, please check.']);

    const closed = await cms.call(setFeedbackStatusEndpoint, { params: { id: sent.id }, body: { status: 'closed' } });
    expect(closed.status).toBe('closed');
    const refused = await failure(cms.call(replyFeedbackEndpoint, { params: { id: sent.id }, body: { body: 'more' } }));
    expect(refused.errorCode).toBe('conflict');

    for (const action of ['support.feedback.reply', 'support.feedback.status']) {
      const audit = await cms.call(listAuditEndpoint, { query: { action } });
      expect(audit.items.map((entry) => entry.target)).toContain(String(sent.id));
    }
  });

  it('keeps images private: the member reads its own, another member and a visitor do not, the operator does', async () => {
    const id = await imageOf(aliceToken, PNG);
    const read = (url: string, token: string) => t.app.inject({ url, headers: { host: 'localhost', authorization: token } });
    const own = await read(`/wps/feedback/images/${id}`, aliceToken);
    expect([own.statusCode, own.headers['content-type'], own.rawPayload.equals(PNG)]).toEqual([200, 'image/png', true]);
    const bob = await placeMember(t, merchant, { prefix: 'fb' });
    const bobToken = (await t.services.members.socialAccounts.openSession(merchant, bob.id, 'google', { ip: '127.0.0.1', device: 'WEB' })).token;
    expect((await read(`/wps/feedback/images/${id}`, bobToken)).statusCode).toBe(404);
    expect((await read(`/wps/feedback/images/${id}`, '')).statusCode).toBe(401);
    expect((await read(`/cms/feedback/images/${id}`, operatorToken)).statusCode).toBe(200);
    expect((await read(`/cms/feedback/images/${id}`, aliceToken)).statusCode).toBe(401);
  });
});
