// Puts the legal pages (legal/templates.ts) into a merchant's help centre: the `legal` category and one
// published article per page. Only once: a merchant that has the category already keeps it as its operators
// left it (changed, unpublished or with pages removed), however often the seed runs.
import type { Tx } from '../../db/client.ts';
import * as repo from './help.repo.ts';
import { LEGAL_ARTICLE_KEYS, LEGAL_CATEGORY_KEY, LEGAL_CATEGORY_TITLE, legalPage } from './legal/templates.ts';
import { cleanTexts } from './language-texts.ts';
import { sanitiseContent } from './sanitise.ts';

export async function seedLegalPages(tx: Tx, merchant: { id: number; name: string }, now: Date): Promise<void> {
  if (await repo.findCategoryByKey(tx, merchant.id, LEGAL_CATEGORY_KEY)) return;
  const category = await repo.insertCategory(tx, {
    merchantId: merchant.id,
    key: LEGAL_CATEGORY_KEY,
    title: LEGAL_CATEGORY_TITLE,
    sortOrder: 100,
    published: true,
    createdAt: now,
    updatedAt: now,
  });
  for (const [index, key] of LEGAL_ARTICLE_KEYS.entries()) {
    const page = legalPage(key, merchant.name);
    await repo.insertArticleIfMissing(tx, {
      merchantId: merchant.id,
      categoryId: category.id,
      key,
      title: page.title,
      // Through the one sanitiser like everything an operator saves, so the stored HTML is what an edit keeps.
      content: cleanTexts(page.content, sanitiseContent),
      sortOrder: index * 10,
      published: true,
      createdAt: now,
      updatedAt: now,
    });
  }
}
