// i18next set-up. EN ships with the app (it is every other language's fallback, so every visit needs it,
// and fetching it apart cost the first render a round trip); every other language is its own chunk
// (src/locales/<code>.json), fetched when chosen. Languages without a file show EN.
// The account screens' texts (register form, pattern hints, member centre: src/locales/account/<code>.json)
// are a chunk of their own, fetched with those screens' code (loadAccountTexts), so a visitor who only
// looks around never downloads them.
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { findLanguage, type Language } from '@orbit/contracts/languages';
import en from '../locales/en.json';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage.ts';

export const FALLBACK_LANGUAGE = 'EN';

type Bundle = Record<string, unknown>;
const loaders = import.meta.glob<{ default: Bundle }>('../locales/*.json');
const accountLoaders = import.meta.glob<{ default: Bundle }>('../locales/account/*.json');

function loaderFor(code: string): (() => Promise<{ default: Bundle }>) | undefined {
  return loaders[`../locales/${code.toLowerCase()}.json`];
}

async function loadBundle(code: string): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    const loader = loaderFor(code);
    if (loader) i18next.addResourceBundle(code, 'translation', (await loader()).default, true, true);
  }
  if (accountTextsWanted) await loadAccountBundle(code);
}

let accountTextsWanted = false;
// A page opened straight at its address loads its chunk while i18next still starts; bundles can only be
// added once it has.
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));
const accountLoaded = new Set<string>();

async function loadAccountBundle(code: string): Promise<void> {
  if (accountLoaded.has(code)) return;
  const loader = accountLoaders[`../locales/account/${code.toLowerCase()}.json`];
  if (!loader) return;
  i18next.addResourceBundle(code, 'translation', (await loader()).default, true, true);
  accountLoaded.add(code);
}

/** Fetches the account screens' texts (EN as their fallback, and the current language); later language changes bring theirs too. */
export async function loadAccountTexts(): Promise<void> {
  accountTextsWanted = true;
  await ready;
  await Promise.all([loadAccountBundle(FALLBACK_LANGUAGE), loadAccountBundle(currentLanguage().code)]);
}

/** A lazy import that also brings the account texts, for the screens that use them. */
export function withAccountTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadAccountTexts()]).then(([module]) => module);
}

/** The visitor's own earlier choice (spec §3: localStorage hisLang, then lang), if it is a known language. */
export function storedLanguage(): string | null {
  const stored = readLocal(LOCAL_KEYS.historyLanguage) ?? readLocal(LOCAL_KEYS.language);
  return findLanguage(stored)?.code ?? null;
}

export function currentLanguage(): Language {
  return findLanguage(i18next.language) ?? (findLanguage(FALLBACK_LANGUAGE) as Language);
}

function applyToDocument(language: Language): void {
  const root = document.documentElement;
  root.lang = language.locale;
  root.dir = language.dir ?? 'ltr';
}

export async function initI18n(initialCode: string): Promise<void> {
  const language = findLanguage(initialCode) ?? (findLanguage(FALLBACK_LANGUAGE) as Language);
  await i18next.use(initReactI18next).init({
    lng: FALLBACK_LANGUAGE,
    fallbackLng: FALLBACK_LANGUAGE,
    resources: { [FALLBACK_LANGUAGE]: { translation: en } },
    partialBundledLanguages: true,
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  markReady();
  // A chosen language that fails to load still shows EN.
  await loadBundle(language.code).catch(() => undefined);
  applyToDocument(language);
  if (language.code !== FALLBACK_LANGUAGE) await i18next.changeLanguage(language.code);
}

/** Switches language, loading its texts first so the page never flashes untranslated keys. */
export async function changeLanguage(code: string, options: { remember: boolean } = { remember: true }): Promise<void> {
  const language = findLanguage(code);
  if (!language) return;
  await loadBundle(language.code).catch(() => undefined);
  // The document's direction first, so the re-render that changeLanguage triggers already lays out RTL.
  applyToDocument(language);
  await i18next.changeLanguage(language.code);
  if (options.remember) {
    writeLocal(LOCAL_KEYS.historyLanguage, language.code);
    writeLocal(LOCAL_KEYS.language, language.code);
  }
}
