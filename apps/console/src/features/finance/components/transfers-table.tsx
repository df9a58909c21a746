import { useTranslation } from 'react-i18next';
import { ArrowRight, RefreshCw } from 'lucide-react';
import type { z } from 'zod';
import type { consoleTransferSchema } from '@orbit/contracts/console-finance';
import { formatDateTime } from '@orbit/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useCheckTransfer } from '../api/check-transfer.ts';
import { MoneyText } from './money-text.tsx';
import { TransferStatusBadge } from './status-badges.tsx';

export type ConsoleTransfer = z.infer<typeof consoleTransferSchema>;

export interface TransfersTableProps {
  transfers: ConsoleTransfer[];
  currency: Currency;
  timeZone: string;
  canCheck: boolean;
}

/** Money moved between main wallets and vendor wallets; a pending one waits for the vendor's answer. */
export function TransfersTable({ transfers, currency, timeZone, canCheck }: TransfersTableProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const check = useCheckTransfer();

  const onCheck = async (transfer: ConsoleTransfer) => {
    try {
      const next = await check.mutateAsync(transfer.id);
      toast.success(t(`finance.checked.${next.status}`, { reference: next.reference }));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  return (
    <Table label={t('nav.transfers')}>
      <THead>
        <tr>
          <TH>{t('finance.member')}</TH>
          <TH>{t('finance.direction')}</TH>
          <TH className="text-right">{t('finance.amount')}</TH>
          <TH>{t('finance.status')}</TH>
          <TH>{t('finance.attempts')}</TH>
          <TH>{t('finance.time')}</TH>
          {canCheck ? <TH className="text-right">{t('common.actions')}</TH> : null}
        </tr>
      </THead>
      <tbody>
        {transfers.map((transfer) => {
          const main = t('finance.mainWallet');
          const vendor = t('finance.vendorWallet', { vendor: transfer.vendorCode });
          const [from, to] = transfer.direction === 'in' ? [main, vendor] : [vendor, main];
          const checking = check.isPending && check.variables === transfer.id;
          return (
            <TR key={transfer.id} data-testid={`transfer-row-${transfer.id}`}>
              <TD>
                <p className="font-mono text-slate-800">{transfer.username}</p>
                <p className="font-mono text-[11px] text-slate-500" title={t('finance.reference')}>
                  {transfer.reference}
                </p>
              </TD>
              <TD>
                <p className="text-xs whitespace-nowrap text-slate-700">{from}</p>
                <p className="inline-flex items-center gap-1 text-xs whitespace-nowrap text-slate-700">
                  <ArrowRight aria-label={t('finance.to')} className="size-3 text-slate-400" />
                  {to}
                </p>
              </TD>
              <TD className="text-right">
                <MoneyText amount={transfer.amount} currency={currency} className="font-medium text-slate-900" />
              </TD>
              <TD>
                <TransferStatusBadge status={transfer.status} />
              </TD>
              <TD>
                <p className="text-slate-600 tabular">{transfer.attempts}</p>
                {transfer.lastError ? (
                  <p className="max-w-36 truncate font-mono text-[11px] text-red-700" title={transfer.lastError}>
                    {transfer.lastError}
                  </p>
                ) : null}
              </TD>
              <TD className="text-xs whitespace-nowrap text-slate-600 tabular">
                <p>{formatDateTime(transfer.createdAt, timeZone)}</p>
                {transfer.completedAt ? (
                  <p className="text-[11px] text-slate-400">{t('finance.completed', { time: formatDateTime(transfer.completedAt, timeZone) })}</p>
                ) : null}
              </TD>
              {canCheck ? (
                <TD className="text-right">
                  {transfer.status === 'pending' ? (
                    <Button
                      size="sm"
                      icon={<RefreshCw className="size-4" />}
                      loading={checking}
                      disabled={check.isPending && !checking}
                      onClick={() => void onCheck(transfer)}
                      data-testid={`transfer-check-${transfer.id}`}
                    >
                      {t('finance.checkNow')}
                    </Button>
                  ) : null}
                </TD>
              ) : null}
            </TR>
          );
        })}
      </tbody>
    </Table>
  );
}
