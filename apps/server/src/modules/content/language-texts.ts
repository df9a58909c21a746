// Texts kept per language ({ EN, MS?, CN? }, English required and the fallback), shared by the announcements
// and the help centre (docs/content.md).
import type { LanguageTexts } from '../../db/schema/content.ts';

/** The text in the reader's language, English where that one is missing or blank. */
export function inLanguage(texts: LanguageTexts, language: string): string {
  const own = language === 'MS' || language === 'CN' ? texts[language] : undefined;
  return own && own.trim() !== '' ? own : texts.EN;
}

/** Cleans every language and drops translations that are empty afterwards, so their readers get English. */
export function cleanTexts(texts: { EN: string; MS?: string | undefined; CN?: string | undefined }, clean: (value: string) => string): LanguageTexts {
  const out: LanguageTexts = { EN: clean(texts.EN) };
  for (const language of ['MS', 'CN'] as const) {
    const value = texts[language] === undefined ? '' : clean(texts[language]);
    if (value !== '') out[language] = value;
  }
  return out;
}
