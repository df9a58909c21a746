// A transfer-wallet vendor for tests only: it keeps balances per player, applies each reference once (as the
// protocol requires), and can be told how to misbehave on the next calls: lose its answer after applying,
// drop the request without applying, refuse, or fail its status checks.
import type { TransferOutcome, TransferRequest, TransferVendorPort } from '../../src/modules/wallet/vendor-port.ts';

export type Behaviour = 'answer' | 'refuse' | 'lose-answer' | 'drop';

export function createTransferDouble(code = 'DOUBLE') {
  const balances = new Map<string, bigint>();
  const applied = new Map<string, TransferOutcome>();
  const plan: Behaviour[] = [];
  let statusFails = 0;
  const calls: string[] = [];

  function perform(request: TransferRequest, direction: 'in' | 'out'): TransferOutcome {
    const known = applied.get(request.reference);
    if (known) return known;
    const balance = balances.get(request.player) ?? 0n;
    const outcome: TransferOutcome = direction === 'out' && balance < request.amount ? 'failed' : 'succeeded';
    if (outcome === 'succeeded') balances.set(request.player, balance + (direction === 'in' ? request.amount : -request.amount));
    applied.set(request.reference, outcome);
    return outcome;
  }

  async function call(request: TransferRequest, direction: 'in' | 'out'): Promise<TransferOutcome> {
    calls.push(`${direction}:${request.reference}`);
    const behaviour = plan.shift() ?? 'answer';
    if (behaviour === 'drop') throw new Error('connection reset before the vendor read the request');
    if (behaviour === 'refuse') {
      applied.set(request.reference, 'failed');
      return 'failed';
    }
    const outcome = perform(request, direction);
    if (behaviour === 'lose-answer') throw new Error('socket hang up after the vendor applied the transfer');
    return outcome;
  }

  const port: TransferVendorPort = {
    code,
    deposit: (request) => call(request, 'in'),
    withdraw: (request) => call(request, 'out'),
    async status({ reference }) {
      calls.push(`status:${reference}`);
      if (statusFails > 0) {
        statusFails--;
        throw new Error('status endpoint timed out');
      }
      return applied.get(reference) ?? 'not_found';
    },
    async balance({ player }) {
      return balances.get(player) ?? 0n;
    },
  };

  return {
    port,
    calls,
    /** The next calls behave so, in order; later calls answer normally. */
    next(...behaviours: Behaviour[]) {
      plan.push(...behaviours);
    },
    /** The next `n` status checks fail. */
    failStatusChecks(n: number) {
      statusFails = n;
    },
    balanceOf: (player: string) => balances.get(player) ?? 0n,
  };
}
