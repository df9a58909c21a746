// The site module put together for app.ts: merchants and their settings, which merchant a request is for,
// the site's calls and assets, and the jobs that end maintenance and prune unused assets.
import type { FastifyRequest } from 'fastify';
import type { JobDefinition } from '../../jobs/runner.ts';
import type { EncryptionService } from '../../plugins/encryption.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import { registerAssetRoutes, type OperatorAuthenticator } from './assets.routes.ts';
import { registerBannerArtRoute } from './banner-art.ts';
import { bannerImageFor } from '@orbit/contracts/banner-art';
import type { SitePageInput } from './site-page.ts';
import { findMerchantById } from './site.repo.ts';
import { registerSiteRoutes } from './site.routes.ts';
import { createSiteService, type AuditSink } from './site.service.ts';
import type { ResolvedMerchant } from './site.types.ts';

export interface SiteModuleDeps extends PlatformDeps {
  /** The console's audit log (the console module's audit service). */
  audit: AuditSink;
  operators: OperatorAuthenticator;
  encryption: EncryptionService;
}

export function createSiteModule(deps: SiteModuleDeps) {
  const { database, clock, config } = deps;
  const site = createSiteService({ database, clock, cacheMs: config.SETTINGS_CACHE_MS, audit: deps.audit, changes: deps.changes });
  const merchantById = async (id: number): Promise<ResolvedMerchant | undefined> => {
    const row = await findMerchantById(database.db, id);
    return row ? site.resolveMerchant({ code: row.code }) : undefined;
  };
  /** The Merchant header names the merchant; else the ?url a page asks about, else the request's host. */
  const resolveMerchant = (request: FastifyRequest) => {
    const header = request.headers.merchant;
    const url = (request.query as { url?: unknown } | undefined)?.url;
    const host = typeof url === 'string' && url ? hostOf(url) : request.host;
    return site.resolveMerchant({ code: typeof header === 'string' && header ? header : undefined, host });
  };
  const jobs: JobDefinition[] = [
    {
      name: 'site.end-expired-maintenance',
      periodSeconds: 60,
      catchUp: 'latest',
      run: async (tx) => ({ ended: await site.endExpiredMaintenance(tx) }),
    },
    {
      name: 'site.prune-unused-assets',
      periodSeconds: 86_400,
      catchUp: 'latest',
      run: async (tx) => ({ deleted: await site.pruneUnusedAssets(tx) }),
    },
  ];
  /** The site's page for this visitor's merchant (site-page.ts); an address no merchant owns gets the plain page. */
  const pageInput = async (request: FastifyRequest): Promise<SitePageInput | undefined> => {
    const merchant = await resolveMerchant(request).catch(() => undefined);
    if (!merchant) return undefined;
    const statusUrl = `/wps/system/status?${new URLSearchParams({ url: request.host }).toString()}`;
    return {
      path: request.url.split('?')[0] ?? '/',
      whitelabelReplyJson: `{"success":true,"value":${await site.whitelabelJson(merchant, request.ip)}}`,
      statusReplyJson: JSON.stringify({ success: true, value: site.status(merchant, request.ip) }),
      statusUrl,
      // The splash draws the banner a visitor gets first: the platform's art in the merchant's language.
      whitelabel: {
        branding: merchant.settings.branding,
        banners: merchant.settings.banners
          .filter((b) => b.enabled)
          .map((b) => ({ ...b, imageUrl: bannerImageFor(b.imageUrl, merchant.settings.general.defaultLang, 'visitor') })),
      },
    };
  };
  return {
    services: { site },
    pageInput,
    jobs,
    merchantById,
    resolveMerchant,
    registerRoutes({ kit, app }: RouteWiring) {
      registerSiteRoutes(kit, { site, encryption: deps.encryption });
      registerAssetRoutes(app, { site, operators: deps.operators, resolveMerchant });
      registerBannerArtRoute(app);
    },
  };
}

function hostOf(url: string): string {
  try {
    return new URL(url.includes('://') ? url : `http://${url}`).host;
  } catch {
    return url;
  }
}
