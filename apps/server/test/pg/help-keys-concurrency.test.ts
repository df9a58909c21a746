// Help centre keys on real PostgreSQL: two operators saving the same new key at the same moment both pass the
// service's "is it free" read; the unique index keeps one and the other is told `conflict` (not a server
// error), with nothing of it written. Runs with `npm run test:pg`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { ApiError } from '@orbit/contracts/envelope';
import { consoleHelpCentreEndpoint, createHelpArticleEndpoint, createHelpCategoryEndpoint } from '@orbit/contracts/help-centre';
import { createTestApp, type TestApp } from '../helpers.ts';
import { consoleApi } from '../support/members.ts';

let t: TestApp;
let cms: ApiClient;
beforeAll(async () => {
  t = await createTestApp();
  cms = await consoleApi(t);
});
afterAll(() => t.close());

/** Each call's value, or the code it was refused with. */
async function outcomes<T>(calls: Promise<T>[]): Promise<Array<'ok' | string>> {
  const settled = await Promise.allSettled(calls);
  return settled.map((result) => {
    if (result.status === 'fulfilled') return 'ok';
    if (result.reason instanceof ApiError) return result.reason.errorCode;
    throw result.reason;
  });
}

describe('help centre keys saved at the same moment', () => {
  it('keep one category and answer the others conflict', async () => {
    const key = `race-${Date.now().toString(36)}`;
    const body = { key, title: { EN: 'Race' }, sortOrder: 1, published: true };
    const results = await outcomes(Array.from({ length: 6 }, () => cms.call(createHelpCategoryEndpoint, { body })));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(5).fill('conflict'));
    const centre = await cms.call(consoleHelpCentreEndpoint);
    expect(centre.categories.filter((c) => c.key === key)).toHaveLength(1);
  });

  it('keep one article and answer the others conflict', async () => {
    const category = await cms.call(createHelpCategoryEndpoint, {
      body: { key: `home-${Date.now().toString(36)}`, title: { EN: 'Home' }, sortOrder: 2, published: true },
    });
    const key = `article-${Date.now().toString(36)}`;
    const body = { categoryId: category.id, key, title: { EN: 'One' }, content: { EN: '<p>One</p>' }, sortOrder: 0, published: true };
    const results = await outcomes(Array.from({ length: 6 }, () => cms.call(createHelpArticleEndpoint, { body })));
    expect(results.filter((r) => r === 'ok')).toHaveLength(1);
    expect(results.filter((r) => r !== 'ok')).toEqual(Array(5).fill('conflict'));
    const centre = await cms.call(consoleHelpCentreEndpoint);
    expect(centre.articles.filter((a) => a.key === key)).toHaveLength(1);
  });
});
