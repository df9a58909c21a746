// Accounts found by username, each with the path from its top-level agent: the way to an account deep in a
// large tree without opening every level.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronRight, SearchX } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/spinner.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { memberTypeKind, memberTypeLabelKey } from '../../../lib/member-types.ts';
import { useAgentSearch } from '../api/tree.ts';

export function AgentSearchResults({ username, currency }: { username: string; currency: Currency }) {
  const { t } = useTranslation();
  const search = useAgentSearch(username);
  if (search.isPending) return <Skeleton className="m-5 h-20" />;
  if (search.isError) return <EmptyState title={t('agents.loadFailed')} description={errorMessage(t, search.error)} />;
  if (search.data.items.length === 0) {
    return <EmptyState icon={<SearchX className="size-5" />} title={t('agents.tree.noMatch')} description={t('agents.tree.noMatchText', { username })} />;
  }
  return (
    <ul className="divide-y divide-slate-100" data-testid="agent-search-results">
      {search.data.items.map((item) => (
        <li key={item.memberId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-3 sm:px-5">
          <div className="min-w-0">
            <nav aria-label={t('agents.tree.pathLabel', { username: item.username })} className="flex flex-wrap items-center gap-1 text-xs text-slate-500">
              {item.path.length === 0 ? <span>{t('agents.tree.topLevel')}</span> : null}
              {item.path.map((step) => (
                <span key={step.memberId} className="inline-flex items-center gap-1">
                  <Link to={`/agents/members/${step.memberId}`} className="hover:text-slate-900 hover:underline">
                    {step.username}
                  </Link>
                  <ChevronRight aria-hidden className="size-3" />
                </span>
              ))}
            </nav>
            <Link to={`/agents/members/${item.memberId}`} className="mt-0.5 inline-block font-medium text-accent-700 hover:underline">
              {item.username}
            </Link>
          </div>
          <div className="flex flex-wrap items-center gap-2 text-[13px] text-slate-600">
            <Badge tone={memberTypeKind(item.type) === 'agent' ? 'accent' : 'neutral'}>{t(memberTypeLabelKey(item.type))}</Badge>
            <span className="tabular">{t('agents.tree.levelN', { level: item.level })}</span>
            <span className="tabular">{t('agents.tree.teamN', { count: item.teamSize })}</span>
            <span className="tabular">{showMoney(item.balance, currency.symbol, currency.exponent)}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
