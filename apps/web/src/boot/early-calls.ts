// Loaded by index.html as a script of its own (vite.config.ts builds it apart from the app), so it runs
// long before the app's bundle has arrived on a phone: it starts the two calls every page waits for, and
// once the settings name the home banner, it preloads that image so the largest picture of the home page
// downloads while the app still starts. The app takes the replies over (features/site/api/early-reply.ts).
// Self-contained on purpose: any import would make the browser fetch another file first.

declare global {
  interface Window {
    /** Replies (the parsed JSON envelope) in flight, by the URL the app's API client asks for. */
    __orbitEarlyCalls?: Record<string, Promise<unknown>>;
  }
}

interface BannerLike {
  groupName?: unknown;
  imageUrl?: unknown;
}

// The home routes (app/route-table.ts HOME_PATHS) and the choice of routes/home/home-banners.tsx.
const HOME_PATHS = ['/', '/index', '/index.html', '/home'];

function firstHomeBanner(banners: readonly BannerLike[]): string | null {
  const wide = window.matchMedia('(min-width: 768px)').matches;
  const phone = banners.filter((banner) => banner.groupName === 'm_home');
  const slides = !wide && phone.length > 0 ? phone : banners.filter((banner) => banner.groupName === 'w_home');
  const url = slides[0]?.imageUrl;
  return typeof url === 'string' && url ? url : null;
}

function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The headers the API client sends at boot (lib/api.ts: the language is EN until i18n has started). */
function bootHeaders(): Record<string, string> {
  const headers: Record<string, string> = { accept: 'application/json', Device: 'WEB', Language: 'EN' };
  try {
    const merchant = window.sessionStorage.getItem('merchant');
    if (merchant) headers.Merchant = merchant;
  } catch {
    // storage blocked: the server resolves the merchant by host
  }
  return headers;
}

function call(url: string): Promise<unknown> {
  const reply = fetch(url, { headers: bootHeaders(), credentials: 'same-origin' }).then((response) => response.json() as Promise<unknown>);
  reply.catch(() => undefined); // a reply the app never takes must not surface as an unhandled rejection
  return reply;
}

/** The replies the server already put in the page (apps/server site-page.ts), when it did. */
function replyInPage(): { whitelabel: unknown; status: unknown; statusUrl: string } | null {
  const block = document.getElementById('orbit-boot');
  if (!block?.textContent) return null;
  try {
    return JSON.parse(block.textContent) as { whitelabel: unknown; status: unknown; statusUrl: string };
  } catch {
    return null;
  }
}

const whitelabelUrl = '/wps/system/whitelabel';
const statusUrl = `/wps/system/status?${new URLSearchParams({ url: window.location.host }).toString()}`;
const inPage = replyInPage();
// The server preloads the banner itself when it fills the page; otherwise (Vite's dev server) do it here.
const whitelabel = inPage ? Promise.resolve(inPage.whitelabel) : call(whitelabelUrl);
const status = inPage && inPage.statusUrl === statusUrl ? Promise.resolve(inPage.status) : call(statusUrl);
window.__orbitEarlyCalls = { [whitelabelUrl]: whitelabel, [statusUrl]: status };

if (!inPage && HOME_PATHS.includes(window.location.pathname.toLowerCase())) {
  whitelabel
    .then((reply) => {
      const banners = (reply as { value?: { banners?: unknown } } | null)?.value?.banners;
      const url = Array.isArray(banners) ? firstHomeBanner(banners as BannerLike[]) : null;
      if (url) preloadImage(url);
    })
    .catch(() => undefined);
}

export {};
