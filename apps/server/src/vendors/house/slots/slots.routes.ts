// The house slots' calls (contracts/house-slots.ts), answered for the merchant the request names.
import { slotSeedsEndpoint, slotSessionEndpoint, slotSpinEndpoint } from '@orbit/contracts/house-slots';
import type { RouteKit } from '../../../plugins/endpoint.ts';
import type { HouseSlots } from './slots.service.ts';

export function registerHouseSlotRoutes(kit: RouteKit, deps: { slots: HouseSlots; spinsPerMinute: number }) {
  kit.route(slotSessionEndpoint, ({ merchant, body }) => deps.slots.session(merchant, body));
  kit.route(slotSpinEndpoint, ({ merchant, body }) => deps.slots.spin(merchant, body), { rateLimitPerMinute: deps.spinsPerMinute });
  kit.route(slotSeedsEndpoint, ({ merchant, body }) => deps.slots.rotateSeeds(merchant, body));
}
