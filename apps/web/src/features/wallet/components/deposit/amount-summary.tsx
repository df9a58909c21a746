import type { DepositMethod } from '@orbit/contracts/payments';
import { useTranslation } from 'react-i18next';
import { depositFee, fromMinor, toMinor } from '../../model/amount.ts';
import { Money } from '../parts/money.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';

/** What the member pays, the fee, and what reaches the wallet once approved. */
export function AmountSummary({ method, amountMinor }: { method: DepositMethod; amountMinor: bigint }) {
  const { t } = useTranslation();
  const { exponent } = useWalletSettings();
  const fee = depositFee(amountMinor, method.feePercent, toMinor(method.feeFixed, exponent) ?? 0n);
  const credited = amountMinor - fee;
  return (
    <dl className="grid grid-cols-3 gap-2 rounded-xl border border-border bg-background/60 p-3 text-sm">
      <div>
        <dt className="text-xs text-text-muted">{t('wallet.deposit.youPay')}</dt>
        <dd className="font-semibold">
          <Money amount={fromMinor(amountMinor, exponent)} />
        </dd>
      </div>
      <div>
        <dt className="text-xs text-text-muted">{t('wallet.deposit.fee')}</dt>
        <dd className="font-semibold">
          <Money amount={fromMinor(fee, exponent)} />
        </dd>
      </div>
      <div>
        <dt className="text-xs text-text-muted">{t('wallet.deposit.youGet')}</dt>
        <dd className="font-semibold text-success">
          <Money amount={fromMinor(credited > 0n ? credited : 0n, exponent)} />
        </dd>
      </div>
    </dl>
  );
}
