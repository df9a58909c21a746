// What payments tells the member's inbox (docs/messages.md): a deposit approved or refused, a withdrawal paid.
// The port is handed in by app.ts (the inbox module implements it), so payments never imports the inbox; it
// is called inside the transaction that makes the change, so the message exists exactly when the change does.
import type { Tx } from '../../db/client.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';

export interface PaymentEvent {
  kind: 'deposit_approved' | 'deposit_refused' | 'withdrawal_paid';
  memberId: number;
  /** The order number. */
  reference: string;
  /** The decimal string of the wire ("100.00"). */
  amount: string;
  reason?: string | null;
}

export interface PaymentMessages {
  tell(tx: Tx, merchant: ResolvedMerchant, event: PaymentEvent): Promise<void>;
}

/** For a payments module built without an inbox (tests of payments alone). */
export const noPaymentMessages: PaymentMessages = { tell: async () => undefined };
