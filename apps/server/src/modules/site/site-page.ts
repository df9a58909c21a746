// The member site's index.html, made for the visitor's merchant: its name in the title, its colours from the
// first paint, a splash with its logo, the first home banner preloaded, and the two replies every page starts
// with (settings and status) as a JSON data block that the site's early script reads instead of calling
// again. A data block is not run, so the content security policy (script-src 'self') allows it.
import type { Whitelabel } from '@orbit/contracts/site';
import { THEME_COLOUR_KEYS } from '@orbit/contracts/settings';

export const BOOT_DATA_ID = 'orbit-boot';
const HEAD_MARK = '<!--orbit:head-->';
const SPLASH = /<!--orbit:splash-->[\s\S]*?<!--\/orbit:splash-->/;
// The home routes of the site (apps/web app/route-table.ts) and the width where it shows wide banners.
const HOME_PATHS = new Set(['/', '/index', '/index.html', '/home']);
const WIDE = '(min-width: 768px)';

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** JSON that cannot end its <script> element early or be read as HTML. */
export function jsonForHtml(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function tokenName(key: string): string {
  return `--color-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

export interface SitePageInput {
  path: string;
  /** The envelopes the site would get from its first two calls, as JSON. */
  whitelabelReplyJson: string;
  statusReplyJson: string;
  statusUrl: string;
  whitelabel: Pick<Whitelabel, 'branding' | 'banners'>;
}

function bannerPreloads(banners: Whitelabel['banners']): string {
  const wide = banners.find((b) => b.groupName === 'w_home')?.imageUrl;
  const phone = banners.find((b) => b.groupName === 'm_home')?.imageUrl ?? wide;
  const link = (href: string, media: string) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}" media="${media}">`;
  return [wide ? link(wide, WIDE) : '', phone ? link(phone, `not all and ${WIDE}`) : ''].join('');
}

/**
 * The page with its stylesheets written into it: the first paint then waits for no other request. Done once
 * per start; the page travels compressed, so the styles cost a few kilobytes a visit.
 */
export function inlineStylesheets(template: string, readAsset: (href: string) => string | undefined): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="(\/[^"]+\.css)"[^>]*>/g, (link, href: string) => {
    const css = readAsset(href);
    return css === undefined || /<\/style/i.test(css) ? link : `<style>${css}</style>`;
  });
}

export function renderSitePage(template: string, input: SitePageInput): string {
  const { branding, banners } = input.whitelabel;
  const colours = THEME_COLOUR_KEYS.map((key) => `${tokenName(key)}:${branding.theme.colours[key]}`).join(';');
  const boot = jsonForHtml(
    JSON.stringify({
      whitelabel: JSON.parse(input.whitelabelReplyJson) as unknown,
      status: JSON.parse(input.statusReplyJson) as unknown,
      statusUrl: input.statusUrl,
    }),
  );
  const head = [
    `<style>:root{${colours}}</style>`,
    branding.logoUrl ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(branding.logoUrl)}">` : '',
    `<script type="application/json" id="${BOOT_DATA_ID}">${boot}</script>`,
    HOME_PATHS.has(input.path.toLowerCase()) ? bannerPreloads(banners) : '',
  ].join('');
  const name = escapeHtml(branding.siteName);
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${name}" width="200" height="48" class="h-12 w-auto">`
    : `<span class="text-2xl font-bold text-text">${name}</span>`;
  const splash = `<div class="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background text-accent">${logo}<span role="status" aria-label="Loading…" class="inline-flex items-center"><span class="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"></span></span></div>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace('<meta name="theme-color" content="#0b1220" />', `<meta name="theme-color" content="${escapeHtml(branding.theme.colours.background)}" />`)
    .replace(HEAD_MARK, head)
    .replace(SPLASH, splash);
}
