// Apply-only activities (docs/promotions.md): a remark of up to 140 characters and up to three png or jpg
// images under 5 MB; one live application per member and period; the console approves (the bonus is granted)
// or rejects with a note, once, audited; a rejected member may apply again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { consoleApplicationsEndpoint, decideApplicationEndpoint } from '@orbit/contracts/console-promotions';
import { APPLICATION_IMAGE_UPLOAD_PATH, applyPromotionEndpoint, myPromotionsEndpoint } from '@orbit/contracts/promotions';
import { createTestApp, type TestApp } from './helpers.ts';
import { depositor, JPEG, multipart, PNG, type Depositor } from './support/deposits.ts';
import { auditOf } from './support/four-eyes.ts';
import { consoleApi, failure } from './support/members.ts';
import { publishedPromotion, recordingBonuses } from './support/promotions.ts';

const bonuses = recordingBonuses();
let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp({}, { promotionBonuses: bonuses.port });
  cms = await consoleApi(t);
});
afterAll(() => t.close());

async function upload(member: Depositor, bytes: Buffer, type = 'image/png') {
  const body = multipart('file', 'proof.png', type, bytes);
  return t.app.inject({
    method: 'POST',
    url: APPLICATION_IMAGE_UPLOAD_PATH,
    headers: { host: 'localhost', authorization: member.token, 'content-type': body.contentType },
    payload: body.payload,
  });
}
const imageId = async (member: Depositor, bytes: Buffer = PNG) => ((await upload(member, bytes)).json() as { value: { imageId: string } }).value.imageId;
const activity = () => publishedPromotion(cms, { kind: 'apply_only', category: 'other', fixedAmount: '20.00', title: { EN: 'Share and win' } });
const apply = (member: Depositor, id: number, remark: string, imageIds: string[] = []) =>
  member.api.call(applyPromotionEndpoint, { params: { id }, body: { remark, imageIds } });

describe('applying', () => {
  it('takes a remark and up to three png or jpg images, and refuses more, longer or other files', async () => {
    const id = await activity();
    const member = await depositor(t);
    const gif = await upload(member, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'image/gif');
    expect(gif.statusCode).toBe(415);
    const big = await upload(member, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const images = [await imageId(member), await imageId(member, JPEG), await imageId(member), await imageId(member)];
    expect(await failure(apply(member, id, 'x'.repeat(141)))).toMatchObject({ errorCode: 'validation_failed', field: 'remark' });
    expect(await failure(apply(member, id, 'ok', images))).toMatchObject({ errorCode: 'validation_failed', field: 'imageIds' });
    expect((await member.api.call(myPromotionsEndpoint)).applications).toEqual([]);
    const sent = await apply(member, id, 'x'.repeat(140), images.slice(0, 3));
    expect(sent).toMatchObject({ state: 'applying', promotionTitle: 'Share and win', imageIds: images.slice(0, 3) });
    expect(await failure(apply(member, id, 'again', [images[3]!]))).toMatchObject({ errorCode: 'promotion_already_claimed' });
    expect((await member.api.call(myPromotionsEndpoint)).states[String(id)]).toBe('applying');
  });

  it('refuses an image that is not the member’s own', async () => {
    const id = await activity();
    const owner = await depositor(t);
    const other = await depositor(t);
    expect(await failure(apply(other, id, 'mine?', [await imageId(owner)]))).toMatchObject({ errorCode: 'not_found', field: 'imageIds' });
  });
});

describe('the review', () => {
  it('approves once with the promotion’s amount (granted through the port) and audits it', async () => {
    const id = await activity();
    const member = await depositor(t);
    const application = await apply(member, id, 'Shared on my page');
    const listed = await cms.call(consoleApplicationsEndpoint, { query: { state: 'applying' } });
    expect(listed.items.find((a) => a.id === application.id)).toMatchObject({ username: member.username, remark: 'Shared on my page' });
    const approved = await cms.call(decideApplicationEndpoint, { params: { id: application.id }, body: { decision: 'approve', amount: null, note: '' } });
    expect(approved).toMatchObject({ state: 'approved', amount: '20.00' });
    expect(bonuses.grants.at(-1)).toMatchObject({ memberId: member.id, amount: 2000n });
    expect(await failure(cms.call(decideApplicationEndpoint, { params: { id: application.id }, body: { decision: 'reject', note: 'no' } }))).toMatchObject({
      errorCode: 'invalid_state',
    });
    expect((await member.api.call(myPromotionsEndpoint)).states[String(id)]).toBe('issued');
    expect((await auditOf(cms, 'promotions.application.approve')).at(-1)).toMatchObject({ detail: { member: member.username, amount: '20.00' } });
  });

  it('rejects with a note the member reads, and the member may apply again', async () => {
    const id = await activity();
    const member = await depositor(t);
    const first = await apply(member, id, 'Please');
    expect(await failure(cms.call(decideApplicationEndpoint, { params: { id: first.id }, body: { decision: 'reject', note: '' } }))).toMatchObject({
      field: 'note',
    });
    await cms.call(decideApplicationEndpoint, { params: { id: first.id }, body: { decision: 'reject', note: 'The post is not public' } });
    const mine = await member.api.call(myPromotionsEndpoint);
    expect(mine.applications[0]).toMatchObject({ state: 'rejected', reviewerNote: 'The post is not public' });
    expect(mine.states[String(id)]).toBe('rejected');
    expect(await apply(member, id, 'Now public')).toMatchObject({ state: 'applying' });
  });
});
