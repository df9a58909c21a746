// The console module put together for app.ts: the audit chain, the operators and their sessions, and the
// console's own calls (sign-in, operators, audit, job list).
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { SiteService } from '../site/site.service.ts';
import { createAuditService } from './audit.service.ts';
import { registerConsoleRoutes } from './console.routes.ts';
import { createDocsPass, DOCS_PASS_COOKIE } from './docs-pass.ts';
import { createOperatorsService } from './operators.service.ts';
import * as operatorsRepo from './operators.repo.ts';

export interface ConsoleModuleDeps extends PlatformDeps {
  /** The site module is built from this module's audit, so its service is reached once both exist. */
  site: () => SiteService;
}

export function createConsoleModule(deps: ConsoleModuleDeps) {
  const { database, clock, config } = deps;
  const audit = createAuditService({ database, clock });
  const operators = createOperatorsService({ database, clock, audit, sessionHours: config.OPERATOR_SESSION_HOURS, idleMinutes: config.OPERATOR_IDLE_MINUTES });
  const docsPass = createDocsPass({ appSecret: config.APP_SECRET, clock, authenticateSession: operators.authenticateSession });
  return {
    services: { audit, operators, docsPass },
    jobs: [] as JobDefinition[],
    /** Dead sessions and old sign-in failures, for the platform's hourly prune (jobs/system.jobs.ts). */
    pruneDeadSessions: operatorsRepo.pruneDead,
    /** Who may read /docs in production: the console's token (a script) or the pass cookie (a browser tab). */
    async authenticateDocsReader(request: { headers: { authorization?: string }; cookies: Record<string, string | undefined> }, merchantId: number) {
      if (request.headers.authorization) return operators.authenticate(request.headers.authorization, merchantId);
      return docsPass.verify(request.cookies[DOCS_PASS_COOKIE], merchantId);
    },
    registerRoutes({ kit, jobs }: RouteWiring) {
      registerConsoleRoutes(kit, {
        operators,
        audit,
        docsPass,
        site: deps.site(),
        jobs,
        loginRateLimit: config.LOGIN_RATE_LIMIT_PER_MINUTE,
        production: config.NODE_ENV === 'production',
      });
    },
  };
}
