import { outboxEndpoint } from '@orbit/contracts/console-members';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { MessagingService } from './messaging.service.ts';

export function registerMessagingRoutes(kit: RouteKit, deps: { messaging: MessagingService }) {
  kit.route(outboxEndpoint, ({ operator, query }) => deps.messaging.listOutbox(operator.merchantId, query), { compress: true });
}
