import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { SiteGate } from './app/site-gate.tsx';
import { siteStatusQueryOptions } from './features/site/api/get-site-status.ts';
import { whitelabelQueryOptions } from './features/site/api/get-whitelabel.ts';
import { FALLBACK_LANGUAGE, initI18n, storedLanguage } from './lib/i18n.ts';
import { startSessionSharing } from './lib/session.ts';

/** Past this, the splash shows and the site follows when its settings arrive (SiteGate). */
const FIRST_SCREEN_WAIT_MS = 1500;

const queryClient = createQueryClient();
// The two calls every page needs (index.html's early script has usually started them already).
const settingsReady = queryClient.prefetchQuery(whitelabelQueryOptions());
// A new tab asks the open tabs of this browser for their session while the settings load (lib/session-share.ts).
const sessionReady = startSessionSharing();
void queryClient.prefetchQuery(siteStatusQueryOptions(window.location.host));

function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// The first render waits (index.html shows the same splash meanwhile) until it can show the page itself:
// rendering the splash first and the whole page on the settings' arrival costs a second render, one long
// task that a phone feels. A slow answer, or a site closed for maintenance, falls back to the splash.
// No top-level await: page chunks import the app chunk (this module's), which would then wait on itself.
async function start(): Promise<void> {
  await initI18n(storedLanguage() ?? FALLBACK_LANGUAGE);
  await Promise.race([Promise.all([settingsReady, routerReady(), sessionReady]), new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]);

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // A transition: React renders the page in slices, leaving the main thread free in between.
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers queryClient={queryClient}>
          <SiteGate>
            <RouterProvider router={router} />
          </SiteGate>
        </Providers>
      </StrictMode>,
    ),
  );
}

void start();
