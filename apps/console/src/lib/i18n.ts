// i18next set-up for the console: EN, MS and CN are complete; the choice is remembered per browser.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { findLanguage } from '@orbit/contracts/languages';
import en from '../locales/en.json';
import ms from '../locales/ms.json';
import cn from '../locales/cn.json';

export const CONSOLE_LANGUAGES = ['EN', 'MS', 'CN'] as const;
export type ConsoleLanguage = (typeof CONSOLE_LANGUAGES)[number];

const STORAGE_KEY = 'consoleLang';
const resources = { EN: en, MS: ms, CN: cn } as const;

/** The BCP 47 tag i18next and Intl use for a language code (CN → zh-CN). */
export function localeOf(code: ConsoleLanguage): string {
  return findLanguage(code)?.locale ?? 'en';
}

export function isConsoleLanguage(value: unknown): value is ConsoleLanguage {
  return typeof value === 'string' && (CONSOLE_LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): ConsoleLanguage {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
    if (isConsoleLanguage(stored)) return stored;
  } catch {
    // storage may be blocked; fall through to the browser's language
  }
  const browser = globalThis.navigator?.language?.toLowerCase() ?? '';
  if (browser.startsWith('zh')) return 'CN';
  if (browser.startsWith('ms')) return 'MS';
  return 'EN';
}

let current: ConsoleLanguage = storedLanguage();

export function currentLanguage(): ConsoleLanguage {
  return current;
}

export async function changeLanguage(code: ConsoleLanguage): Promise<void> {
  current = code;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, code);
  } catch {
    // not remembered, still switched
  }
  document.documentElement.lang = localeOf(code);
  await i18n.changeLanguage(localeOf(code));
}

export function initI18n() {
  void i18n.use(initReactI18next).init({
    resources: Object.fromEntries(CONSOLE_LANGUAGES.map((code) => [localeOf(code), { translation: resources[code] }])),
    lng: localeOf(current),
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = localeOf(current);
  return i18n;
}
