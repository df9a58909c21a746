// Catalogue calls made from the shell (header menus, footer partner strip): every page shows them, so they
// must not pull zod into the first load. The endpoint is declared bare (its types only), and the API client
// arrives with the first call, as the site's boot calls do (features/site/api/load-contracts.ts).
import type { Endpoint, EndpointInput, EndpointReply } from '@orbit/contracts/endpoint';

export async function shellCall<E extends Endpoint>(declaration: Pick<E, 'method' | 'path'>, input?: EndpointInput<E>): Promise<EndpointReply<E>> {
  const { api } = await import('../../../lib/api.ts');
  return api.call(declaration as E, input);
}
