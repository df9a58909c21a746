// The help centre end to end: the legal pages every merchant starts with, visitors reading and searching the
// published categories and articles in their language, and operators writing them (sanitised, audited, keys
// unique, own merchant only, content permissions).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '@orbit/contracts/client';
import { listAuditEndpoint } from '@orbit/contracts/console';
import {
  consoleHelpCentreEndpoint,
  createHelpArticleEndpoint,
  createHelpCategoryEndpoint,
  deleteHelpArticleEndpoint,
  deleteHelpCategoryEndpoint,
  helpArticleEndpoint,
  helpCentreEndpoint,
  LEGAL_ARTICLE_KEYS,
  updateHelpArticleEndpoint,
  updateHelpCategoryEndpoint,
  type HelpArticleInput,
} from '@orbit/contracts/help-centre';
import { helpArticles } from '../src/db/schema/content.ts';
import * as siteRepo from '../src/modules/site/site.repo.ts';
import { defaultSettings } from '../src/modules/site/site.defaults.ts';
import { seedDemo } from '../src/seed/seed.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { consoleApi, failure } from './support/members.ts';
import { newOperator } from './support/four-eyes.ts';

describe('help centre', () => {
  let t: TestApp;
  let cms: ApiClient;
  const reader = (language = 'EN') => t.client(() => ({ language }));

  beforeAll(async () => {
    t = await createTestApp();
    cms = await consoleApi(t);
  });
  afterAll(() => t.close());

  async function newCategory(key: string, published = true) {
    return cms.call(createHelpCategoryEndpoint, { body: { key, title: { EN: `Cat ${key}`, MS: `Kat ${key}` }, sortOrder: 5, published } });
  }
  const article = (categoryId: number, key: string, change: Partial<HelpArticleInput> = {}): HelpArticleInput => ({
    categoryId,
    key,
    title: { EN: `How to ${key}`, MS: `Cara ${key}` },
    content: { EN: `<p>Steps to ${key}.</p>` },
    sortOrder: 0,
    published: true,
    ...change,
  });

  it('starts every merchant with its legal pages, published, in three languages with its name', async () => {
    const centre = await reader().call(helpCentreEndpoint);
    const legal = centre.categories.find((c) => c.key === 'legal');
    expect(legal?.articles.map((a) => a.key)).toEqual([...LEGAL_ARTICLE_KEYS]);
    const terms = await reader().call(helpArticleEndpoint, { params: { key: 'terms' } });
    expect(terms.title).toBe('General Terms and Conditions');
    expect(terms.content).toContain('Harimau Gold');
    expect(terms.content).toContain('18');
    const privacy = await reader('MS').call(helpArticleEndpoint, { params: { key: 'privacy' } });
    expect(privacy.title).toBe('Notis Privasi');
    expect(privacy.content).toContain('Akta Perlindungan Data Peribadi 2010');
    expect(privacy.category.title).toBe('Undang-undang dan polisi');
    const about = await reader('CN').call(helpArticleEndpoint, { params: { key: 'about' } });
    expect(about.title).toBe('关于Harimau Gold');
  });

  it("seeds a later merchant's legal pages with its own name, once, keeping the operator's edits", async () => {
    const other = await siteRepo.insertMerchant(t.database.db, {
      code: 'HELPOTHER',
      name: 'Bintang & Co',
      currency: 'MYR',
      currencySymbol: 'RM',
      timeZone: 'Asia/Kuala_Lumpur',
      settings: defaultSettings('Bintang & Co'),
    });
    const theirs = t.client(() => ({ merchant: other.code }));
    expect(await failure(theirs.call(helpArticleEndpoint, { params: { key: 'terms' } }))).toMatchObject({ errorCode: 'not_found', status: 404 });
    await seedDemo(t.database);
    const about = await theirs.call(helpArticleEndpoint, { params: { key: 'about' } });
    expect(about.title).toBe('About Bintang & Co');
    expect(about.content).toContain('Bintang &amp; Co');
    // Our own edit survives the next seed.
    const ours = (await cms.call(consoleHelpCentreEndpoint)).articles.find((a) => a.key === 'refund')!;
    await cms.call(updateHelpArticleEndpoint, { params: { id: ours.id }, body: { ...ours, content: { EN: '<p>Our own refund text.</p>' } } });
    await seedDemo(t.database);
    expect((await reader().call(helpArticleEndpoint, { params: { key: 'refund' } })).content).toBe('<p>Our own refund text.</p>');
  });

  it("shows only published articles of published categories, ordered, in the reader's language with English as the fallback", async () => {
    const faq = await newCategory('faq');
    const hidden = await newCategory('hidden', false);
    await cms.call(createHelpArticleEndpoint, { body: article(faq.id, 'deposit', { sortOrder: 2 }) });
    await cms.call(createHelpArticleEndpoint, { body: article(faq.id, 'withdraw', { sortOrder: 1, title: { EN: 'Withdraw' } }) });
    await cms.call(createHelpArticleEndpoint, { body: article(faq.id, 'draft', { published: false }) });
    await cms.call(createHelpArticleEndpoint, { body: article(hidden.id, 'secret') });

    const centre = await reader('MS').call(helpCentreEndpoint);
    const listed = centre.categories.find((c) => c.key === 'faq');
    expect(listed?.title).toBe('Kat faq');
    expect(listed?.articles.map((a) => a.title)).toEqual(['Withdraw', 'Cara deposit']);
    expect(centre.categories.map((c) => c.key)).not.toContain('hidden');
    expect(centre.categories.map((c) => c.key).indexOf('faq')).toBeLessThan(centre.categories.map((c) => c.key).indexOf('legal'));
    for (const key of ['draft', 'secret', 'nothing']) {
      expect(await failure(reader().call(helpArticleEndpoint, { params: { key } }))).toMatchObject({ errorCode: 'not_found', status: 404 });
    }
  });

  it("searches titles and text in the reader's language, not the HTML tags, with % and _ taken literally", async () => {
    const search = async (words: string, language = 'EN') =>
      (await reader(language).call(helpCentreEndpoint, { query: { search: words } })).categories.flatMap((c) => c.articles.map((a) => a.key));
    expect(await search('Personal Data Protection')).toEqual(['privacy']);
    expect(await search('pengubahan wang haram', 'MS')).toEqual(expect.arrayContaining(['terms', 'privacy']));
    expect(await search('strong')).toEqual([]);
    expect(await search('100%_')).toEqual([]);
    expect(await search('steps to deposit')).toEqual(['deposit']);
  });

  it('sanitises article content, refuses bad input with the field named and writes nothing', async () => {
    const { categories } = await cms.call(consoleHelpCentreEndpoint);
    const faq = categories.find((c) => c.key === 'faq')!;
    const created = await cms.call(createHelpArticleEndpoint, {
      body: article(faq.id, 'safe', {
        content: { EN: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(2)">a</a></p>', CN: '<svg onload="x()"></svg>' },
      }),
    });
    expect(created.content).toEqual({ EN: '<p>Hi<a rel="noopener noreferrer" target="_blank">a</a></p>' });
    const before = (await t.database.db.select().from(helpArticles)).length;
    const cases: [unknown, string, string][] = [
      [article(faq.id, 'safe'), 'conflict', 'key'],
      [article(faq.id, 'bad key!'), 'validation_failed', 'key'],
      [article(987_654, 'orphan'), 'validation_failed', 'categoryId'],
      [article(faq.id, 'empty', { content: { EN: '<script>only</script>' } }), 'validation_failed', 'content.EN'],
      [article(faq.id, 'long', { content: { EN: 'x'.repeat(20_001) } }), 'validation_failed', 'content.EN'],
      [article(faq.id, 'untitled', { title: { EN: ' ' } }), 'validation_failed', 'title.EN'],
    ];
    for (const [body, errorCode, field] of cases) {
      expect(await failure(cms.call(createHelpArticleEndpoint, { body: body as HelpArticleInput }))).toMatchObject({ errorCode, field });
    }
    expect(await t.database.db.select().from(helpArticles)).toHaveLength(before);
    expect(await failure(cms.call(createHelpCategoryEndpoint, { body: { key: 'faq', title: { EN: 'Again' }, sortOrder: 0, published: true } }))).toMatchObject({
      errorCode: 'conflict',
      field: 'key',
    });
  });

  it('removes a category only once it is empty, and audits every change', async () => {
    const box = await newCategory('box');
    const inside = await cms.call(createHelpArticleEndpoint, { body: article(box.id, 'inside') });
    await cms.call(updateHelpCategoryEndpoint, { params: { id: box.id }, body: { key: 'box', title: { EN: 'Box' }, sortOrder: 1, published: true } });
    expect(await failure(cms.call(deleteHelpCategoryEndpoint, { params: { id: box.id } }))).toMatchObject({ errorCode: 'conflict', status: 409 });
    await cms.call(deleteHelpArticleEndpoint, { params: { id: inside.id } });
    expect(await cms.call(deleteHelpCategoryEndpoint, { params: { id: box.id } })).toEqual({ deleted: true });
    const targets = await Promise.all(
      ['category.create', 'category.update', 'article.create', 'article.delete', 'category.delete'].map(
        async (action) => (await cms.call(listAuditEndpoint, { query: { page: 1, pageSize: 1, action: `content.help.${action}` } })).items[0]?.target,
      ),
    );
    expect(targets).toEqual([String(box.id), String(box.id), String(inside.id), String(inside.id), String(box.id)]);
  });

  it("keeps each merchant's help centre to itself and lets only the content roles write", async () => {
    const other = await siteRepo.findMerchantByCode(t.database.db, 'HELPOTHER');
    const theirArticle = (await t.database.db.select().from(helpArticles)).find((a) => a.merchantId === other!.id)!;
    expect((await cms.call(consoleHelpCentreEndpoint)).articles.map((a) => a.id)).not.toContain(theirArticle.id);
    const body = article(theirArticle.categoryId, 'steal');
    expect(await failure(cms.call(updateHelpArticleEndpoint, { params: { id: theirArticle.id }, body }))).toMatchObject({ errorCode: 'not_found' });
    expect(await failure(cms.call(deleteHelpArticleEndpoint, { params: { id: theirArticle.id } }))).toMatchObject({ errorCode: 'not_found' });
    expect(await failure(cms.call(createHelpArticleEndpoint, { body }))).toMatchObject({ errorCode: 'validation_failed', field: 'categoryId' });

    const support = await newOperator(t, 'support', 'helpsup');
    expect((await support.api.call(consoleHelpCentreEndpoint)).categories.length).toBeGreaterThan(0);
    expect(
      await failure(support.api.call(createHelpCategoryEndpoint, { body: { key: 'x', title: { EN: 'x' }, sortOrder: 0, published: true } })),
    ).toMatchObject({
      errorCode: 'forbidden',
    });
    const content = await newOperator(t, 'content', 'helpcnt');
    expect((await content.api.call(createHelpCategoryEndpoint, { body: { key: 'byContent', title: { EN: 'x' }, sortOrder: 0, published: true } })).key).toBe(
      'byContent',
    );
  });
});
