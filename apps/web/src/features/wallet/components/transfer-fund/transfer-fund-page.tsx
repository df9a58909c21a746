// My wallet (transferFund): the main wallet and every vendor wallet, moving money in and out of a
// vendor wallet, "recall all", and the recent transfers. A transfer whose vendor answer is not known yet
// shows as pending (docs/wallet.md); it is never counted twice or lost.
import type { VendorWallet } from '@orbit/contracts/wallet';
import { ArrowDownToLine, ArrowUpFromLine, Gamepad2, RefreshCw, Undo2, Wallet } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ButtonLink } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { useWallets } from '../../api/get-wallets.ts';
import { useRecallAll } from '../../api/recall-all.ts';
import { toMinor } from '../../model/amount.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { createRequestIds, outcomeUnknown } from '../../../../lib/request-id.ts';
import { Money } from '../parts/money.tsx';
import { SubmitButton } from '../parts/submit-button.tsx';
import { useWalletSettings } from '../wallet-settings.tsx';
import { RecentTransfers } from './recent-transfers.tsx';
import { TransferDialog, type TransferRequest } from './transfer-dialog.tsx';
import { VendorWalletCard } from './vendor-wallet-card.tsx';

function RecallAll({ vendors }: { vendors: VendorWallet[] }) {
  const { t } = useTranslation();
  const { exponent } = useWalletSettings();
  const recall = useRecallAll();
  const ids = useRef(createRequestIds());
  const holding = vendors.some((vendor) => (toMinor(vendor.balance, exponent) ?? 0n) > 0n);
  const outcome = recall.data;
  const moved = outcome?.transfers.filter((transfer) => transfer.status === 'succeeded').length ?? 0;
  const pending = outcome?.transfers.filter((transfer) => transfer.status === 'pending').length ?? 0;
  const failed = outcome?.transfers.filter((transfer) => transfer.status === 'failed').length ?? 0;
  return (
    <div className="space-y-2">
      <SubmitButton
        type="button"
        variant="secondary"
        busy={recall.isPending}
        busyLabel={t('wallet.fund.recalling')}
        disabled={!holding}
        size="md"
        className="w-full sm:w-auto"
        testId="recall-all"
        onClick={() =>
          recall.mutate(ids.current.idFor('recall'), {
            onSuccess: () => ids.current.settle(),
            onError: (error) => (outcomeUnknown(error) ? undefined : ids.current.settle()),
          })
        }
      >
        <Undo2 className="size-4" aria-hidden />
        {t('wallet.fund.recallAll')}
      </SubmitButton>
      {recall.isError ? <FormMessage kind="error">{t(errorKey(recall.error))}</FormMessage> : null}
      {outcome ? (
        <FormMessage kind={failed > 0 ? 'error' : pending > 0 ? 'info' : 'success'}>
          {outcome.transfers.length === 0 ? t('wallet.fund.recallNothing') : t('wallet.fund.recallDone', { count: moved })}
          {pending > 0 ? ` ${t('wallet.fund.recallPending', { count: pending })}` : ''}
          {failed > 0 ? ` ${t('wallet.fund.recallFailed', { count: failed })}` : ''}
        </FormMessage>
      ) : null}
    </div>
  );
}

export function TransferFundPage() {
  const { t } = useTranslation();
  const wallets = useWallets();
  const [request, setRequest] = useState<TransferRequest | null>(null);

  if (wallets.isPending) return <Skeleton rows={4} />;
  if (!wallets.data)
    return (
      <div className="space-y-3">
        <FormMessage kind="error">{t(errorKey(wallets.error))}</FormMessage>
        <Button variant="secondary" onClick={() => void wallets.refetch()}>
          <RefreshCw className="size-4" aria-hidden />
          {t('app.tryAgain')}
        </Button>
      </div>
    );

  const data = wallets.data;
  const held = /[1-9]/.test(data.withdrawalHold);
  return (
    <div className="space-y-6">
      <section
        aria-labelledby="wallet-total"
        className="relative overflow-hidden rounded-2xl border border-accent/30 bg-gradient-to-br from-accent/20 via-surface-raised to-surface p-5"
      >
        <div className="pointer-events-none absolute -end-12 -top-16 size-48 rounded-full bg-accent/15 blur-3xl" aria-hidden />
        <div className="relative flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
          <div className="min-w-0">
            <h2 id="wallet-total" className="text-sm font-medium text-text-muted">
              {t('wallet.fund.total')}
            </h2>
            <Money amount={data.sumBalance} className="mt-1 block text-3xl font-bold tracking-tight text-accent" />
            <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap">
              <div className="flex flex-col">
                <dt className="text-xs text-text-muted">{t('wallet.fund.main')}</dt>
                <dd className="font-semibold" data-testid="main-balance">
                  <Money amount={data.mainBalance} />
                </dd>
              </div>
              {held ? (
                <div className="flex flex-col">
                  <dt className="text-xs text-text-muted">{t('wallet.fund.hold')}</dt>
                  <dd className="font-semibold">
                    <Money amount={data.withdrawalHold} />
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
          <div className="flex flex-wrap gap-2">
            <ButtonLink to="/member/depositv2" replace className="flex-1 sm:flex-none">
              <ArrowDownToLine className="size-4" aria-hidden />
              {t('wallet.fund.deposit')}
            </ButtonLink>
            <ButtonLink to="/member/withdraw" replace variant="outline" className="flex-1 sm:flex-none">
              <ArrowUpFromLine className="size-4" aria-hidden />
              {t('wallet.fund.withdraw')}
            </ButtonLink>
          </div>
        </div>
      </section>

      <Panel
        id="vendor-wallets"
        icon={Gamepad2}
        title={t('wallet.fund.vendorsTitle')}
        subtitle={t('wallet.fund.vendorsSubtitle')}
        action={data.vendors.length > 0 ? <RecallAll vendors={data.vendors} /> : undefined}
      >
        {data.vendors.length === 0 ? (
          <EmptyList icon={Wallet} title={t('wallet.fund.noVendorsTitle')}>
            {t('wallet.fund.noVendorsBody')}
          </EmptyList>
        ) : (
          <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {data.vendors.map((vendor) => (
              <li key={vendor.vendorCode}>
                <VendorWalletCard vendor={vendor} onTransfer={(direction) => setRequest({ vendor, direction })} />
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <RecentTransfers vendors={data.vendors} />
      <TransferDialog request={request} vendors={data.vendors} mainBalance={data.mainBalance} onClose={() => setRequest(null)} />
    </div>
  );
}
