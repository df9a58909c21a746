// The built-in sandbox payment gateway put together for app.ts: a separate party reached over signed HTTP,
// its API and payer pages, and the job that sends its webhooks again until our side takes them.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import { registerSandboxGatewayRoutes } from './routes.ts';
import { createSandboxGateway, type SandboxGatewayDeps } from './sandbox-gateway.ts';

export interface SandboxGatewayModuleDeps extends PlatformDeps {
  /** The gateway's account registry: the merchants' own gateway settings (payments.module.ts). */
  accounts: SandboxGatewayDeps['accounts'];
}

export function createSandboxGatewayModule(deps: SandboxGatewayModuleDeps) {
  const { app, database, clock, config, log, transport } = deps;
  const sandboxGateway = createSandboxGateway({ database, clock, publicUrl: config.PUBLIC_URL, transport, log, accounts: deps.accounts });
  app.addHook('onClose', () => sandboxGateway.settled());
  const jobs: JobDefinition[] = [
    {
      name: 'sandbox-gateway.deliver-webhooks',
      periodSeconds: 30,
      catchUp: 'latest',
      // Sends outside this job's transaction (the receiver needs the database while it answers).
      run: async () => {
        sandboxGateway.kick();
        return { started: true };
      },
    },
  ];
  return {
    services: { sandboxGateway },
    jobs,
    async registerRoutes({ app }: RouteWiring) {
      await registerSandboxGatewayRoutes(app, { gateway: sandboxGateway });
    },
  };
}
