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

/** The home page's first banner, as apps/web routes/home/home-banners.tsx picks it: m_home on phones when there is one. */
function firstBanners(banners: Whitelabel['banners']): { wide?: string; phone?: string; phoneIsWide: boolean } {
  const wide = banners.find((b) => b.groupName === 'w_home')?.imageUrl;
  const phoneBanner = banners.find((b) => b.groupName === 'm_home')?.imageUrl;
  return { wide, phone: phoneBanner ?? wide, phoneIsWide: phoneBanner === undefined };
}

function bannerPreloads(banners: Whitelabel['banners']): string {
  const { wide, phone } = firstBanners(banners);
  const link = (href: string, media: string) => `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(href)}" media="${media}">`;
  return [wide ? link(wide, WIDE) : '', phone ? link(phone, `not all and ${WIDE}`) : ''].join('');
}

// The banner boxes of the home page's carousel (apps/web home-banners.tsx: 1920×560 wide, 750×420 phone).
const SPLASH_BANNER_STYLE = `<style>.orbit-splash-banner{aspect-ratio:750/420}.orbit-splash-banner.orbit-wide{aspect-ratio:1920/560}@media ${WIDE}{.orbit-splash-banner{aspect-ratio:1920/560}}</style>`;

/**
 * The home page's first screen as the site will draw it, for an open site with home banners: the header bar
 * with the logo, and the first banner in the carousel's box (same width, same proportions). The visitor sees
 * the top of the page at once instead of a spinner, and when React draws the same banner in the same place
 * nothing moves. Its classes are the site's own (header.tsx, banner-carousel.tsx), so the inlined stylesheet
 * has them.
 */
function homeSplash(logo: string, banners: Whitelabel['banners'], alt: string): string | null {
  const { wide, phone, phoneIsWide } = firstBanners(banners);
  const phoneImage = phone ?? wide;
  if (!phoneImage) return null;
  const picture = [
    '<picture>',
    wide ? `<source media="${WIDE}" srcset="${escapeHtml(wide)}">` : '',
    `<img src="${escapeHtml(phoneImage)}" alt="${alt}" fetchpriority="high" class="orbit-splash-banner${phoneIsWide ? ' orbit-wide' : ''} block w-full object-cover">`,
    '</picture>',
  ].join('');
  return [
    '<div class="flex min-h-dvh flex-col bg-background">',
    '<span role="status" aria-label="Loading…" class="sr-only"></span>',
    '<div class="hidden h-11 border-b border-border/60 bg-background lg:block"></div>',
    `<div class="border-b border-border bg-surface"><div class="container-page flex h-14 items-center lg:h-16">${logo}</div></div>`,
    `<div class="container-page pt-4 sm:pt-6"><div class="overflow-hidden rounded-2xl border border-border bg-surface shadow-2xl shadow-black/30">${picture}</div></div>`,
    '</div>',
  ].join('');
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
  const home = HOME_PATHS.has(input.path.toLowerCase());
  const open = (JSON.parse(input.statusReplyJson) as { value?: { status?: number } }).value?.status === 0;
  const name = escapeHtml(branding.siteName);
  const headerLogo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${name}" class="h-7 w-auto max-w-[8rem] sm:h-8 sm:max-w-[9.5rem] lg:h-11 lg:max-w-none">`
    : `<span class="text-xl font-extrabold tracking-tight text-accent">${name}</span>`;
  const firstScreen = home && open ? homeSplash(headerLogo, banners, name) : null;
  const head = [
    `<style>:root{${colours}}</style>`,
    branding.logoUrl ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(branding.logoUrl)}">` : '',
    `<script type="application/json" id="${BOOT_DATA_ID}">${boot}</script>`,
    home ? bannerPreloads(banners) : '',
    firstScreen ? SPLASH_BANNER_STYLE : '',
  ].join('');
  const logo = branding.logoUrl
    ? `<img src="${escapeHtml(branding.logoUrl)}" alt="${name}" width="200" height="48" class="h-12 w-auto">`
    : `<span class="text-2xl font-bold text-text">${name}</span>`;
  const splash =
    firstScreen ??
    `<div class="flex min-h-dvh flex-col items-center justify-center gap-6 bg-background text-accent">${logo}<span role="status" aria-label="Loading…" class="inline-flex items-center"><span class="size-5 animate-spin rounded-full border-2 border-current border-t-transparent"></span></span></div>`;
  return template
    .replace(/<title>[^<]*<\/title>/, `<title>${name}</title>`)
    .replace('<meta name="theme-color" content="#0b1220" />', `<meta name="theme-color" content="${escapeHtml(branding.theme.colours.background)}" />`)
    .replace(HEAD_MARK, head)
    .replace(SPLASH, splash);
}
