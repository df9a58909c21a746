import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, FileSignature, Handshake, Receipt } from 'lucide-react';
import { CONTRACT_KINDS, CONTRACT_PAGES, type ContractKind } from '@orbit/contracts/agents';
import { isAgentType } from '@orbit/contracts/member';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardBody, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { Select } from '../../components/ui/input.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pager } from '../../components/ui/pager.tsx';
import { PageLoader, Skeleton } from '../../components/ui/spinner.tsx';
import { useAgentDetail, useAgentSettlements } from '../../features/agents/api/detail.ts';
import { ContractCard } from '../../features/agents/components/contract-card.tsx';
import { OfferContractDialog } from '../../features/agents/components/offer-contract-dialog.tsx';
import { RebatesDialog } from '../../features/agents/components/rebates-dialog.tsx';
import { SettlementsTable } from '../../features/agents/components/settlements-table.tsx';
import { LIVE_CONTRACT_STATUSES } from '../../features/agents/labels.ts';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useSettings } from '../../features/settings/api/get-settings.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { showMoney } from '../../lib/amounts.ts';
import { errorMessage } from '../../lib/errors.ts';
import { memberTypeLabelKey } from '../../lib/member-types.ts';

const PAGE_SIZE = 20;

/** One account of the agent tree: its uplines, figures, rebates, contracts of every kind and settlements. */
export function AgentDetailPage() {
  const { t } = useTranslation();
  const memberId = Number(useParams().memberId);
  const currency = useMerchantCurrency();
  const timeZone = useMerchantTimeZone();
  const canWrite = useCan('agents.write');
  const canSeeMembers = useCan('members.read');
  const [offering, setOffering] = useState(false);
  const [params, setParams] = useSearchParams();
  const kindParam = params.get('kind') ?? '';
  const kind = (CONTRACT_KINDS as readonly string[]).includes(kindParam) ? (kindParam as ContractKind) : undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const detail = useAgentDetail(memberId);
  const flags = useSettings().data?.flags;
  const offKinds = flags ? CONTRACT_KINDS.filter((value) => !flags[CONTRACT_PAGES[value].feature]) : [];
  const settlements = useAgentSettlements(memberId, { page, pageSize: PAGE_SIZE, ...(kind ? { kind } : {}) });
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);

  if (detail.isPending) return <PageLoader label={t('common.loading')} />;
  if (detail.isError) return <EmptyState title={t('agents.loadFailed')} description={errorMessage(t, detail.error)} />;
  const { agent, uplines, rebates, contracts, canOfferFromPlatform } = detail.data;
  const busyKinds = contracts.filter((contract) => LIVE_CONTRACT_STATUSES.includes(contract.status)).map((contract) => contract.kind);

  return (
    <div>
      <AgentPath uplines={uplines} username={agent.username} />
      <PageHeader
        title={agent.username}
        description={uplines.length === 0 ? t('agents.detail.topLevel') : t('agents.detail.underUpline', { upline: uplines.at(-1)!.username })}
        meta={
          <>
            <Badge tone="accent">{t(memberTypeLabelKey(agent.type))}</Badge>
            <Badge tone={agent.status === 'active' ? 'success' : 'danger'} dot>
              {t(`agents.statuses.${agent.status}`)}
            </Badge>
          </>
        }
        actions={
          <>
            {canSeeMembers ? (
              <Link
                to={`/members/${agent.memberId}`}
                className="inline-flex h-9 items-center rounded-md border border-slate-200 bg-white px-3 text-[13px] font-medium text-slate-700 hover:bg-slate-50"
              >
                {t('agents.detail.memberLink')}
              </Link>
            ) : null}
            {canOfferFromPlatform && canWrite ? (
              <Button
                variant="primary"
                icon={<FileSignature className="size-4" />}
                onClick={() => setOffering(true)}
                disabled={CONTRACT_KINDS.every((value) => busyKinds.includes(value) || offKinds.includes(value))}
              >
                {t('agents.offer.open')}
              </Button>
            ) : null}
          </>
        }
      />

      <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        <Fact label={t('agents.level')} value={agent.level} />
        <Fact label={t('agents.teamSize')} value={agent.teamSize} />
        <Fact label={t('agents.directDownlines')} value={agent.directDownlines} />
        <Fact label={t('agents.balance')} value={money(agent.balance)} />
        <Fact label={t('agents.liveContracts')} value={agent.liveContracts} />
      </dl>

      <div className="grid gap-5 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader
            icon={<Handshake className="size-4" />}
            title={t('agents.contracts.title')}
            description={canOfferFromPlatform ? t('agents.contracts.hintTop') : t('agents.contracts.hintDownline')}
          />
          <CardBody className="flex flex-col gap-3">
            {contracts.length === 0 ? (
              <p className="text-[13px] text-slate-500">{t('agents.contracts.none')}</p>
            ) : (
              contracts.map((contract) => <ContractCard key={contract.id} contract={contract} currency={currency} timeZone={timeZone} canWrite={canWrite} />)
            )}
          </CardBody>
        </Card>
        <RebatesCard memberId={memberId} rebates={rebates} canEdit={canWrite && isAgentType(agent.type)} />
      </div>

      <Card className="mt-5">
        <CardHeader
          icon={<Receipt className="size-4" />}
          title={t('agents.settlements.title')}
          description={t('agents.settlements.hint')}
          actions={
            <Select
              compact
              aria-label={t('agents.kind')}
              className="w-44"
              value={kind ?? ''}
              onChange={(event) => setParams(event.target.value ? { kind: event.target.value } : {}, { replace: true })}
            >
              <option value="">{t('agents.allKinds')}</option>
              {CONTRACT_KINDS.map((value) => (
                <option key={value} value={value}>
                  {t(`agents.kinds.${value}`)}
                </option>
              ))}
            </Select>
          }
        />
        {settlements.isPending ? (
          <Skeleton className="m-5 h-20" />
        ) : settlements.isError ? (
          <EmptyState title={t('agents.loadFailed')} description={errorMessage(t, settlements.error)} />
        ) : settlements.data.total === 0 ? (
          <EmptyState title={t('agents.settlements.none')} />
        ) : (
          <>
            <SettlementsTable items={settlements.data.items} currency={currency} timeZone={timeZone} show="kind" label={t('agents.settlements.title')} />
            <Pager
              page={page}
              pageSize={PAGE_SIZE}
              total={settlements.data.total}
              onPage={(next) => setParams({ ...(kind ? { kind } : {}), page: String(next) }, { replace: true })}
            />
          </>
        )}
      </Card>

      {canOfferFromPlatform ? (
        <OfferContractDialog
          key={[...busyKinds, ...offKinds].join()}
          open={offering}
          onClose={() => setOffering(false)}
          memberId={agent.memberId}
          username={agent.username}
          busyKinds={busyKinds}
          offKinds={offKinds}
          currency={currency}
        />
      ) : null}
    </div>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-4 py-3">
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-base font-semibold text-slate-900 tabular">{value}</dd>
    </div>
  );
}

