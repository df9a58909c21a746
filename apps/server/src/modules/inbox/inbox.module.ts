// The inbox module put together for app.ts: platform messages (docs/messages.md) — the member's inbox with its
// unread count, the console's composer and sent log, the messages the platform writes on account events (the
// `accountMessages` port other modules are handed), and the unread count as a source of the member event
// stream.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { OperatorsService } from '../console/operators.service.ts';
import { createInboxHub, inboxEventSource } from './inbox.events.ts';
import { registerInboxRoutes } from './inbox.routes.ts';
import { createInboxService } from './inbox.service.ts';
import { createAccountMessages } from './platform-messages.ts';
import { createSending, type MemberDirectory } from './sending.ts';

export interface InboxModuleDeps extends PlatformDeps {
  audit: AuditService;
  operators: Pick<OperatorsService, 'list'>;
  members: MemberDirectory;
}

export function createInboxModule(deps: InboxModuleDeps) {
  const { app, database, clock, audit } = deps;
  const hub = createInboxHub(database, app.log);
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.close());
  const inbox = createInboxService({ database, clock, hub });
  const sending = createSending({ database, clock, audit, hub, members: deps.members });
  const accountMessages = createAccountMessages({ clock, hub });
  const operatorNames = async (merchantId: number) => new Map((await deps.operators.list(merchantId)).map((o) => [o.id, o.username] as const));
  return {
    services: { inbox, messageSending: sending, accountMessages },
    jobs: [] as JobDefinition[],
    /** Messages written on account events, inside the caller's transaction. */
    accountMessages,
    /** The unread count on the member event stream. */
    eventSource: inboxEventSource(hub, inbox.unread),
    registerRoutes({ kit }: RouteWiring) {
      registerInboxRoutes(kit, { inbox, sending, operatorNames });
    },
  };
}
