// The settlement jobs (docs/agents.md). Each pass settles, in order, every complete period of its kinds not settled
// yet — after the merchant's last run, or from the first contract's start — once it has been closed for its
// grace (settlement.service.ts SETTLEMENT_GROUPS), then tries unpaid items again. The job runner's own period
// is only the trigger, so catchUp is 'latest': after downtime the first pass finds every missed period from
// agent_settlement_runs (at most 300 per kind and pass, the rest on the next ones). The triggers come more
// often than the periods they settle, because the runner's periods are aligned to UTC with no offset while a
// merchant's days start at its own midnight (16:00 UTC in Kuala Lumpur): a pass that finds nothing due costs
// one small read per kind and merchant, and this way a 5-minute window is paid within about 2 minutes of its
// grace, an hour within 5 minutes, and a day or dividend period within 15 minutes.
// afterClaim: the work opens its own transaction per period (one run commits or rolls back whole).
import type { JobDefinition } from '../../jobs/runner.ts';
import type { Settlement } from './settlement.service.ts';

export function settlementJobs(settlement: Settlement): JobDefinition[] {
  return [
    { name: 'agents.settle-realtime', periodSeconds: 60, catchUp: 'latest', mode: 'afterClaim', run: () => settlement.settleDue('realtime') },
    { name: 'agents.settle-hourly', periodSeconds: 300, catchUp: 'latest', mode: 'afterClaim', run: () => settlement.settleDue('hourly') },
    { name: 'agents.settle-daily', periodSeconds: 900, catchUp: 'latest', mode: 'afterClaim', run: () => settlement.settleDue('daily') },
  ];
}
