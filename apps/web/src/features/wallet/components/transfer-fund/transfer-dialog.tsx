// Moving money between the main wallet and one vendor wallet. The same requestId is sent again when the
// member retries after an answer that never came, so a retry never moves the money twice.
import { TRANSFER_DIRECTIONS, type VendorWallet } from '@orbit/contracts/wallet';
import { clsx } from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { useTransferFunds } from '../../api/transfer-funds.ts';
import { checkAmount } from '../../model/amount.ts';
import { ErrorWithAction } from '../../../../components/error-with-action.tsx';
import { errorCodeOf, errorKey } from '../../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { AmountField } from '../parts/amount-field.tsx';
import { Money, useFormatMoney } from '../parts/money.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { useAmountProblemText } from '../parts/use-amount-problem.ts';
import { useWalletSettings } from '../wallet-settings.tsx';

export interface TransferRequest {
  vendor: VendorWallet;
  direction: 'in' | 'out';
}

export function TransferDialog({
  request,
  vendors,
  mainBalance,
  onClose,
}: {
  request: TransferRequest | null;
  /** The wallets as they are now: balances shown in the open dialog follow each transfer made from it. */
  vendors: readonly VendorWallet[];
  mainBalance: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { exponent } = useWalletSettings();
  const transfer = useTransferFunds();
  const problemText = useAmountProblemText();
  const format = useFormatMoney();
  const ids = useRef(createRequestIds());
  const [direction, setDirection] = useState<'in' | 'out'>('in');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const vendor = request ? (vendors.find((v) => v.vendorCode === request.vendor.vendorCode) ?? request.vendor) : null;
  const { reset } = transfer;

  useEffect(() => {
    if (!request) return;
    setDirection(request.direction);
    setAmount('');
    setChecked(false);
    reset();
  }, [request, reset]);

  if (!vendor) return <Dialog open={false} />;
  const source = direction === 'in' ? mainBalance : vendor.balance;
  const bounds = { available: source };
  const check = checkAmount(amount, exponent, bounds);
  const problem = checked ? problemText(check, bounds) : null;
  const result = transfer.data?.transfer;
  const lowMainBalance =
    direction === 'in' &&
    ((checked && !check.ok && check.problem === 'insufficient') || (transfer.isError && errorCodeOf(transfer.error) === 'insufficient_funds'));
  const names = { main: t('wallet.fund.main'), vendor: vendor.vendorName };

  return (
    <Dialog open onOpenChange={(open) => (open || transfer.isPending ? undefined : onClose())}>
      <DialogContent title={t('wallet.fund.dialogTitle', { vendor: vendor.vendorName })}>
        <form
          noValidate
          className="space-y-4 p-5"
          onSubmit={(event) => {
            event.preventDefault();
            setChecked(true);
            if (!check.ok) return;
            transfer.mutate(
              { requestId: ids.current.idFor(`${vendor.vendorCode}:${direction}:${amount}`), vendorCode: vendor.vendorCode, direction, amount },
              {
                onSuccess: () => {
                  ids.current.settle();
                  setAmount('');
                  setChecked(false);
                },
                onError: (error) => (outcomeUnknown(error) ? undefined : ids.current.settle()),
              },
            );
          }}
        >
          <div role="radiogroup" aria-label={t('wallet.fund.direction')} className="grid grid-cols-2 gap-1 rounded-xl bg-background p-1">
            {TRANSFER_DIRECTIONS.map((option) => (
              <button
                key={option}
                type="button"
                role="radio"
                aria-checked={direction === option}
                onClick={() => {
                  setDirection(option);
                  transfer.reset();
                }}
                className={clsx(
                  'h-9 rounded-lg text-sm font-semibold transition',
                  direction === option ? 'bg-accent text-accent-text' : 'text-text-muted hover:text-text',
                )}
              >
                {t(option === 'in' ? 'wallet.fund.transferIn' : 'wallet.fund.transferOut')}
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2 rounded-xl border border-border bg-background/60 p-3 text-sm">
            <div className="min-w-0 flex-1">
              <div className="text-xs text-text-muted">{t('wallet.fund.from')}</div>
              <div className="truncate font-semibold">{direction === 'in' ? names.main : names.vendor}</div>
              <Money amount={source} className="text-xs text-text-muted" />
            </div>
            <ArrowRight className="size-4 shrink-0 text-accent rtl:rotate-180" aria-hidden />
            <div className="min-w-0 flex-1 text-end">
              <div className="text-xs text-text-muted">{t('wallet.fund.to')}</div>
              <div className="truncate font-semibold">{direction === 'in' ? names.vendor : names.main}</div>
              <Money amount={direction === 'in' ? vendor.balance : mainBalance} className="text-xs text-text-muted" />
            </div>
          </div>
          <AmountField
            label={t('wallet.amount.label')}
            value={amount}
            onChange={(value) => {
              setAmount(value);
              if (transfer.isSuccess) transfer.reset();
            }}
            all={source}
            error={problem}
            disabled={transfer.isPending}
            testId="transfer-amount"
          />
          {lowMainBalance ? (
            // Money in the main wallet comes from a deposit: offered right where the shortfall is said.
            <ErrorWithAction code="insufficient_funds" className="justify-start" testId="transfer-too-low" />
          ) : transfer.isError ? (
            <FormMessage kind="error">
              {t(errorKey(transfer.error))}
              {outcomeUnknown(transfer.error) ? ` ${t('wallet.common.retrySafe')}` : ''}
            </FormMessage>
          ) : null}
          {result ? (
            <FormMessage kind={result.status === 'succeeded' ? 'success' : result.status === 'pending' ? 'info' : 'error'}>
              {t(`wallet.fund.result.${result.status}`, { amount: format(result.amount), vendor: vendor.vendorName })}
            </FormMessage>
          ) : null}
          <div className="flex gap-2">
            <Button variant="ghost" size="lg" className="flex-1" onClick={onClose} disabled={transfer.isPending}>
              {t('wallet.common.close')}
            </Button>
            <SubmitButton busy={transfer.isPending} busyLabel={t('wallet.fund.transferring')} className="flex-[2]" testId="transfer-submit">
              {t('wallet.fund.confirm')}
            </SubmitButton>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
