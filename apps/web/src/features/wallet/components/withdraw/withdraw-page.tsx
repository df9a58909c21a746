// Withdraw (withdraw): paid withdrawals waiting for the member's confirmation first, then
// what setting up is still missing, the bank accounts on file, the request (bounds, count left today,
// payment password), and the history.
import type { Withdrawal } from '@orbit/contracts/payments';
import { ArrowUpFromLine, CreditCard, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { useBankAccounts } from '../../api/get-bank-accounts.ts';
import { useWithdrawInfo } from '../../api/get-withdraw-info.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { Money } from '../parts/money.tsx';
import { BankAccounts } from './bank-accounts.tsx';
import { SetupNeeded } from './setup-needed.tsx';
import { WithdrawForm } from './withdraw-form.tsx';
import { WithdrawalConfirmation, type Outcome } from './withdrawal-confirmation.tsx';
import { WithdrawalHistory } from './withdrawal-history.tsx';

export function WithdrawPage() {
  const { t } = useTranslation();
  const info = useWithdrawInfo();
  const accounts = useBankAccounts();
  const [chosen, setChosen] = useState<number | null>(null);
  const [done, setDone] = useState<Withdrawal | null>(null);
  const [answered, setAnswered] = useState<Outcome | null>(null);

  if (info.isPending || accounts.isPending) return <Skeleton rows={4} />;
  if (!info.data || !accounts.data)
    return (
      <div className="space-y-3">
        <FormMessage kind="error">{t(errorKey(info.error ?? accounts.error))}</FormMessage>
        <Button
          variant="secondary"
          onClick={() => {
            void info.refetch();
            void accounts.refetch();
          }}
        >
          <RefreshCw className="size-4" aria-hidden />
          {t('app.tryAgain')}
        </Button>
      </div>
    );

  const data = info.data;
  const list = accounts.data.items;
  const selected = list.find((account) => account.id === chosen)?.id ?? list[0]?.id ?? null;
  const left = Math.max(0, data.dailyCount - data.usedToday);
  const ready = data.realName !== null && data.hasPaymentPassword && list.length > 0 && left > 0;

  return (
    <div className="space-y-6">
      {answered ? (
        <FormMessage kind={answered === 'received' ? 'success' : 'info'}>
          <span data-testid="confirm-done">{t(`wallet.confirm.done.${answered}`)}</span>
        </FormMessage>
      ) : null}
      {data.awaitingConfirmation.map((withdrawal) => (
        <WithdrawalConfirmation key={withdrawal.id} withdrawal={withdrawal} onDone={setAnswered} />
      ))}
      <SetupNeeded purpose="withdraw" realName={data.realName === null} paymentPassword={!data.hasPaymentPassword} />

      <Panel
        id="withdraw-accounts"
        icon={CreditCard}
        title={t('wallet.bank.title')}
        subtitle={data.realName ? t('wallet.bank.subtitle', { name: data.realName }) : undefined}
      >
        <BankAccounts
          accounts={list}
          banks={accounts.data.banks}
          max={accounts.data.max}
          realName={accounts.data.realName ?? data.realName}
          canAdd={data.hasPaymentPassword}
          selected={selected}
          onSelect={setChosen}
        />
      </Panel>

      <Panel id="withdraw-form" icon={ArrowUpFromLine} title={t('wallet.withdraw.title')}>
        <dl className="mb-5 grid grid-cols-2 gap-3 rounded-xl border border-border bg-background/60 p-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs text-text-muted">{t('wallet.withdraw.available')}</dt>
            <dd className="font-semibold text-accent" data-testid="withdraw-available">
              <Money amount={data.mainBalance} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-text-muted">{t('wallet.withdraw.bounds')}</dt>
            <dd className="font-semibold">
              <Money amount={data.min} /> – <Money amount={data.max} />
            </dd>
          </div>
          <div>
            <dt className="text-xs text-text-muted">{t('wallet.withdraw.leftToday')}</dt>
            <dd className="font-semibold" data-testid="withdraw-left-today">
              {t('wallet.withdraw.leftTodayValue', { left, total: data.dailyCount })}
            </dd>
          </div>
        </dl>
        {done ? (
          <div className="mb-4">
            <FormMessage kind="success">
              <span data-testid="withdraw-done">{t('wallet.withdraw.done', { orderNo: done.orderNo })}</span>
            </FormMessage>
          </div>
        ) : null}
        {left === 0 ? (
          <div className="mb-4">
            <FormMessage kind="error">{t('wallet.withdraw.noneLeft')}</FormMessage>
          </div>
        ) : null}
        <WithdrawForm bankAccountId={selected} min={data.min} max={data.max} mainBalance={data.mainBalance} disabled={!ready} onDone={setDone} />
      </Panel>

      <WithdrawalHistory />
    </div>
  );
}
