// Queries of the help centre's tables; every one is scoped by merchant.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { helpArticles, helpCategories } from '../../db/schema/content.ts';

export type HelpCategoryRow = typeof helpCategories.$inferSelect;
export type HelpArticleRow = typeof helpArticles.$inferSelect;
export type HelpCategoryValues = Omit<typeof helpCategories.$inferInsert, 'id' | 'merchantId' | 'createdAt'>;
export type HelpArticleValues = Omit<typeof helpArticles.$inferInsert, 'id' | 'merchantId' | 'createdAt'>;

export async function categories(tx: Tx, merchantId: number) {
  return tx
    .select()
    .from(helpCategories)
    .where(eq(helpCategories.merchantId, merchantId))
    .orderBy(asc(helpCategories.sortOrder), asc(helpCategories.id))
    .limit(500);
}

export async function articles(tx: Tx, merchantId: number) {
  return tx.select().from(helpArticles).where(eq(helpArticles.merchantId, merchantId)).orderBy(asc(helpArticles.sortOrder), asc(helpArticles.id)).limit(2000);
}

/**
 * Published articles of published categories whose title or text in the language (English where the article
 * has none) contains the words. `%`, `_` and `\` are escaped, so they match themselves.
 */
export async function searchPublished(tx: Tx, merchantId: number, language: string, search: string) {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const inLanguage = (column: typeof helpArticles.title | typeof helpArticles.content) =>
    sql`coalesce(nullif(${column} ->> ${language}, ''), ${column} ->> 'EN')`;
  return tx
    .select({ id: helpArticles.id })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(
      and(
        eq(helpArticles.merchantId, merchantId),
        eq(helpArticles.published, true),
        eq(helpCategories.published, true),
        sql`(${inLanguage(helpArticles.title)} ilike ${pattern} or regexp_replace(${inLanguage(helpArticles.content)}, '<[^>]*>', ' ', 'g') ilike ${pattern})`,
      ),
    )
    .limit(200);
}

export async function publishedArticle(tx: Tx, merchantId: number, key: string) {
  const [row] = await tx
    .select({ article: helpArticles, category: helpCategories })
    .from(helpArticles)
    .innerJoin(helpCategories, eq(helpCategories.id, helpArticles.categoryId))
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.key, key), eq(helpArticles.published, true), eq(helpCategories.published, true)));
  return row;
}

export async function findCategory(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(helpCategories)
    .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id)));
  return row;
}

export async function findCategoryByKey(tx: Tx, merchantId: number, key: string) {
  const [row] = await tx
    .select()
    .from(helpCategories)
    .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.key, key)));
  return row;
}

export async function findArticle(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)));
  return row;
}

export async function findArticleByKey(tx: Tx, merchantId: number, key: string) {
  const [row] = await tx
    .select()
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.key, key)));
  return row;
}

export async function countArticles(tx: Tx, merchantId: number, categoryId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.categoryId, categoryId)));
  return row?.n ?? 0;
}

export async function insertCategory(tx: Tx, row: typeof helpCategories.$inferInsert) {
  const [created] = await tx.insert(helpCategories).values(row).returning();
  return created!;
}

export async function updateCategory(tx: Tx, merchantId: number, id: number, values: HelpCategoryValues) {
  const [row] = await tx
    .update(helpCategories)
    .set(values)
    .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id)))
    .returning();
  return row;
}

export async function removeCategory(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx
    .delete(helpCategories)
    .where(and(eq(helpCategories.merchantId, merchantId), eq(helpCategories.id, id)))
    .returning({ id: helpCategories.id, key: helpCategories.key });
  return row;
}

export async function insertArticle(tx: Tx, row: typeof helpArticles.$inferInsert) {
  const [created] = await tx.insert(helpArticles).values(row).returning();
  return created!;
}

/** Inserts the article unless the merchant already has one with its key (the seed's templates). */
export async function insertArticleIfMissing(tx: Tx, row: typeof helpArticles.$inferInsert) {
  await tx.insert(helpArticles).values(row).onConflictDoNothing();
}

export async function updateArticle(tx: Tx, merchantId: number, id: number, values: HelpArticleValues) {
  const [row] = await tx
    .update(helpArticles)
    .set(values)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning();
  return row;
}

export async function removeArticle(tx: Tx, merchantId: number, id: number) {
  const [row] = await tx
    .delete(helpArticles)
    .where(and(eq(helpArticles.merchantId, merchantId), eq(helpArticles.id, id)))
    .returning({ id: helpArticles.id, key: helpArticles.key });
  return row;
}
