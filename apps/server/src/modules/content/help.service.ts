// The help centre (docs/content.md): visitors read the merchant's published categories and articles in their
// language and search them; operators write them in the console (content sanitised before it is stored,
// every change audited in its transaction, keys unique per merchant).
import type { HelpArticle, HelpArticleInput, HelpArticleView, HelpCategory, HelpCategoryInput, HelpCentre } from '@orbit/contracts/help-centre';
import { ApiError } from '@orbit/contracts/envelope';
import { isUniqueViolation, type Database, type Tx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { Actor, AuditSink } from '../site/site.service.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import * as repo from './help.repo.ts';
import { cleanTexts, inLanguage } from './language-texts.ts';
import { sanitiseContent } from './sanitise.ts';

function toCategory(row: repo.HelpCategoryRow): HelpCategory {
  return { id: row.id, key: row.key, title: row.title, sortOrder: row.sortOrder, published: row.published, updatedAt: row.updatedAt.toISOString() };
}

function toArticle(row: repo.HelpArticleRow): HelpArticle {
  return {
    id: row.id,
    categoryId: row.categoryId,
    key: row.key,
    title: row.title,
    content: row.content,
    sortOrder: row.sortOrder,
    published: row.published,
    updatedAt: row.updatedAt.toISOString(),
  };
}

function articleValues(input: HelpArticleInput, now: Date): repo.HelpArticleValues {
  const content = cleanTexts(input.content, sanitiseContent);
  if (content.EN === '') throw new ApiError('validation_failed', 'The English text is empty once cleaned', { field: 'content.EN' });
  return {
    categoryId: input.categoryId,
    key: input.key,
    title: cleanTexts(input.title, (t) => t.trim()),
    content,
    sortOrder: input.sortOrder,
    published: input.published,
    updatedAt: now,
  };
}

function categoryValues(input: HelpCategoryInput, now: Date): repo.HelpCategoryValues {
  return { key: input.key, title: cleanTexts(input.title, (t) => t.trim()), sortOrder: input.sortOrder, published: input.published, updatedAt: now };
}

/** What an audit entry keeps of an article: everything but its (long) text, whose size it notes. */
function articleAudit(row: repo.HelpArticleRow) {
  const { content, createdAt: _c, updatedAt: _u, ...rest } = row;
  return { ...rest, contentLength: Object.fromEntries(Object.entries(content).map(([k, v]) => [k, v.length])) };
}

export function createHelpService(deps: { database: Database; clock: Clock; audit: AuditSink }) {
  const { db } = deps.database;

  /** The published categories with their published articles' titles; with `search`, only matching articles. */
  async function centre(merchant: ResolvedMerchant, language: string, search?: string): Promise<HelpCentre> {
    const [categories, articles] = await Promise.all([repo.categories(db, merchant.id), repo.articles(db, merchant.id)]);
    const matching = search ? new Set((await repo.searchPublished(db, merchant.id, language, search)).map((row) => row.id)) : null;
    return {
      categories: categories
        .filter((category) => category.published)
        .map((category) => ({
          id: category.id,
          key: category.key,
          title: inLanguage(category.title, language),
          articles: articles
            .filter((a) => a.categoryId === category.id && a.published && (matching === null || matching.has(a.id)))
            .map((a) => ({ id: a.id, key: a.key, title: inLanguage(a.title, language) })),
        }))
        .filter((category) => matching === null || category.articles.length > 0),
    };
  }

  /** @throws not_found when no published article of a published category has the key. */
  async function article(merchant: ResolvedMerchant, language: string, key: string): Promise<HelpArticleView> {
    const row = await repo.publishedArticle(db, merchant.id, key);
    if (!row) throw new ApiError('not_found', 'No such help article', { field: 'key' });
    return {
      id: row.article.id,
      key: row.article.key,
      title: inLanguage(row.article.title, language),
      content: inLanguage(row.article.content, language),
      category: { key: row.category.key, title: inLanguage(row.category.title, language) },
      updatedAt: row.article.updatedAt.getTime(),
    };
  }

  async function list(merchant: ResolvedMerchant) {
    const [categories, articles] = await Promise.all([repo.categories(db, merchant.id), repo.articles(db, merchant.id)]);
    return { categories: categories.map(toCategory), articles: articles.map(toArticle) };
  }

  async function assertCategoryKeyFree(tx: Tx, merchantId: number, key: string, exceptId?: number) {
    const other = await repo.findCategoryByKey(tx, merchantId, key);
    if (other && other.id !== exceptId) throw new ApiError('conflict', 'Another category has this key', { field: 'key' });
  }

  async function assertArticleFits(tx: Tx, merchantId: number, input: HelpArticleInput, exceptId?: number) {
    if (!(await repo.findCategory(tx, merchantId, input.categoryId))) throw new ApiError('validation_failed', 'No such category', { field: 'categoryId' });
    const other = await repo.findArticleByKey(tx, merchantId, input.key);
    if (other && other.id !== exceptId) throw new ApiError('conflict', 'Another article has this key', { field: 'key' });
  }

  /**
   * Two saves of one key at the same moment both pass the check above; the unique index then refuses the
   * second, which is answered as the check would have answered it (conflict), not as a server error.
   */
  async function keyTakenAsConflict<T>(what: 'category' | 'article', save: () => Promise<T>): Promise<T> {
    try {
      return await save();
    } catch (error) {
      if (isUniqueViolation(error)) throw new ApiError('conflict', `Another ${what} has this key`, { field: 'key' });
      throw error;
    }
  }

  /** @throws conflict when the key is taken. */
  async function createCategory(merchant: ResolvedMerchant, input: HelpCategoryInput, actor: Actor) {
    const now = deps.clock.now();
    return keyTakenAsConflict('category', () =>
      db.transaction(async (tx) => {
        await assertCategoryKeyFree(tx, merchant.id, input.key);
        const row = await repo.insertCategory(tx, { ...categoryValues(input, now), merchantId: merchant.id, createdAt: now });
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: 'content.help.category.create',
          target: String(row.id),
          detail: toCategory(row),
        });
        return toCategory(row);
      }),
    );
  }

  /** @throws not_found when the category is not this merchant's; conflict when the key is taken. */
  async function updateCategory(merchant: ResolvedMerchant, id: number, input: HelpCategoryInput, actor: Actor) {
    const now = deps.clock.now();
    return keyTakenAsConflict('category', () =>
      db.transaction(async (tx) => {
        const before = await repo.findCategory(tx, merchant.id, id);
        if (!before) throw new ApiError('not_found', 'No such help category', { field: 'id' });
        await assertCategoryKeyFree(tx, merchant.id, input.key, id);
        const row = (await repo.updateCategory(tx, merchant.id, id, categoryValues(input, now)))!;
        const detail = { before: toCategory(before), after: toCategory(row) };
        await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'content.help.category.update', target: String(id), detail });
        return toCategory(row);
      }),
    );
  }

  /** @throws not_found when the category is not this merchant's; conflict while it still has articles. */
  async function removeCategory(merchant: ResolvedMerchant, id: number, actor: Actor) {
    return db.transaction(async (tx) => {
      if (!(await repo.findCategory(tx, merchant.id, id))) throw new ApiError('not_found', 'No such help category', { field: 'id' });
      if ((await repo.countArticles(tx, merchant.id, id)) > 0) throw new ApiError('conflict', 'Move or remove its articles first', { field: 'id' });
      const row = (await repo.removeCategory(tx, merchant.id, id))!;
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'content.help.category.delete', target: String(id), detail: { key: row.key } });
      return { deleted: true };
    });
  }

  /** @throws validation_failed when the category is unknown or the English text is empty; conflict when the key is taken. */
  async function createArticle(merchant: ResolvedMerchant, input: HelpArticleInput, actor: Actor) {
    const now = deps.clock.now();
    return keyTakenAsConflict('article', () =>
      db.transaction(async (tx) => {
        await assertArticleFits(tx, merchant.id, input);
        const row = await repo.insertArticle(tx, { ...articleValues(input, now), merchantId: merchant.id, createdAt: now });
        await deps.audit.record(tx, {
          merchantId: merchant.id,
          actor,
          action: 'content.help.article.create',
          target: String(row.id),
          detail: articleAudit(row),
        });
        return toArticle(row);
      }),
    );
  }

  /** @throws not_found when the article is not this merchant's; as createArticle otherwise. */
  async function updateArticle(merchant: ResolvedMerchant, id: number, input: HelpArticleInput, actor: Actor) {
    const now = deps.clock.now();
    return keyTakenAsConflict('article', () =>
      db.transaction(async (tx) => {
        const before = await repo.findArticle(tx, merchant.id, id);
        if (!before) throw new ApiError('not_found', 'No such help article', { field: 'id' });
        await assertArticleFits(tx, merchant.id, input, id);
        const row = (await repo.updateArticle(tx, merchant.id, id, articleValues(input, now)))!;
        const detail = { before: articleAudit(before), after: articleAudit(row) };
        await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'content.help.article.update', target: String(id), detail });
        return toArticle(row);
      }),
    );
  }

  /** @throws not_found when the article is not this merchant's. */
  async function removeArticle(merchant: ResolvedMerchant, id: number, actor: Actor) {
    return db.transaction(async (tx) => {
      const row = await repo.removeArticle(tx, merchant.id, id);
      if (!row) throw new ApiError('not_found', 'No such help article', { field: 'id' });
      await deps.audit.record(tx, { merchantId: merchant.id, actor, action: 'content.help.article.delete', target: String(id), detail: { key: row.key } });
      return { deleted: true };
    });
  }

  return { centre, article, list, createCategory, updateCategory, removeCategory, createArticle, updateArticle, removeArticle };
}

export type HelpService = ReturnType<typeof createHelpService>;
