import { findLanguage, type Language } from '@orbit/contracts/languages';
import { useTranslation } from 'react-i18next';
import { FALLBACK_LANGUAGE } from './i18n.ts';

/** The language being shown; re-renders the caller when the visitor switches. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return findLanguage(i18n.language) ?? (findLanguage(FALLBACK_LANGUAGE) as Language);
}
