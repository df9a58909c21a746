import { consoleDocsPassEndpoint } from '@orbit/contracts/console';
import { api } from '../../../lib/api.ts';

/**
 * Opens the API description in a new tab. The tab cannot send this console's session token, so the server is
 * first asked for a pass: a short-lived cookie for /docs tied to this session (docs/architecture.md, API
 * description). The tab is opened before the call, while the click still counts as the user's, so no popup
 * blocker stops it; it is pointed at /docs once the pass is set, and closed when the pass is refused.
 */
export async function openApiDescription(): Promise<void> {
  const tab = window.open('about:blank', '_blank');
  try {
    const pass = await api.call(consoleDocsPassEndpoint);
    if (tab) {
      tab.opener = null;
      tab.location.href = pass.path;
    } else window.location.assign(pass.path);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
