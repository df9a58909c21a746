// The social sign-in module put together for app.ts: Google and Facebook over OpenID Connect, bound to the
// members' accounts.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { SiteService } from '../site/site.service.ts';
import { registerSocialRoutes } from './social.routes.ts';
import { createSocialService } from './social.service.ts';

export interface SocialModuleDeps extends PlatformDeps {
  audit: AuditService;
  members: MembersService;
  site: SiteService;
}

export function createSocialModule(deps: SocialModuleDeps) {
  const social = createSocialService({
    database: deps.database,
    clock: deps.clock,
    accounts: deps.members.socialAccounts,
    audit: deps.audit,
    log: deps.log,
    merchantByCode: (code) => deps.site.resolveMerchant({ code }),
  });
  return {
    services: {},
    jobs: [] as JobDefinition[],
    registerRoutes({ kit, app }: RouteWiring) {
      registerSocialRoutes(kit, app, { social, loginRateLimit: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE });
    },
  };
}
