// Texts the operator writes per language (help categories and articles, announcements) are listed in the
// console's own language when written in it, and in English (always written) otherwise.
import { useTranslation } from 'react-i18next';
import { currentLanguage, type ConsoleLanguage } from './i18n.ts';

export interface LanguageTexts {
  EN: string;
  MS?: string;
  CN?: string;
}

/** The text in `language` when it has one, else the English one. */
export function textIn(texts: LanguageTexts, language: ConsoleLanguage): string {
  return texts[language]?.trim() ? (texts[language] as string) : texts.EN;
}

/** `textIn` for the console's current language; a language change renders the caller again. */
export function useTextInConsoleLanguage(): (texts: LanguageTexts) => string {
  useTranslation();
  const language = currentLanguage();
  return (texts) => textIn(texts, language);
}
