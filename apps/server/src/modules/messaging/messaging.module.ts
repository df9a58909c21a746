// The messaging module put together for app.ts: where SMS and e-mail go (the merchant's providers, or the
// console's outbox) and the outbox's calls.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import { registerMessagingRoutes } from './messaging.routes.ts';
import { createMessagingService } from './messaging.service.ts';

export function createMessagingModule(deps: PlatformDeps) {
  const messaging = createMessagingService({ database: deps.database, clock: deps.clock, log: deps.log });
  return {
    services: { messaging },
    jobs: [] as JobDefinition[],
    registerRoutes({ kit }: RouteWiring) {
      registerMessagingRoutes(kit, { messaging });
    },
  };
}
