import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CircleCheck, CircleX } from 'lucide-react';
import type { Reconciliation } from '@orbit/contracts/console-finance';
import { formatDateTime } from '@orbit/contracts/format';
import { Alert } from '../../../components/ui/alert.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import type { Currency } from '../../../lib/amounts.ts';
import { cn } from '../../../lib/cn.ts';
import { MoneyText } from './money-text.tsx';

/** One run's result: what was checked and, when it failed, exactly which accounts and transactions disagree. */
export function ReconciliationReport({ run, currency, timeZone }: { run: Reconciliation; currency: Currency; timeZone: string }) {
  const { t } = useTranslation();
  const took = Math.max(0, Date.parse(run.finishedAt) - Date.parse(run.startedAt));
  return (
    <div className="flex flex-col gap-4" data-testid="reconciliation-latest" data-ok={run.ok}>
      {run.ok ? (
        <Alert tone="success" title={t('finance.reconOkTitle')}>
          {t('finance.reconOkText', { accounts: run.accountsChecked, transactions: run.transactionsChecked })}
        </Alert>
      ) : (
        <Alert tone="danger" title={t('finance.reconFailedTitle')}>
          {t('finance.reconFailedText', { accounts: run.mismatchedAccounts.length, transactions: run.unbalancedTransactions.length })}
        </Alert>
      )}
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          { label: t('finance.reconFinished'), value: formatDateTime(run.finishedAt, timeZone) },
          {
            label: t('finance.reconTook'),
            value: took < 1000 ? t('finance.milliseconds', { count: took }) : t('finance.seconds', { count: Math.round(took / 100) / 10 }),
          },
          { label: t('finance.accountsChecked'), value: run.accountsChecked.toLocaleString('en') },
          { label: t('finance.transactionsChecked'), value: run.transactionsChecked.toLocaleString('en') },
        ].map((fact) => (
          <div key={fact.label} className="rounded-md border border-slate-200 px-3 py-2">
            <dt className="text-[11px] font-semibold tracking-wide text-slate-500 uppercase">{fact.label}</dt>
            <dd className="mt-0.5 text-[13px] font-medium text-slate-900 tabular">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {run.stuckTransfers > 0 ? (
        <Alert tone="warning" title={t('finance.stuckTitle', { count: run.stuckTransfers })}>
          {t('finance.stuckText')}{' '}
          <Link to="/finance/transfers" className="font-medium underline underline-offset-2">
            {t('finance.openTransfers')}
          </Link>
        </Alert>
      ) : null}
      {run.mismatchedAccounts.length > 0 ? (
        <div>
          <h3 className="mb-1.5 text-[13px] font-semibold text-slate-900">{t('finance.mismatchedTitle')}</h3>
          <Table label={t('finance.mismatchedTitle')} className="rounded-md border border-red-200">
            <THead>
              <tr>
                <TH>{t('finance.account')}</TH>
                <TH className="text-right">{t('finance.storedBalance')}</TH>
                <TH className="text-right">{t('finance.sumOfPostings')}</TH>
              </tr>
            </THead>
            <tbody>
              {run.mismatchedAccounts.map((account) => (
                <TR key={`${account.address}-${account.currency}`}>
                  <TD className="font-mono text-xs">{account.address}</TD>
                  <TD className="text-right">
                    <MoneyText amount={account.balance} currency={currency} />
                  </TD>
                  <TD className="text-right">
                    <MoneyText amount={account.postings} currency={currency} className="text-red-700" />
                  </TD>
                </TR>
              ))}
            </tbody>
          </Table>
        </div>
      ) : null}
      {run.unbalancedTransactions.length > 0 ? (
        <div>
          <h3 className="mb-1.5 text-[13px] font-semibold text-slate-900">{t('finance.unbalancedTitle')}</h3>
          <Table label={t('finance.unbalancedTitle')} className="rounded-md border border-red-200">
            <THead>
              <tr>
                <TH>{t('finance.transaction')}</TH>
                <TH className="text-right">{t('finance.sum')}</TH>
              </tr>
            </THead>
            <tbody>
              {run.unbalancedTransactions.map((transaction) => (
                <TR key={`${transaction.transactionId}-${transaction.currency}`}>
                  <TD className="font-mono text-xs">#{transaction.transactionId}</TD>
                  <TD className="text-right">
                    <MoneyText amount={transaction.sum} currency={currency} className="text-red-700" />
                  </TD>
                </TR>
              ))}
            </tbody>
          </Table>
        </div>
      ) : null}
    </div>
  );
}

/** Earlier runs, newest first. */
export function ReconciliationHistory({ runs, timeZone }: { runs: Reconciliation[]; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <Table label={t('finance.history')}>
      <THead>
        <tr>
          <TH>{t('finance.reconFinished')}</TH>
          <TH>{t('finance.result')}</TH>
          <TH className="text-right">{t('finance.accountsChecked')}</TH>
          <TH className="text-right">{t('finance.transactionsChecked')}</TH>
          <TH className="text-right">{t('finance.problems')}</TH>
          <TH className="text-right">{t('finance.stuckShort')}</TH>
        </tr>
      </THead>
      <tbody>
        {runs.map((run) => {
          const problems = run.mismatchedAccounts.length + run.unbalancedTransactions.length;
          return (
            <TR key={run.id} className={cn(!run.ok && 'bg-red-50/60')}>
              <TD className="whitespace-nowrap text-slate-700 tabular">{formatDateTime(run.finishedAt, timeZone)}</TD>
              <TD>
                {run.ok ? (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-emerald-700">
                    <CircleCheck aria-hidden className="size-3.5" />
                    {t('finance.reconOk')}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 text-xs font-medium text-red-700">
                    <CircleX aria-hidden className="size-3.5" />
                    {t('finance.reconFailed')}
                  </span>
                )}
              </TD>
              <TD className="text-right text-slate-600 tabular">{run.accountsChecked.toLocaleString('en')}</TD>
              <TD className="text-right text-slate-600 tabular">{run.transactionsChecked.toLocaleString('en')}</TD>
              <TD className={cn('text-right tabular', problems > 0 ? 'font-medium text-red-700' : 'text-slate-600')}>{problems}</TD>
              <TD className={cn('text-right tabular', run.stuckTransfers > 0 ? 'font-medium text-amber-700' : 'text-slate-600')}>{run.stuckTransfers}</TD>
            </TR>
          );
        })}
      </tbody>
    </Table>
  );
}
