// A round's recall for the operator: its figures, every call the vendor made for it with the balance we
// answered, the balances around it, and for a house round the outcome and the provably-fair data.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@orbit/contracts/format';
import type { RoundRow } from '@orbit/contracts/console-rounds';
import { Badge } from '../../../components/ui/badge.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useRound } from '../api/get-round.ts';
import { netClass, ROUND_STATUS_TONES } from './rounds-table.tsx';

function Fact({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className={mono ? 'font-mono text-xs break-all text-slate-800' : 'text-[13px] font-medium text-slate-900 tabular'}>{children}</dd>
    </div>
  );
}

/** The outcome one field a line (a slot's grid stays on one line per reel), so it reads at a glance. */
function OutcomeView({ outcome }: { outcome: Record<string, unknown> }) {
  return (
    <dl className="max-h-64 overflow-y-auto rounded-md bg-ink-900 px-3.5 py-3 font-mono text-xs leading-relaxed text-slate-200" data-testid="round-outcome">
      {Object.entries(outcome).map(([key, value]) => (
        <div key={key} className="flex gap-2">
          <dt className="shrink-0 text-slate-400">{key}:</dt>
          <dd className="min-w-0 break-all">{JSON.stringify(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RoundRecallDialog({
  round,
  currency,
  timeZone,
  onClose,
}: {
  round: RoundRow | null;
  currency: Currency;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const recall = useRound(round ? { vendorCode: round.vendorCode, roundId: round.roundId, memberId: round.memberId } : null);
  const money = (amount: string | null) => (amount === null ? '—' : showMoney(amount, currency.symbol, currency.exponent));
  const data = recall.data;
  return (
    <Dialog
      open={round !== null}
      onOpenChange={(open) => !open && onClose()}
      size="lg"
      title={t('gameTools.recall.title', { game: round?.gameName ?? '', member: round?.username ?? '' })}
      description={round ? <span className="font-mono text-xs">{round.roundId}</span> : undefined}
    >
      {recall.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-16" />
          <Skeleton className="h-24" />
        </div>
      ) : recall.isError ? (
        <EmptyState title={t('gameTools.recall.loadFailed')} description={errorMessage(t, recall.error)} />
      ) : data ? (
        <div className="flex flex-col gap-5" data-testid="round-recall">
          <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
            <Fact label={t('gameTools.rounds.at')}>{formatDateTime(data.round.at, timeZone)}</Fact>
            <Fact label={t('gameTools.rounds.status')}>
              <Badge tone={ROUND_STATUS_TONES[data.round.status]}>{t(`gameTools.rounds.statuses.${data.round.status}`)}</Badge>
            </Fact>
            <Fact label={t('gameTools.rounds.stake')}>{money(data.round.stake)}</Fact>
            <Fact label={t('gameTools.rounds.win')}>{money(data.round.win)}</Fact>
            <Fact label={t('gameTools.recall.refunded')}>{money(data.round.refunded)}</Fact>
            <Fact label={t('gameTools.rounds.net')}>
              <span className={netClass(data.round.net)}>{money(data.round.net)}</span>
            </Fact>
            <Fact label={t('gameTools.recall.balanceBefore')}>{money(data.balanceBefore)}</Fact>
            <Fact label={t('gameTools.recall.balanceAfter')}>{money(data.balanceAfter)}</Fact>
          </dl>
          <section>
            <h3 className="mb-2 text-[13px] font-semibold text-slate-800">{t('gameTools.recall.calls')}</h3>
            <div className="rounded-md border border-slate-200">
              <Table label={t('gameTools.recall.calls')}>
                <THead>
                  <tr>
                    <TH>{t('gameTools.rounds.at')}</TH>
                    <TH>{t('gameTools.recall.call')}</TH>
                    <TH className="text-right">{t('gameTools.recall.amount')}</TH>
                    <TH className="text-right">{t('gameTools.recall.balance')}</TH>
                  </tr>
                </THead>
                <tbody>
                  {data.transactions.map((tx) => (
                    <TR key={tx.transactionId}>
                      <TD className="whitespace-nowrap text-slate-600 tabular">{formatDateTime(tx.at, timeZone)}</TD>
                      <TD className="max-w-64">
                        <span className="font-medium">{t(`gameTools.recall.kinds.${tx.kind}`)}</span>
                        <span className="ms-1.5 text-xs text-slate-500">{t(`gameTools.recall.txStatuses.${tx.status}`, { defaultValue: tx.status })}</span>
                        <span className="block truncate font-mono text-[11px] text-slate-500" title={tx.transactionId}>
                          {tx.transactionId}
                        </span>
                      </TD>
                      <TD className="text-right whitespace-nowrap tabular">{money(tx.amount)}</TD>
                      <TD className="text-right whitespace-nowrap text-slate-600 tabular">{money(tx.balanceAfter)}</TD>
                    </TR>
                  ))}
                </tbody>
              </Table>
            </div>
          </section>
          {data.house ? (
            <section data-testid="round-fairness">
              <h3 className="mb-2 text-[13px] font-semibold text-slate-800">{t('gameTools.recall.fairness')}</h3>
              <dl className="grid grid-cols-1 gap-3 rounded-md border border-slate-200 bg-slate-50/60 p-3 sm:grid-cols-2">
                <Fact label={t('gameTools.recall.commitment')} mono>
                  {data.house.commitment}
                </Fact>
                <Fact label={t('gameTools.recall.serverSeed')} mono>
                  {data.house.serverSeed ?? <span className="font-sans text-slate-500">{t('gameTools.recall.seedHidden')}</span>}
                </Fact>
                <Fact label={t('gameTools.recall.clientSeed')} mono>
                  {data.house.clientSeed}
                </Fact>
                <Fact label={t('gameTools.recall.nonce')}>{data.house.nonce}</Fact>
              </dl>
              <h3 className="mt-4 mb-2 text-[13px] font-semibold text-slate-800">{t('gameTools.recall.outcome')}</h3>
              <OutcomeView outcome={data.house.outcome} />
            </section>
          ) : null}
        </div>
      ) : null}
    </Dialog>
  );
}
