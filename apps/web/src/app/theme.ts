// Applies the merchant's theme: each branding colour replaces its design token on :root.
import type { Branding, ThemeColourKey } from '@orbit/contracts/settings';

/** `surfaceRaised` → `--color-surface-raised`: the token names of styles.css. */
export function tokenName(key: ThemeColourKey): string {
  return `--color-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export function applyTheme(theme: Branding['theme'], root: HTMLElement = document.documentElement): void {
  for (const [key, colour] of Object.entries(theme.colours) as [ThemeColourKey, string][]) root.style.setProperty(tokenName(key), colour);
  root.classList.toggle('dark', theme.mode === 'dark');
  root.classList.toggle('light', theme.mode === 'light');
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.colours.background);
}
