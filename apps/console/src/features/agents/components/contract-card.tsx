// One contract of an agent: kind, state, who offered it, its terms and its history; a live one can be ended by
// an operator with agents.write (with a note, audited).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@orbit/contracts/format';
import type { ConsoleContract } from '@orbit/contracts/console-agents';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import type { Currency } from '../../../lib/amounts.ts';
import { useTerminateContract } from '../api/detail.ts';
import { CONTRACT_STATUS_TONES, LIVE_CONTRACT_STATUSES } from '../labels.ts';
import { ContractTermsView } from './contract-terms-view.tsx';
import { NoteDialog } from './note-dialog.tsx';

export function ContractCard({
  contract,
  currency,
  timeZone,
  canWrite,
}: {
  contract: ConsoleContract;
  currency: Currency;
  timeZone: string;
  canWrite: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const terminate = useTerminateContract();
  const [ending, setEnding] = useState(false);
  const live = LIVE_CONTRACT_STATUSES.includes(contract.status);
  const from = contract.upline ?? t('agents.contracts.platform', { operator: contract.offeredByOperator ?? '—' });

  return (
    <article className="rounded-lg border border-slate-200 bg-white" data-testid={`contract-${contract.kind}-${contract.status}`}>
      <header className="flex flex-wrap items-start justify-between gap-2 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0">
          <h3 className="text-sm font-semibold text-slate-900">{t(`agents.kinds.${contract.kind}`)}</h3>
          <p className="mt-0.5 text-xs text-slate-500">
            {t('agents.contracts.from', { from })} · {t('agents.contracts.offeredAt', { at: formatDateTime(contract.offeredAt, timeZone) })}
            {contract.startsAt ? ` · ${t('agents.contracts.startsAt', { at: formatDateTime(contract.startsAt, timeZone) })}` : ''}
            {contract.endedAt ? ` · ${t('agents.contracts.endedAt', { at: formatDateTime(contract.endedAt, timeZone) })}` : ''}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <Badge tone={CONTRACT_STATUS_TONES[contract.status] ?? 'neutral'} dot>
            {t(`agents.contractStatuses.${contract.status}`)}
          </Badge>
          {live && canWrite ? (
            <Button size="sm" variant="ghost" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setEnding(true)}>
              {t('agents.contracts.terminate')}
            </Button>
          ) : null}
        </div>
      </header>
      <div className="px-2 py-2">
        <ContractTermsView contract={contract} currency={currency} />
      </div>
      {contract.events.length > 0 ? (
        <details className="border-t border-slate-100 px-4 py-2 text-[13px]">
          <summary className="cursor-pointer text-slate-600">{t('agents.contracts.history', { count: contract.events.length })}</summary>
          <ol className="mt-2 flex flex-col gap-1.5">
            {contract.events.map((event, index) => (
              <li key={index} className="flex flex-wrap gap-x-2 text-slate-600">
                <span className="text-slate-400 tabular">{formatDateTime(event.at, timeZone)}</span>
                <span className="font-medium text-slate-800">{t(`agents.events.${event.action}`, { defaultValue: event.action })}</span>
                <span>{t(`agents.actors.${event.actor}`, { defaultValue: event.actor })}</span>
                {event.note ? <span className="text-slate-500 italic">“{event.note}”</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <NoteDialog
        open={ending}
        onClose={() => setEnding(false)}
        title={t('agents.contracts.terminateTitle', { kind: t(`agents.kinds.${contract.kind}`), agent: contract.agent })}
        description={contract.status === 'offered' ? t('agents.contracts.withdrawText') : t('agents.contracts.terminateText')}
        confirmLabel={t('agents.contracts.terminate')}
        tone="danger"
        busy={terminate.isPending}
        onSubmit={async (note) => {
          await terminate.mutateAsync({ contractId: contract.id, note });
          toast.success(t('agents.contracts.terminated'));
        }}
      />
    </article>
  );
}
