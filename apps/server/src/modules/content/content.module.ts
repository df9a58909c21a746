// The content module put together for app.ts: the merchant's announcements (the home page's marquee, the
// notice modal and page, popups after login), the help centre with the legal pages, and the console's calls
// that publish them (docs/content.md).
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import { registerAnnouncementRoutes } from './announcements.routes.ts';
import { createAnnouncementsService } from './announcements.service.ts';
import { registerHelpRoutes } from './help.routes.ts';
import { createHelpService } from './help.service.ts';

export interface ContentModuleDeps extends PlatformDeps {
  audit: AuditService;
}

export function createContentModule(deps: ContentModuleDeps) {
  const announcements = createAnnouncementsService({ database: deps.database, clock: deps.clock, audit: deps.audit });
  const help = createHelpService({ database: deps.database, clock: deps.clock, audit: deps.audit });
  return {
    services: { announcements, help },
    jobs: [] as JobDefinition[],
    registerRoutes({ kit }: RouteWiring) {
      registerAnnouncementRoutes(kit, { announcements });
      registerHelpRoutes(kit, { help });
    },
  };
}
