import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpenText, SlidersHorizontal } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { formatMinor } from '@orbit/contracts/money';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Pager } from '../../../components/ui/pager.tsx';
import { Skeleton, Spinner } from '../../../components/ui/spinner.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import type { Currency } from '../../../lib/amounts.ts';
import { cn } from '../../../lib/cn.ts';
import { accountName, isMainAccount } from '../../../lib/ledger.ts';
import { LEDGER_PAGE_SIZE, useMemberLedger } from '../api/get-member-ledger.ts';
import { AccountLabel } from './account-label.tsx';
import { AdjustmentDialog } from './adjustment-dialog.tsx';
import { MoneyText } from './money-text.tsx';
import { QueryFallback } from '../../../components/ui/query-fallback.tsx';

export interface MemberLedgerProps {
  memberId: number;
  username: string;
  currency: Currency;
  timeZone: string;
  canAdjust: boolean;
}

/** A member's accounts and every posting on them, newest first; finance may adjust the main wallet by hand. */
export function MemberLedger({ memberId, username, currency, timeZone, canAdjust }: MemberLedgerProps) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [adjusting, setAdjusting] = useState(false);
  const ledger = useMemberLedger(memberId, page);
  const accounts = [...(ledger.data?.accounts ?? [])].sort((a, b) => Number(isMainAccount(b.address)) - Number(isMainAccount(a.address)));
  const mainBalance = accounts.find((account) => isMainAccount(account.address))?.balance ?? formatMinor(0n, currency.exponent);

  return (
    <div className="flex flex-col gap-5" data-testid="member-ledger">
      <Card>
        <CardHeader
          title={t('ledger.accountsTitle')}
          description={t('ledger.accountsText')}
          icon={<BookOpenText className="size-4" />}
          actions={
            canAdjust ? (
              <Button
                variant="primary"
                size="sm"
                icon={<SlidersHorizontal className="size-4" />}
                disabled={!ledger.data}
                onClick={() => setAdjusting(true)}
                data-testid="adjust-balance"
              >
                {t('ledger.adjust')}
              </Button>
            ) : null
          }
        />
        {ledger.isPending ? (
          <div className="grid gap-3 p-5 sm:grid-cols-3">
            {[0, 1, 2].map((card) => (
              <Skeleton key={card} className="h-16" />
            ))}
          </div>
        ) : ledger.isError ? null : accounts.length === 0 ? (
          <p className="px-5 py-4 text-[13px] text-slate-500">{t('ledger.noAccounts')}</p>
        ) : (
          <ul className="grid grid-cols-2 gap-3 p-4 sm:p-5 xl:grid-cols-4" aria-label={t('ledger.accountsTitle')}>
            {accounts.map((account) => {
              const main = isMainAccount(account.address);
              return (
                <li
                  key={account.address}
                  data-testid={`ledger-account-${accountName(account.address).kind}`}
                  className={cn('rounded-md border px-3.5 py-2.5', main ? 'border-accent-500/40 bg-accent-50/40' : 'border-slate-200')}
                >
                  <AccountLabel address={account.address} className="text-xs font-medium text-slate-600" />
                  <p className={cn('mt-0.5 font-semibold text-slate-900', main ? 'text-lg' : 'text-[15px]')}>
                    <MoneyText amount={account.balance} currency={currency} />
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </Card>

      <Card>
        <CardHeader
          title={t('ledger.postingsTitle')}
          description={t('ledger.postingsText', { zone: timeZone })}
          actions={ledger.isFetching && !ledger.isPending ? <Spinner className="size-4 text-slate-400" label={t('common.loading')} /> : null}
        />
        {ledger.isPending || ledger.isError ? (
          <QueryFallback query={ledger} loadFailed={t('ledger.loadFailed')} rows={4} rowClassName="h-10" />
        ) : ledger.data.items.length === 0 ? (
          <EmptyState icon={<BookOpenText className="size-5" />} title={t('ledger.emptyTitle')} description={t('ledger.emptyText')} />
        ) : (
          <>
            <Table label={t('ledger.postingsTitle')}>
              <THead>
                <tr>
                  <TH>{t('finance.time')}</TH>
                  <TH>{t('ledger.kind')}</TH>
                  <TH>{t('finance.account')}</TH>
                  <TH className="text-right">{t('finance.amount')}</TH>
                  <TH className="text-right">{t('ledger.balanceAfter')}</TH>
                  <TH>{t('ledger.counterparts')}</TH>
                  <TH>{t('finance.reference')}</TH>
                </tr>
              </THead>
              <tbody>
                {ledger.data.items.map((posting) => (
                  <TR key={posting.postingId} data-testid={`posting-${posting.postingId}`}>
                    <TD className="whitespace-nowrap text-slate-600 tabular">
                      {formatDateTime(posting.at, timeZone)}
                      <p className="font-mono text-[11px] text-slate-400">#{posting.transactionId}</p>
                    </TD>
                    <TD>
                      <Badge tone={posting.kind === 'adjustment' || posting.kind === 'reversal' ? 'warning' : 'neutral'}>
                        {t(`ledger.kinds.${posting.kind}`)}
                      </Badge>
                      {posting.reverses !== null ? <p className="mt-0.5 text-[11px] text-slate-500">{t('ledger.reverses', { id: posting.reverses })}</p> : null}
                    </TD>
                    <TD>
                      <AccountLabel address={posting.account} className="whitespace-nowrap text-slate-800" />
                    </TD>
                    <TD className="text-right font-medium">
                      <MoneyText amount={posting.amount} currency={currency} signed />
                    </TD>
                    <TD className="text-right text-slate-700">
                      <MoneyText amount={posting.balanceAfter} currency={currency} />
                    </TD>
                    <TD className="max-w-56">
                      <ul className="flex flex-col gap-0.5 text-xs text-slate-600">
                        {posting.counterparts.map((address) => (
                          <li key={address}>
                            <AccountLabel address={address} />
                          </li>
                        ))}
                      </ul>
                    </TD>
                    <TD className="max-w-56">
                      {posting.reference ? (
                        <p className="truncate font-mono text-xs text-slate-700" title={posting.reference}>
                          {posting.reference}
                        </p>
                      ) : null}
                      {posting.note ? <p className="text-xs break-words text-slate-500">{posting.note}</p> : null}
                      {!posting.reference && !posting.note ? <span className="text-slate-400">—</span> : null}
                    </TD>
                  </TR>
                ))}
              </tbody>
            </Table>
            <Pager page={page} pageSize={LEDGER_PAGE_SIZE} total={ledger.data.total} onPage={setPage} />
          </>
        )}
      </Card>
      {adjusting ? <AdjustmentDialog memberId={memberId} username={username} balance={mainBalance} currency={currency} onOpenChange={setAdjusting} /> : null}
    </div>
  );
}
