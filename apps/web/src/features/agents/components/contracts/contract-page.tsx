// The page of one contract kind (dividend, daily wage, hourly salary, real-time salary; one component for
// the four): the agent's own contract and what it may do with it, the contracts it offered its direct
// downline agents (and a new offer), ended ones with their events, and the settlement records.
import type { ContractKind } from '@orbit/contracts/agents';
import { FileSignature, History, Plus, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyList, Panel, Skeleton } from '../../../../components/ui/panel.tsx';
import { useContracts } from '../../api/get-contracts.ts';
import { LoadFailed } from '../parts/load-failed.tsx';
import { ContractCard } from './contract-card.tsx';
import { OfferForm } from './offer-form.tsx';
import { Settlements } from './settlements.tsx';

export function ContractPage({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const contracts = useContracts(kind);
  const [offering, setOffering] = useState(false);

  if (contracts.isPending) return <Skeleton rows={4} />;
  if (contracts.isError) return <LoadFailed error={contracts.error} onRetry={() => void contracts.refetch()} />;
  const { own, offered, history } = contracts.data;
  // An agent offers only from an active contract of its own (agent_no_own_contract otherwise).
  const canOffer = own !== null && (own.status === 'active' || own.status === 'terminating');

  return (
    <div className="space-y-6">
      <p className="text-sm text-text-muted">{t(`agents.contracts.about.${kind}`)}</p>
      <Panel id="own-contract" icon={FileSignature} title={t('agents.contracts.ownTitle')}>
        {own ? (
          <ContractCard contract={own} side="agent" testId="own-contract" />
        ) : (
          <EmptyList icon={FileSignature} title={t('agents.contracts.noOwnTitle')}>
            {t('agents.contracts.noOwnBody')}
          </EmptyList>
        )}
      </Panel>
      <Panel
        id="offered-contracts"
        icon={Send}
        title={t('agents.contracts.offeredTitle')}
        subtitle={t('agents.contracts.offeredSubtitle')}
        action={
          canOffer && !offering ? (
            <Button variant="outline" size="sm" onClick={() => setOffering(true)} data-testid="offer-new" className="max-sm:w-full">
              <Plus className="size-4" aria-hidden />
              {t('agents.contracts.newOffer')}
            </Button>
          ) : undefined
        }
      >
        {offering ? (
          <div className="mb-4">
            <OfferForm kind={kind} own={own} onDone={() => setOffering(false)} />
          </div>
        ) : null}
        {offered.length === 0 ? (
          <EmptyList icon={Send} title={t('agents.contracts.noOfferedTitle')}>
            {canOffer ? t('agents.contracts.noOfferedBody') : t('agents.contracts.needOwn')}
          </EmptyList>
        ) : (
          <div className="space-y-3">
            {offered.map((contract) => (
              <ContractCard key={contract.id} contract={contract} side="upline" testId="offered-contract" />
            ))}
          </div>
        )}
      </Panel>
      {history.length > 0 ? (
        <Panel id="contract-history" icon={History} title={t('agents.contracts.historyTitle')}>
          <div className="space-y-3">
            {history.map((contract) => (
              <ContractCard key={contract.id} contract={contract} side="none" />
            ))}
          </div>
        </Panel>
      ) : null}
      <Settlements kind={kind} />
    </div>
  );
}
