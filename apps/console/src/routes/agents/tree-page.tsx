import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Network } from 'lucide-react';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { AgentSearchResults } from '../../features/agents/components/agent-search-results.tsx';
import { AgentTreeTable } from '../../features/agents/components/agent-tree-table.tsx';
import { ContractEndRequests } from '../../features/agents/components/contract-end-requests.tsx';
import { AgentsTabs } from '../../features/agents/components/agents-tabs.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';

/** The agent tree explorer: top-level agents, their downlines opened row by row, and a search by username. */
export function AgentTreePage() {
  const { t } = useTranslation();
  const currency = useMerchantCurrency();
  const timeZone = useMerchantTimeZone();
  const [params, setParams] = useSearchParams();
  const query = (params.get('q') ?? '').trim();
  const [typed, setTyped] = useState(query);
  // The typed text becomes the search (and the address) once the operator pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      if (typed.trim() !== query) setParams(typed.trim() ? { q: typed.trim() } : {}, { replace: true });
    }, 300);
    return () => clearTimeout(timer);
  }, [typed, query, setParams]);

  return (
    <div>
      <PageHeader title={t('nav.agents')} description={t('agents.tree.description')} />
      <AgentsTabs current="tree" />
      <ContractEndRequests timeZone={timeZone} />
      <Card>
        <CardHeader
          icon={<Network className="size-4" />}
          title={query ? t('agents.tree.searchTitle') : t('agents.tree.title')}
          description={query ? t('agents.tree.searchHint') : t('agents.tree.hint')}
        />
        <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
          <SearchInput
            value={typed}
            onChange={setTyped}
            label={t('agents.tree.search')}
            clearLabel={t('agents.tree.clearSearch')}
            placeholder={t('agents.tree.searchPlaceholder')}
            className="max-w-sm"
            maxLength={64}
          />
        </div>
        {query ? <AgentSearchResults username={query} currency={currency} /> : <AgentTreeTable currency={currency} />}
      </Card>
    </div>
  );
}
