// The support module put together for app.ts (docs/support.md): what members and visitors send the operator —
// feedback and complaints with images, answered in the console, and applications to join the agent programme,
// approved into agent accounts by the members module or rejected with a reason.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { OperatorsService } from '../console/operators.service.ts';
import type { MembersService } from '../members/members.service.ts';
import type { MessagingService } from '../messaging/messaging.service.ts';
import { registerApplicationRoutes } from './applications.routes.ts';
import { createApplicationsService } from './applications.service.ts';
import { registerFeedbackRoutes } from './feedback.routes.ts';
import { createFeedbackService } from './feedback.service.ts';

export interface SupportModuleDeps extends PlatformDeps {
  audit: AuditService;
  operators: OperatorsService;
  members: MembersService;
  messaging: MessagingService;
}

export function createSupportModule(deps: SupportModuleDeps) {
  const { database, clock, audit } = deps;
  const feedback = createFeedbackService({ database, clock, audit });
  const applications = createApplicationsService({ database, clock, audit, members: deps.members, messaging: deps.messaging, log: deps.log });
  return {
    services: { feedback, applications },
    jobs: [] as JobDefinition[],
    registerRoutes({ kit, app, resolveMerchant }: RouteWiring) {
      registerFeedbackRoutes(kit, app, {
        feedback,
        resolveMerchant,
        authenticateMember: (authorization, merchant) => deps.members.authenticate(authorization, merchant),
        authenticateOperator: (authorization, merchantId) => deps.operators.authenticate(authorization, merchantId),
        uploadsPerMinute: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE,
      });
      registerApplicationRoutes(kit, { applications });
    },
  };
}
