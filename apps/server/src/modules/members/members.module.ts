// The members module put together for app.ts: accounts, sign-in and sessions, security settings, the
// payees a withdrawal pays, the console's member pages, and the prune of old payment-password tries.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import type { SiteService } from '../site/site.service.ts';
import type { CaptchaService } from '../verification/captcha.service.ts';
import { forgotByEmailEndpoint } from '@orbit/contracts/member';
import type { ChallengeService } from '../verification/challenge.service.ts';
import { registerMemberAdminRoutes } from './admin.routes.ts';
import { acceptFormBodies } from './form-body.ts';
import { registerMemberRoutes } from './members.routes.ts';
import { createMembersService } from './members.service.ts';
import { createPayees } from './payees.ts';
import { registerSecurityRoutes } from './security.routes.ts';

export interface MembersModuleDeps extends PlatformDeps {
  audit: AuditService;
  messaging: MessagingService;
  captchas: CaptchaService;
  challenges: ChallengeService;
  site: SiteService;
}

export function createMembersModule(deps: MembersModuleDeps) {
  const { database, clock, config, captchas, challenges } = deps;
  const members = createMembersService({
    database,
    clock,
    audit: deps.audit,
    messaging: deps.messaging,
    human: { verifyCaptcha: (merchantId, id, answer) => captchas.verify(merchantId, id, answer), verifyChallenge: (solution) => challenges.verify(solution) },
  });
  const payees = createPayees({ database });
  const jobs: JobDefinition[] = [
    {
      name: 'members.prune-payment-password-tries',
      periodSeconds: 3600,
      catchUp: 'latest',
      run: async (tx, period) => ({ deleted: await members.paymentPasswords.pruneOld(tx, period.start) }),
    },
  ];
  const limit = config.LOGIN_RATE_LIMIT_PER_MINUTE;
  return {
    services: { members },
    jobs,
    payees,
    registerRoutes({ kit, app, resolveMerchant }: RouteWiring) {
      // The forgot-password form may post its own encoding (form-body.ts).
      acceptFormBodies(app, [forgotByEmailEndpoint.path]);
      registerMemberRoutes(kit, { members, loginRateLimit: limit });
      registerSecurityRoutes(kit, app, { members, site: deps.site, resolveMerchant, codeRateLimit: limit });
      registerMemberAdminRoutes(kit, { members });
    },
  };
}
