// The wallet's console calls (contracts/console-finance.ts): member ledger, adjustments (and those held for a second operator), transfers, reconciliation.
import {
  adjustmentEndpoint,
  checkTransferEndpoint,
  consoleTransfersEndpoint,
  memberLedgerEndpoint,
  reconciliationEndpoint,
  runReconciliationEndpoint,
} from '@orbit/contracts/console-finance';
import { confirmAdjustmentEndpoint, pendingAdjustmentsEndpoint, rejectAdjustmentEndpoint } from '@orbit/contracts/console-approvals';
import type { RouteKit } from '../../plugins/endpoint.ts';
import type { AuthenticatedOperator } from '../console/console.types.ts';
import type { createFinanceConsole } from './finance.ts';

const actorOf = (operator: AuthenticatedOperator, ip: string) => ({ operatorId: operator.id, operatorName: operator.username, ip });

export function registerFinanceRoutes(kit: RouteKit, deps: { finance: ReturnType<typeof createFinanceConsole> }) {
  const { finance } = deps;
  kit.route(memberLedgerEndpoint, async ({ params, query, merchant }) => finance.memberLedger(merchant, params.id, query.page, query.pageSize));
  kit.route(adjustmentEndpoint, async ({ body, merchant, operator, request }) => finance.adjustments.adjust(merchant, body, actorOf(operator, request.ip)));
  kit.route(pendingAdjustmentsEndpoint, async ({ merchant }) => ({ items: await finance.adjustments.pending(merchant) }));
  kit.route(confirmAdjustmentEndpoint, async ({ params, merchant, operator, request }) =>
    finance.adjustments.confirm(merchant, params.id, actorOf(operator, request.ip)),
  );
  kit.route(rejectAdjustmentEndpoint, async ({ params, merchant, operator, request }) =>
    finance.adjustments.reject(merchant, params.id, actorOf(operator, request.ip)),
  );
  kit.route(consoleTransfersEndpoint, async ({ query, merchant }) => finance.transfers(merchant, query));
  kit.route(checkTransferEndpoint, async ({ params, merchant }) => finance.checkTransfer(merchant, params.id));
  kit.route(reconciliationEndpoint, async ({ query, merchant }) => finance.reconciliation(merchant, query.limit));
  kit.route(runReconciliationEndpoint, async ({ merchant }) => finance.runReconciliation(merchant));
}
