import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createQueryClient, Providers } from './app/providers.tsx';
import { router } from './app/router.tsx';
import { SiteGate } from './app/site-gate.tsx';
import { siteStatusQueryOptions } from './features/site/api/get-site-status.ts';
import { whitelabelQueryOptions } from './features/site/api/get-whitelabel.ts';
import { FALLBACK_LANGUAGE, initI18n, storedLanguage } from './lib/i18n.ts';

const queryClient = createQueryClient();
// Start the two calls every page needs while the language file loads.
void queryClient.prefetchQuery(whitelabelQueryOptions());
void queryClient.prefetchQuery(siteStatusQueryOptions(window.location.host));

await initI18n(storedLanguage() ?? FALLBACK_LANGUAGE);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <SiteGate>
        <RouterProvider router={router} />
      </SiteGate>
    </Providers>
  </StrictMode>,
);
