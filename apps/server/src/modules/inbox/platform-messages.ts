// Messages the platform writes itself when something happens to a member's account (docs/messages.md): a
// deposit approved or refused, a withdrawal paid, a bonus granted. The module that makes the event calls
// `tell` inside its own transaction, so the message exists exactly when the event committed, and once per
// event however often it is told (the event key is unique per merchant).
import type { MessageKind } from '@orbit/contracts/messages';
import { displayAmount } from '@orbit/contracts/money-format';
import { afterCommit, type Tx } from '../../db/client.ts';
import type { MessageTexts } from '../../db/schema/inbox.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ResolvedMerchant } from '../site/site.types.ts';
import type { InboxHub } from './inbox.events.ts';
import * as repo from './inbox.repo.ts';

/** An account event worth a message. `amount` is the decimal string of the wire ("100.00"). */
export interface AccountEvent {
  kind: Exclude<MessageKind, 'operator'>;
  memberId: number;
  /** The order number (deposit, withdrawal) or the bonus's own id: with the kind, it names the event. */
  reference: string;
  amount: string;
  /** Why a deposit was refused, as the member sees it on the deposit record. */
  reason?: string | null;
}

/** The port other modules are handed (payments now, a bonus module later). */
export interface AccountMessages {
  tell(tx: Tx, merchant: ResolvedMerchant, event: AccountEvent): Promise<void>;
}

type Texts = { title: string; body: (v: { order: string; amount: string; reason: string }) => string };

/** The words of each event in each language; {order}, {amount} and {reason} are filled in. */
const TEMPLATES: Record<AccountEvent['kind'], Record<'EN' | 'MS' | 'CN', Texts>> = {
  deposit_approved: {
    EN: { title: 'Deposit approved', body: (v) => `Your deposit ${v.order} of ${v.amount} has been approved and credited to your main wallet.` },
    MS: { title: 'Deposit diluluskan', body: (v) => `Deposit anda ${v.order} sebanyak ${v.amount} telah diluluskan dan dikreditkan ke dompet utama anda.` },
    CN: { title: '存款已批准', body: (v) => `您的存款 ${v.order}（${v.amount}）已批准，并已存入您的主钱包。` },
  },
  deposit_refused: {
    EN: { title: 'Deposit refused', body: (v) => `Your deposit ${v.order} of ${v.amount} was refused.${v.reason ? ` Reason: ${v.reason}` : ''}` },
    MS: { title: 'Deposit ditolak', body: (v) => `Deposit anda ${v.order} sebanyak ${v.amount} telah ditolak.${v.reason ? ` Sebab: ${v.reason}` : ''}` },
    CN: { title: '存款被拒绝', body: (v) => `您的存款 ${v.order}（${v.amount}）已被拒绝。${v.reason ? `原因：${v.reason}` : ''}` },
  },
  withdrawal_paid: {
    EN: {
      title: 'Withdrawal paid',
      body: (v) => `Your withdrawal ${v.order} of ${v.amount} has been paid to your bank account. Please confirm once you receive it.`,
    },
    MS: {
      title: 'Pengeluaran dibayar',
      body: (v) => `Pengeluaran anda ${v.order} sebanyak ${v.amount} telah dibayar ke akaun bank anda. Sila sahkan setelah anda menerimanya.`,
    },
    CN: { title: '提款已支付', body: (v) => `您的提款 ${v.order}（${v.amount}）已支付到您的银行账户，收到后请确认。` },
  },
  bonus_granted: {
    EN: { title: 'Bonus received', body: (v) => `A bonus of ${v.amount} has been credited to your wallet.` },
    MS: { title: 'Bonus diterima', body: (v) => `Bonus sebanyak ${v.amount} telah dikreditkan ke dompet anda.` },
    CN: { title: '奖金已到账', body: (v) => `${v.amount} 的奖金已存入您的钱包。` },
  },
};

export function textsOf(merchant: Pick<ResolvedMerchant, 'currencySymbol'>, event: AccountEvent): { title: MessageTexts; body: MessageTexts } {
  const values = { order: event.reference, amount: displayAmount(event.amount, merchant.currencySymbol), reason: event.reason?.trim() ?? '' };
  const templates = TEMPLATES[event.kind];
  return {
    title: { EN: templates.EN.title, MS: templates.MS.title, CN: templates.CN.title },
    body: { EN: templates.EN.body(values), MS: templates.MS.body(values), CN: templates.CN.body(values) },
  };
}

export function createAccountMessages(deps: { clock: Clock; hub: InboxHub }): AccountMessages {
  return {
    async tell(tx, merchant, event) {
      const created = await repo.insertMessage(tx, {
        merchantId: merchant.id,
        kind: event.kind,
        audience: 'member',
        audienceDetail: null,
        everyoneUpTo: null,
        ...textsOf(merchant, event),
        format: 'text',
        delivered: 1,
        eventKey: `${event.kind}:${event.reference}`,
        createdBy: null,
        createdAt: deps.clock.now(),
      });
      if (!created) return;
      await repo.insertRecipients(tx, merchant.id, created.id, [event.memberId]);
      afterCommit(tx, () => deps.hub.membersChanged(merchant.id, [event.memberId]));
    },
  };
}
