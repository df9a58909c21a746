// The settlement jobs (issue 7). Each pass settles, in order, every complete period of its kinds not settled
// yet — after the merchant's last run, or from the first contract's start — once it has been closed for its
// grace (settlement.service.ts SETTLEMENT_GROUPS), then tries unpaid items again. The job runner's own period
// is only the trigger, so catchUp is 'latest': after downtime the first pass finds every missed period from
// agent_settlement_runs (at most 300 per kind and pass, the rest on the next ones), and one pass per job
// period is enough. The runner's periods are aligned to UTC with no offset, so a period is paid on the pass
// after its grace: a 5-minute window about 5 minutes after it closes, an hour about an hour after, a day or
// a dividend period on the first daily pass (00:00 UTC) at least 5 minutes after it closed.
// afterClaim: the work opens its own transaction per period (one run commits or rolls back whole).
import type { JobDefinition } from '../../jobs/runner.ts';
import type { Settlement } from './settlement.service.ts';

export function settlementJobs(settlement: Settlement): JobDefinition[] {
  return [
    { name: 'agents.settle-realtime', periodSeconds: 300, catchUp: 'latest', mode: 'afterClaim', run: () => settlement.settleDue('realtime') },
    { name: 'agents.settle-hourly', periodSeconds: 3600, catchUp: 'latest', mode: 'afterClaim', run: () => settlement.settleDue('hourly') },
    { name: 'agents.settle-daily', periodSeconds: 86_400, catchUp: 'latest', mode: 'afterClaim', run: () => settlement.settleDue('daily') },
  ];
}
