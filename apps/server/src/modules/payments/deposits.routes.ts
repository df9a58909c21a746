// The member's deposit calls (contracts/payments.ts): methods, bank transfer, online payment, the list,
// and the deposit limits of responsible gaming.
import {
  bankDepositEndpoint,
  depositLimitsEndpoint,
  depositMethodsEndpoint,
  depositsEndpoint,
  onlineDepositEndpoint,
  setDepositLimitsEndpoint,
} from '@orbit/contracts/payments';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { DepositLimitsService } from './deposit-limits.ts';
import type { DepositsService } from './deposits.service.ts';

export function registerDepositRoutes(kit: RouteKit, deps: { deposits: DepositsService; limits: DepositLimitsService; rateLimitPerMinute: number }) {
  const { deposits, limits } = deps;
  const guarded = { rateLimitPerMinute: deps.rateLimitPerMinute };

  kit.route(depositMethodsEndpoint, async ({ merchant, member }) => deposits.methods(merchant, member.id));
  kit.route(bankDepositEndpoint, async ({ body, merchant, member }) => deposits.bankDeposit(merchant, member, body), guarded);
  // The gateway sends the member back to the site it came from.
  kit.route(
    onlineDepositEndpoint,
    async ({ request, body, merchant, member }) => deposits.onlineDeposit(merchant, member, body, `${request.protocol}://${request.host}`),
    guarded,
  );
  kit.route(depositsEndpoint, async ({ query, merchant, member }) => deposits.list(merchant, member.id, query));
  kit.route(depositLimitsEndpoint, async ({ merchant, member }) => limits.status(merchant, member.id));
  kit.route(setDepositLimitsEndpoint, async ({ request, body, merchant, member }) => limits.set(merchant, member, body, request.ip));
}
