// Catalogue calls from the shell (header menus, footer partner strip) and the lobbies: they must not pull zod
// into a page's first load. The call names its route (contracts/games-routes.ts, no schemas) and takes the
// endpoint's types only; the API client arrives with the first call, as the site's boot calls do
// (features/site/api/load-contracts.ts).
import type { Endpoint, EndpointInput, EndpointReply } from '@orbit/contracts/endpoint';

export async function lazyCall<E extends Endpoint>(route: Pick<E, 'method' | 'path'>, input?: EndpointInput<E>): Promise<EndpointReply<E>> {
  const { api } = await import('../../../lib/api.ts');
  return api.call(route as E, input);
}
