// The console's withdrawal queue (contracts/console-finance.ts): list, approve, reject and mark paid.
import { approveWithdrawalEndpoint, consoleWithdrawalsEndpoint, markWithdrawalPaidEndpoint, rejectWithdrawalEndpoint } from '@orbit/contracts/console-finance';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { WithdrawalReview } from './withdrawal-review.ts';

export function registerFinanceWithdrawalRoutes(kit: RouteKit, deps: { review: WithdrawalReview }) {
  const { review } = deps;
  kit.route(consoleWithdrawalsEndpoint, async ({ query, merchant }) => review.list(merchant, query), { compress: true });
  kit.route(approveWithdrawalEndpoint, async ({ request, params, merchant, operator }) => review.approve(merchant, operator, params.id, request.ip));
  kit.route(rejectWithdrawalEndpoint, async ({ request, params, body, merchant, operator }) =>
    review.reject(merchant, operator, params.id, body.reason, request.ip),
  );
  kit.route(markWithdrawalPaidEndpoint, async ({ request, params, body, merchant, operator }) =>
    review.markPaid(merchant, operator, params.id, body.payoutReference, request.ip),
  );
}