type AgentDetail = NonNullable<ReturnType<typeof useAgentDetail>['data']>;

/** Where the agent sits: the agents list, then each upline down to this agent. */
function AgentPath({ uplines, username }: { uplines: AgentDetail['uplines']; username: string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('agents.detail.pathLabel')} className="mb-2 flex flex-wrap items-center gap-1 text-xs text-slate-500">
      <Link to="/agents" className="hover:text-slate-900 hover:underline">
        {t('nav.agents')}
      </Link>
      {uplines.map((upline) => (
        <span key={upline.memberId} className="inline-flex items-center gap-1">
          <ChevronRight aria-hidden className="size-3" />
          <Link to={`/agents/members/${upline.memberId}`} className="hover:text-slate-900 hover:underline">
            {upline.username}
          </Link>
        </span>
      ))}
      <ChevronRight aria-hidden className="size-3" />
      <span className="text-slate-800">{username}</span>
    </nav>
  );
}

/** The agent's rebate rates by game category, and their editor for an operator who may change them. */
function RebatesCard({ memberId, rebates, canEdit }: { memberId: number; rebates: AgentDetail['rebates']; canEdit: boolean }) {
  const { t } = useTranslation();
  const [editingRebates, setEditingRebates] = useState(false);
  return (
    <Card>
      <CardHeader
        title={t('agents.rebates.title')}
        description={t('agents.rebates.hint')}
        actions={
          canEdit ? (
            <Button size="sm" onClick={() => setEditingRebates(true)} data-testid="agent-rebates-edit">
              {t('agents.rebates.edit')}
            </Button>
          ) : null
        }
      />
      {editingRebates ? <RebatesDialog memberId={memberId} current={rebates} open onClose={() => setEditingRebates(false)} /> : null}
      <CardBody>
        {rebates.length === 0 ? (
          <p className="text-[13px] text-slate-500">{t('agents.rebates.none')}</p>
        ) : (
          <ul className="flex flex-col gap-1.5 text-[13px]">
            {rebates.map((rebate) => (
              <li key={rebate.category} className="flex justify-between gap-3">
                <span className="text-slate-600">{t(`agents.categories.${rebate.category}`)}</span>
                <span className="font-medium tabular">{rebate.rate}%</span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
