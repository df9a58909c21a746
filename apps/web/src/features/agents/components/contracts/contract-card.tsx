// One contract: who offered it to whom, its status, terms and events, and what this agent may do with it
// now (accept or reject an offer to it, withdraw its own offer, ask to end an active one or confirm the
// other side's ask).
import type { Contract } from '@orbit/contracts/agents';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { useContractAction, type ContractAction } from '../../api/act-on-contract.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { ConfirmDialog } from '../parts/confirm-dialog.tsx';
import { useFormatTime } from '../parts/use-format-time.ts';
import { TermsTable } from './terms-table.tsx';

const STATUS_LOOK: Record<Contract['status'], string> = {
  offered: 'bg-accent/15 text-accent',
  active: 'bg-success/15 text-success',
  terminating: 'border border-accent/60 text-accent',
  rejected: 'bg-danger/15 text-danger',
  withdrawn: 'bg-surface-raised text-text-muted',
  terminated: 'bg-surface-raised text-text-muted',
};

/** What the agent may do: `side` is whether the contract is its own ('agent') or one it offered ('upline'). */
export function contractActions(contract: Contract, side: 'agent' | 'upline'): ContractAction[] {
  if (contract.status === 'offered') return side === 'agent' ? ['accept', 'reject'] : ['withdraw'];
  if (contract.status === 'active') return ['terminate'];
  if (contract.status === 'terminating' && contract.terminationAskedBy !== side) return ['terminate'];
  return [];
}

export function ContractCard({ contract, side, testId }: { contract: Contract; side: 'agent' | 'upline' | 'none'; testId?: string }) {
  const { t, i18n } = useTranslation();
  const formatTime = useFormatTime();
  // The server names each step; a step this page does not know reads as the server wrote it.
  const actorText = (actor: string) => (i18n.exists(`agents.contracts.actors.${actor}`) ? t(`agents.contracts.actors.${actor}` as never) : actor);
  const eventText = (action: string) =>
    i18n.exists(`agents.contracts.eventActions.${action}`) ? t(`agents.contracts.eventActions.${action}` as never) : action;
  const act = useContractAction(contract.kind);
  const [showEvents, setShowEvents] = useState(false);
  const [confirming, setConfirming] = useState<ContractAction | null>(null);
  const actions = side === 'none' ? [] : contractActions(contract, side);
  // The same action reads differently when it asks to end the contract and when it confirms the other side's ask.
  const label = (action: ContractAction) =>
    action === 'terminate'
      ? contract.status === 'terminating'
        ? t('agents.contracts.actions.confirmTerminate')
        : t('agents.contracts.actions.askTerminate')
      : t(`agents.contracts.actions.${action}`);
  const run = (action: ContractAction) => act.mutate({ id: contract.id, action }, { onSettled: () => setConfirming(null) });

  return (
    <article className="space-y-3 rounded-xl border border-border bg-background/40 p-4" data-testid={testId}>
      <header className="flex flex-wrap items-center gap-2 text-sm">
        <span className={clsx('rounded-full px-2 py-0.5 text-[11px] font-semibold', STATUS_LOOK[contract.status])} data-testid="contract-status">
          {t(`agents.contracts.statuses.${contract.status}`)}
        </span>
        <span className="font-semibold">
          {side === 'upline'
            ? t('agents.contracts.to', { agent: contract.agent })
            : side === 'agent'
              ? t('agents.contracts.from', { upline: contract.upline ?? t('agents.contracts.platform') })
              : t('agents.contracts.between', { agent: contract.agent, upline: contract.upline ?? t('agents.contracts.platform') })}
        </span>
        <span className="text-xs text-text-muted">#{contract.id}</span>
      </header>
      <dl className="grid grid-cols-2 gap-2 text-xs sm:grid-cols-3">
        <div>
          <dt className="text-text-muted">{t('agents.contracts.offeredAt')}</dt>
          <dd>{formatTime(contract.offeredAt)}</dd>
        </div>
        <div>
          <dt className="text-text-muted">{t('agents.contracts.startsAt')}</dt>
          <dd>{formatTime(contract.startsAt)}</dd>
        </div>
        <div>
          <dt className="text-text-muted">{t('agents.contracts.endedAt')}</dt>
          <dd>{formatTime(contract.endedAt)}</dd>
        </div>
      </dl>
      {contract.status === 'terminating' ? (
        <p className="text-xs text-accent">{contract.terminationAskedBy === side ? t('agents.contracts.waitingOther') : t('agents.contracts.otherAsked')}</p>
      ) : null}
      <TermsTable contract={contract} />
      {actions.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'accept' ? 'primary' : 'secondary'}
              disabled={act.isPending}
              onClick={() => (action === 'accept' ? run(action) : setConfirming(action))}
              data-testid={`contract-${action}`}
            >
              {label(action)}
            </Button>
          ))}
        </div>
      ) : null}
      {act.isError ? <FormMessage kind="error">{t(errorKey(act.error))}</FormMessage> : null}
      {contract.events.length > 0 ? (
        <div>
          <button
            type="button"
            aria-expanded={showEvents}
            onClick={() => setShowEvents(!showEvents)}
            className="flex items-center gap-1 text-xs font-medium text-accent"
          >
            {t('agents.contracts.events', { count: contract.events.length })}
            <ChevronDown className={clsx('size-3.5 transition', showEvents && 'rotate-180')} aria-hidden />
          </button>
          {showEvents ? (
            <ol className="mt-2 space-y-1 border-s border-border ps-3 text-xs">
              {contract.events.map((event, index) => (
                <li key={index}>
                  <span className="text-text-muted">{formatTime(event.at)}</span> · <span className="font-medium">{actorText(event.actor)}</span> ·{' '}
                  {eventText(event.action)}
                  {event.note ? <span className="text-text-muted"> — {event.note}</span> : null}
                </li>
              ))}
            </ol>
          ) : null}
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={confirming ? label(confirming) : ''}
        confirmLabel={confirming ? label(confirming) : ''}
        busy={act.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && run(confirming)}
      >
        {confirming ? t(`agents.contracts.confirm.${confirming}`) : null}
      </ConfirmDialog>
    </article>
  );
}
