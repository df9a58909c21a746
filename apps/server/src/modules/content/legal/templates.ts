// The legal pages every merchant starts with (docs/content.md, "Legal pages"): About, Terms, Privacy,
// Affiliates, Refund and Responsible gaming, written for the platform in English, Malay and Chinese, with
// `{merchant}` standing for the merchant's name. They become ordinary help articles of the `legal` category,
// published, which the operator then edits in the console.
import { LEGAL_ARTICLE_KEYS, LEGAL_CATEGORY_KEY, type LegalArticleKey } from '@orbit/contracts/help-centre';
import type { LanguageTexts } from '../../../db/schema/content.ts';
import { CN } from './cn.ts';
import { EN } from './en.ts';
import { MS } from './ms.ts';

export type LegalTemplates = Record<LegalArticleKey, { title: string; html: string }>;

export const LEGAL_CATEGORY_TITLE: LanguageTexts = { EN: 'Legal and policies', MS: 'Undang-undang dan polisi', CN: '法律与政策' };
export { LEGAL_ARTICLE_KEYS, LEGAL_CATEGORY_KEY };

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One legal page in the three languages with the merchant's name put in (escaped inside the HTML). */
export function legalPage(key: LegalArticleKey, merchantName: string): { title: LanguageTexts; content: LanguageTexts } {
  const fill = (template: string, name: string) => template.replaceAll('{merchant}', name);
  const html = escapeHtml(merchantName);
  return {
    title: { EN: fill(EN[key].title, merchantName), MS: fill(MS[key].title, merchantName), CN: fill(CN[key].title, merchantName) },
    content: { EN: fill(EN[key].html, html), MS: fill(MS[key].html, html), CN: fill(CN[key].html, html) },
  };
}
