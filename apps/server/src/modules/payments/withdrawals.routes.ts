// The member's withdrawal calls (contracts/payments.ts): bank accounts on file, the withdrawal screen, the
// request, the list and the confirmation of receipt.
import {
  addBankAccountEndpoint,
  bankAccountsEndpoint,
  confirmWithdrawalEndpoint,
  removeBankAccountEndpoint,
  withdrawalsEndpoint,
  withdrawEndpoint,
  withdrawInfoEndpoint,
} from '@orbit/contracts/payments';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { BankAccounts } from './bank-accounts.ts';
import type { WithdrawalsService } from './withdrawals.service.ts';

export function registerWithdrawalRoutes(kit: RouteKit, deps: { bankAccounts: BankAccounts; withdrawals: WithdrawalsService; rateLimitPerMinute: number }) {
  const { bankAccounts, withdrawals } = deps;
  // Calls that check the payment password are also limited per address (the password itself per member).
  const guarded = { rateLimitPerMinute: deps.rateLimitPerMinute };

  kit.route(bankAccountsEndpoint, async ({ merchant, member }) => bankAccounts.list(merchant, member.id));
  kit.route(addBankAccountEndpoint, async ({ request, body, merchant, member }) => bankAccounts.add(merchant, member, body, request.ip), guarded);
  kit.route(removeBankAccountEndpoint, async ({ request, params, merchant, member }) => bankAccounts.remove(merchant, member, params.id, request.ip));
  kit.route(withdrawInfoEndpoint, async ({ merchant, member }) => withdrawals.info(merchant, member.id));
  kit.route(withdrawEndpoint, async ({ body, merchant, member }) => withdrawals.request(merchant, member.id, body), guarded);
  kit.route(withdrawalsEndpoint, async ({ query, merchant, member }) => withdrawals.list(merchant, member.id, query));
  kit.route(confirmWithdrawalEndpoint, async ({ params, body, merchant, member }) => withdrawals.confirm(merchant, member.id, params.id, body));
}
