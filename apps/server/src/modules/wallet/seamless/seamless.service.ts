// The seamless wallet's actions (docs/seamless-wallet.md, contracts/seamless.ts): a vendor authenticates a launched player,
// reads the balance, takes bets, pays wins and refunds bets. Each money call is one database transaction
// that records the vendor's transaction id (unique per vendor) and moves the ledger together, so a repeat
// finds the first answer and two calls for one player can never overdraw (the ledger refuses below zero).
// One file per action (seamless-<action>.ts) over what they share (seamless-core.ts).
import { createAuthenticate } from './seamless-authenticate.ts';
import { createBalance } from './seamless-balance.ts';
import { createSeamlessCore, type SeamlessDeps } from './seamless-core.ts';
import { createCredit } from './seamless-credit.ts';
import { createCreditBatch } from './seamless-credit-batch.ts';
import { createDebit } from './seamless-debit.ts';
import { createRollback } from './seamless-rollback.ts';

export { SeamlessError, type SeamlessCall } from './seamless-core.ts';

export type SeamlessWallet = ReturnType<typeof createSeamlessWallet>;

export function createSeamlessWallet(deps: SeamlessDeps) {
  const core = createSeamlessCore(deps);
  return {
    authenticate: createAuthenticate(core),
    balance: createBalance(core),
    debit: createDebit(core),
    credit: createCredit(core),
    rollback: createRollback(core),
    creditBatch: createCreditBatch(core),
  };
}
