// i18next set-up. EN ships with the app (it is every other language's fallback, so every visit needs it,
// and fetching it apart cost the first render a round trip); every other language is its own chunk
// (src/locales/<code>.json), fetched when chosen. Languages without a file show EN.
// Screen texts come in sets, each a chunk of its own fetched with those screens' code, so a visitor who
// only looks around never downloads them: the account screens' (register form, pattern hints, member
// centre: src/locales/account/<code>.json), the wallet screens' (src/locales/wallet/<code>.json), the games
// screens' (lobbies, /game: src/locales/games/<code>.json) and the house games' own screens (slots, tables,
// fishing: src/locales/house/<code>.json, fetched with a house game, so a lobby does not carry them) and the
// lottery screens' (src/locales/lottery/<code>.json, fetched with a lottery route) and the agent centre's
// (src/locales/agents/<code>.json, fetched with /agent) and the inbox's (src/locales/messages/<code>.json,
// fetched with the member centre's messages page).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { findLanguage, type Language } from '@orbit/contracts/languages';
import en from '../locales/en.json';
import { LOCAL_KEYS, readLocal, writeLocal } from './storage.ts';

export const FALLBACK_LANGUAGE = 'EN';

type Bundle = Record<string, unknown>;
const loaders = import.meta.glob<{ default: Bundle }>('../locales/*.json');
/**
 * Every screen text set's files, src/locales/<set>/<code>.json, in one glob (one list in the shell, not one per
 * set): account, wallet, games, house, lottery, agents, messages and support (the home page's lower sections,
 * feedback, Join us, the app guide and promotions: docs/support.md, docs/promotions.md). The sportsbook board's
 * (sportsboard, docs/sportsbook.md) comes with its screens' code instead (loadOwnTexts), as do the bet
 * slip's, my bets' and results' (betslip): the lobbies' first load has no room for more of this list.
 */
const textSetLoaders = import.meta.glob<{ default: Bundle }>(['../locales/*/*.json', '!../locales/sportsboard/*.json', '!../locales/betslip/*.json']);
/** A set of screen texts fetched with its screens. */
export type TextSet = 'account' | 'wallet' | 'games' | 'house' | 'lottery' | 'agents' | 'messages' | 'support' | 'sportsboard' | 'betslip';

function loaderFor(code: string): (() => Promise<{ default: Bundle }>) | undefined {
  return loaders[`../locales/${code.toLowerCase()}.json`];
}

async function loadBundle(code: string): Promise<void> {
  if (!i18next.hasResourceBundle(code, 'translation')) {
    const loader = loaderFor(code);
    if (loader) i18next.addResourceBundle(code, 'translation', (await loader()).default, true, true);
  }
  await Promise.all([...wantedSets].map((set) => loadTextSetBundle(set, code)));
}

const wantedSets = new Set<TextSet>();
// A page opened straight at its address loads its chunk while i18next still starts; bundles can only be
// added once it has.
let markReady: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (markReady = resolve));
const setsLoaded = new Set<string>();

async function loadTextSetBundle(set: TextSet, code: string): Promise<void> {
  const id = `${set}:${code}`;
  if (setsLoaded.has(id)) return;
  const loader = textSetLoaders[`../locales/${set}/${code.toLowerCase()}.json`];
  if (!loader) return;
  i18next.addResourceBundle(code, 'translation', (await loader()).default, true, true);
  setsLoaded.add(id);
}

/** Fetches text sets (EN as their fallback, and the current language); later language changes bring theirs too. */
export async function loadTexts(...sets: TextSet[]): Promise<void> {
  for (const set of sets) wantedSets.add(set);
  await ready;
  const codes = [...new Set([FALLBACK_LANGUAGE, currentLanguage().code])];
  await Promise.all(sets.flatMap((set) => codes.map((code) => loadTextSetBundle(set, code))));
}

/** Fetches a text set whose loaders its screens carry (keyed `../locales/<set>/<code>.json`, as above). */
export function loadOwnTexts(set: TextSet, own: typeof textSetLoaders): Promise<void> {
  Object.assign(textSetLoaders, own);
  return loadTexts(set);
}

/** A lazy import that also brings the given text sets, for the screens that use them. */
export function withTexts<T>(sets: readonly TextSet[], load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadTexts(...sets)]).then(([module]) => module);
}

/** Fetches the account screens' texts. */
export function loadAccountTexts(): Promise<void> {
  return loadTexts('account');
}

/** A lazy import that also brings the account texts, for the screens that use them. */
export function withAccountTexts<T>(load: () => Promise<T>): () => Promise<T> {
  return withTexts(['account'], load);
}

/** The visitor's own earlier choice (localStorage hisLang, then lang), if it is a known language. */
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
