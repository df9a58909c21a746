// What the wallet needs from a transfer-mode vendor (docs/decisions/0011-ledger-and-transfer-wallets.md). Every request carries our
// unique reference; the vendor applies a reference at most once and answers a repeat with the first
// outcome, so re-sending after a lost answer is safe. The house vendor implements it in-process; an outside
// vendor's HTTP adapter (not written yet) would implement the same port.
export type TransferOutcome = 'succeeded' | 'failed';

export interface TransferRequest {
  merchantId: number;
  /** The player's name at the vendor: our member's username. */
  player: string;
  reference: string;
  /** Minor units, more than zero. */
  amount: bigint;
  currency: string;
}

export interface TransferVendorPort {
  readonly code: string;
  /** Money into the player's vendor wallet. A thrown error or a timeout means the outcome is unknown. */
  deposit(request: TransferRequest): Promise<TransferOutcome>;
  /** Money out of the player's vendor wallet ('failed' when the vendor balance is too low). */
  withdraw(request: TransferRequest): Promise<TransferOutcome>;
  /** What became of a reference; 'not_found' when the vendor never applied it. */
  status(request: { merchantId: number; reference: string }): Promise<TransferOutcome | 'not_found'>;
  /** The player's balance as the vendor sees it (for reconciliation with our view). */
  balance(request: { merchantId: number; player: string; currency: string }): Promise<bigint>;
}

export class VendorTimeout extends Error {
  constructor(vendor: string, ms: number) {
    super(`vendor ${vendor} did not answer within ${ms} ms`);
    this.name = 'VendorTimeout';
  }
}

/** A vendor call that gives up after `ms`; the caller treats that as an unknown outcome. */
export function withVendorTimeout<T>(vendor: string, ms: number, call: () => Promise<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new VendorTimeout(vendor, ms)), ms);
    call().then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error instanceof Error ? error : new Error(String(error)))),
    );
  });
}
