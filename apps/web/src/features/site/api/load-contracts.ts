// The two boot calls load the API client and the site contracts on demand. Both pull in zod, which on the
// first-load path would add ~30 KB gzipped before anything renders; this way it downloads in parallel
// with the app's start. Feature fetchers inside lazy route chunks import them statically as usual.
export function loadSiteApi() {
  return Promise.all([import('../../../lib/api.ts'), import('@orbit/contracts/site')]).then(([{ api }, contracts]) => ({ api, ...contracts }));
}
