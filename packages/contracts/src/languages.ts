// The languages the picker offers, each by its own name. Codes are upper-case short names (EN, MS, CN…) as every client sends them;
// `locale` is the BCP 47 tag used for formatting and for the <html lang> attribute.
export interface Language {
  code: string;
  locale: string;
  nativeName: string;
  dir?: 'rtl';
  /** Every text translated; the others fall back to EN where a text is missing. */
  complete?: true;
}

export const LANGUAGES: readonly Language[] = [
  { code: 'EN', locale: 'en', nativeName: 'English', complete: true },
  { code: 'MS', locale: 'ms', nativeName: 'Bahasa Melayu', complete: true },
  { code: 'CN', locale: 'zh-CN', nativeName: '简体中文', complete: true },
  { code: 'TW', locale: 'zh-TW', nativeName: '繁體中文' },
  { code: 'ID', locale: 'id', nativeName: 'Bahasa Indonesia' },
  { code: 'TH', locale: 'th', nativeName: 'ไทย' },
  { code: 'VI', locale: 'vi', nativeName: 'Tiếng Việt' },
  { code: 'TL', locale: 'fil', nativeName: 'Filipino' },
  { code: 'JA', locale: 'ja', nativeName: '日本語' },
  { code: 'KO', locale: 'ko', nativeName: '한국어' },
  { code: 'KM', locale: 'km', nativeName: 'ភាសាខ្មែរ' },
  { code: 'LO', locale: 'lo', nativeName: 'ລາວ' },
  { code: 'MY', locale: 'my', nativeName: 'မြန်မာ' },
  { code: 'HI', locale: 'hi', nativeName: 'हिन्दी' },
  { code: 'BN', locale: 'bn', nativeName: 'বাংলা' },
  { code: 'TA', locale: 'ta', nativeName: 'தமிழ்' },
  { code: 'TE', locale: 'te', nativeName: 'తెలుగు' },
  { code: 'NE', locale: 'ne', nativeName: 'नेपाली' },
  { code: 'SI', locale: 'si', nativeName: 'සිංහල' },
  { code: 'UR', locale: 'ur', nativeName: 'اردو', dir: 'rtl' },
  { code: 'AR', locale: 'ar', nativeName: 'العربية', dir: 'rtl' },
  { code: 'FA', locale: 'fa', nativeName: 'فارسی', dir: 'rtl' },
  { code: 'HE', locale: 'he', nativeName: 'עברית', dir: 'rtl' },
  { code: 'TR', locale: 'tr', nativeName: 'Türkçe' },
  { code: 'RU', locale: 'ru', nativeName: 'Русский' },
  { code: 'UK', locale: 'uk', nativeName: 'Українська' },
  { code: 'KK', locale: 'kk', nativeName: 'Қазақ тілі' },
  { code: 'UZ', locale: 'uz', nativeName: 'Oʻzbekcha' },
  { code: 'MN', locale: 'mn', nativeName: 'Монгол' },
  { code: 'PT', locale: 'pt', nativeName: 'Português' },
  { code: 'ES', locale: 'es', nativeName: 'Español' },
  { code: 'FR', locale: 'fr', nativeName: 'Français' },
  { code: 'DE', locale: 'de', nativeName: 'Deutsch' },
  { code: 'IT', locale: 'it', nativeName: 'Italiano' },
  { code: 'NL', locale: 'nl', nativeName: 'Nederlands' },
  { code: 'PL', locale: 'pl', nativeName: 'Polski' },
  { code: 'CS', locale: 'cs', nativeName: 'Čeština' },
  { code: 'RO', locale: 'ro', nativeName: 'Română' },
  { code: 'HU', locale: 'hu', nativeName: 'Magyar' },
  { code: 'EL', locale: 'el', nativeName: 'Ελληνικά' },
  { code: 'SV', locale: 'sv', nativeName: 'Svenska' },
  { code: 'DA', locale: 'da', nativeName: 'Dansk' },
  { code: 'FI', locale: 'fi', nativeName: 'Suomi' },
  { code: 'NO', locale: 'nb', nativeName: 'Norsk' },
];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [string, ...string[]];

export function findLanguage(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const upper = code.toUpperCase();
  return LANGUAGES.find((language) => language.code === upper);
}
