// The chat module put together for app.ts (docs/chat.md, ADR 0031): live chat between members or visitors
// and the merchant's operators, its desk in the console, and the chat as a source of the member event stream.
import type { JobDefinition } from '../../jobs/runner.ts';
import type { PlatformDeps, RouteWiring } from '../../plugins/module.ts';
import type { AuditService } from '../console/audit.service.ts';
import type { OperatorsService } from '../console/operators.service.ts';
import type { MembersService } from '../members/members.service.ts';
import { createChatDesk } from './chat.desk.ts';
import { createChatHub } from './chat.events.ts';
import { createChatProvider } from './chat.provider.ts';
import { registerChatRoutes } from './chat.routes.ts';
import { createChatService } from './chat.service.ts';

export interface ChatModuleDeps extends PlatformDeps {
  audit: AuditService;
  operators: OperatorsService;
  members: MembersService;
}

export function createChatModule(deps: ChatModuleDeps) {
  const { app, database, clock, audit } = deps;
  const hub = createChatHub(database, app.log);
  app.addHook('onReady', () => hub.start());
  app.addHook('onClose', () => hub.close());
  const chat = createChatService({
    database,
    clock,
    hub,
    members: { rankLevel: deps.members.directory.rankLevel },
    opensPerHour: deps.config.CHAT_OPENS_PER_HOUR,
  });
  const provider = createChatProvider({ database, clock, audit, members: { rankLevel: deps.members.directory.rankLevel } });
  const desk = createChatDesk({ database, clock, hub, audit, operators: deps.operators, chat });
  return {
    services: { chat, chatDesk: desk, chatHub: hub, chatProvider: provider },
    jobs: [] as JobDefinition[],
    /** New messages, typing and read marks on the member event stream. */
    eventSource: chat.memberEventSource,
    registerRoutes({ kit, app: server, resolveMerchant }: RouteWiring) {
      registerChatRoutes(kit, server, {
        chat,
        desk,
        hub,
        provider,
        resolveMerchant,
        authenticateMember: (authorization, merchant) => deps.members.authenticate(authorization, merchant),
        authenticateOperator: (authorization, merchantId) => deps.operators.authenticate(authorization, merchantId),
        memberIdOf: async (merchantId, username) => (await deps.members.directory.byUsername(merchantId, username))?.id,
        uploadsPerMinute: deps.config.LOGIN_RATE_LIMIT_PER_MINUTE,
      });
    },
  };
}
