// The console's deposit queue and daily totals (contracts/console-finance.ts).
import { approveDepositEndpoint, consoleDepositsEndpoint, dailyTotalsEndpoint, rejectDepositEndpoint } from '@orbit/contracts/console-finance';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { DailyTotals } from './daily-totals.ts';
import type { DepositReview } from './deposit-review.ts';

export function registerFinanceDepositRoutes(kit: RouteKit, deps: { review: DepositReview; dailyTotals: DailyTotals }) {
  const { review, dailyTotals } = deps;
  kit.route(consoleDepositsEndpoint, async ({ query, merchant }) => review.list(merchant, query), { compress: true });
  kit.route(approveDepositEndpoint, async ({ request, params, merchant, operator }) => review.approve(merchant, operator, params.id, request.ip));
  kit.route(rejectDepositEndpoint, async ({ request, params, body, merchant, operator }) =>
    review.reject(merchant, operator, params.id, body.reason, request.ip),
  );
  kit.route(dailyTotalsEndpoint, async ({ query, merchant }) => dailyTotals.report(merchant, query.from, query.to), { compress: true });
}
