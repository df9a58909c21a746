// The help centre (docs/content.md): a merchant's help categories and articles, EN/MS/CN with English as the
// fallback, ordered and published by the operator. The legal pages (about, terms, privacy, affiliates, refund,
// responsible gaming) are articles of the `legal` category, seeded from templates and editable like any other.
// Article content is HTML that the server sanitises before storing it (ADR 0024).
import { z } from 'zod';
import { CONTENT_MAX, TITLE_MAX } from './announcements.ts';
import { defineEndpoint } from './endpoint.ts';
import { text } from './text.ts';

/** Keys of the articles the site links to by name: the footer's About list and the register form. */
export const LEGAL_ARTICLE_KEYS = ['about', 'terms', 'privacy', 'affiliates', 'refund', 'responsibleGaming'] as const;
export type LegalArticleKey = (typeof LEGAL_ARTICLE_KEYS)[number];
export const LEGAL_CATEGORY_KEY = 'legal';

/** A category's or article's key: the name a link uses (`/help?topic=terms`), unique per merchant. */
export const HELP_KEY_PATTERN = /^[a-zA-Z][a-zA-Z0-9-]{0,47}$/;
const helpKey = text().trim().regex(HELP_KEY_PATTERN, 'Letters, digits and dashes, starting with a letter, at most 48');

const title = text().trim().max(TITLE_MAX);
const perLanguage = <T extends z.ZodType>(schema: T) => z.object({ EN: schema, MS: schema.optional(), CN: schema.optional() });
const titles = perLanguage(title).refine((t) => t.EN.length > 0, { message: 'Input cannot be empty', path: ['EN'] });
const languageText = z.object({ EN: text(), MS: text().optional(), CN: text().optional() });

export const SEARCH_MAX = 100;

export const helpCategoryInputSchema = z.object({
  key: helpKey,
  title: titles,
  /** Smaller first. */
  sortOrder: z.number().int().min(0).max(9999),
  published: z.boolean(),
});
export type HelpCategoryInput = z.infer<typeof helpCategoryInputSchema>;

export const helpArticleInputSchema = z.object({
  categoryId: z.number().int().positive().max(2_147_483_647),
  key: helpKey,
  title: titles,
  content: perLanguage(text().max(CONTENT_MAX)),
  sortOrder: z.number().int().min(0).max(9999),
  published: z.boolean(),
});
export type HelpArticleInput = z.infer<typeof helpArticleInputSchema>;

export const helpCategorySchema = z.object({
  id: z.number().int(),
  key: text(),
  title: languageText,
  sortOrder: z.number().int(),
  published: z.boolean(),
  updatedAt: text(),
});
export type HelpCategory = z.infer<typeof helpCategorySchema>;

export const helpArticleSchema = z.object({
  id: z.number().int(),
  categoryId: z.number().int(),
  key: text(),
  title: languageText,
  /** Sanitised HTML per language. */
  content: languageText,
  sortOrder: z.number().int(),
  published: z.boolean(),
  updatedAt: text(),
});
export type HelpArticle = z.infer<typeof helpArticleSchema>;

/** An article in a reader's list: its key and title in the reader's language. */
const articleSummary = z.object({ id: z.number().int(), key: text(), title: text() });

export const helpCentreSchema = z.object({
  categories: z.array(z.object({ id: z.number().int(), key: text(), title: text(), articles: z.array(articleSummary) })),
});
export type HelpCentre = z.infer<typeof helpCentreSchema>;

export const helpArticleViewSchema = z.object({
  id: z.number().int(),
  key: text(),
  title: text(),
  /** Sanitised HTML in the reader's language (English where there is none). */
  content: text(),
  category: z.object({ key: text(), title: text() }),
  /** When it last changed (milliseconds since the epoch). */
  updatedAt: z.number().int(),
});
export type HelpArticleView = z.infer<typeof helpArticleViewSchema>;

export const helpCentreEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter',
  summary:
    "The merchant's published help categories and their articles' titles, ordered, in the Language header's language; with `search`, only the articles whose title or text contains it",
  tag: 'content',
  audience: 'public',
  query: z.object({ search: text().trim().max(SEARCH_MAX).optional() }),
  response: helpCentreSchema,
});

export const helpArticleEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/helpCenter/articles/:key',
  summary: "One published help article by its key (for example terms or privacy), in the Language header's language",
  tag: 'content',
  audience: 'public',
  params: z.object({ key: helpKey }),
  response: helpArticleViewSchema,
});

const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const consoleHelpCentreEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cms/help',
  summary: "The merchant's help categories and articles, published or not, in every language",
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.read',
  response: z.object({ categories: z.array(helpCategorySchema), articles: z.array(helpArticleSchema) }),
});

export const createHelpCategoryEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/help/categories',
  summary: 'Create a help category (its key unique for the merchant; audited)',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  body: helpCategoryInputSchema,
  response: helpCategorySchema,
});

export const updateHelpCategoryEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/help/categories/:id',
  summary: 'Change a help category (audited)',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  params: idParams,
  body: helpCategoryInputSchema,
  response: helpCategorySchema,
});

export const deleteHelpCategoryEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/cms/help/categories/:id',
  summary: 'Remove an empty help category (audited); one that still has articles is refused',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  params: idParams,
  response: z.object({ deleted: z.boolean() }),
});

export const createHelpArticleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/cms/help/articles',
  summary: 'Create a help article (content sanitised before it is stored; key unique for the merchant; audited)',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  body: helpArticleInputSchema,
  response: helpArticleSchema,
});

export const updateHelpArticleEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/cms/help/articles/:id',
  summary: 'Change a help article (content sanitised before it is stored; audited)',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  params: idParams,
  body: helpArticleInputSchema,
  response: helpArticleSchema,
});

export const deleteHelpArticleEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/cms/help/articles/:id',
  summary: 'Remove a help article (audited)',
  tag: 'console-content',
  audience: 'operator',
  permission: 'content.write',
  params: idParams,
  response: z.object({ deleted: z.boolean() }),
});
