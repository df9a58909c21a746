// Display helpers shared by the pages: merchant-zone date-times and per-language texts with EN fallback.
export { formatDateTime } from '@orbit/contracts/format';

/** The merchant's default zone when the settings are not known yet (docs/conventions.md: Malaysia, UTC+8). */
export const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * Picks the text for a language from a per-language record (keys may be `EN` or `en`), falling back to EN
 * and then to any non-empty text, so an operator who filled in only one language still shows something.
 */
export function pickLocalized(texts: Record<string, string> | null | undefined, languageCode: string): string {
  if (!texts) return '';
  const wanted = [languageCode.toUpperCase(), 'EN'];
  for (const code of wanted) {
    for (const [key, value] of Object.entries(texts)) {
      if (key.toUpperCase() === code && value.trim()) return value;
    }
  }
  return Object.values(texts).find((value) => value.trim()) ?? '';
}

/** Turns a path served by our API into an absolute URL (QR codes must carry the full address). */
export function absoluteUrl(pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, window.location.origin).toString();
  } catch {
    return pathOrUrl;
  }
}
