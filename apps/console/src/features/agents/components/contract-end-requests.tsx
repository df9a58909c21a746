// On the agent tree page: top-level agents that asked to end a contract the platform gave them. The operator is
// the other side of those contracts, so nobody else would confirm them; the card shows only while there are some.
import { formatDateTime } from '@orbit/contracts/format';
import { CircleStop } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CardHeader } from '../../../components/ui/card.tsx';
import { useContractEndRequests } from '../api/tree.ts';

export function ContractEndRequests({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const requests = useContractEndRequests();
  const items = requests.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <section aria-label={t('agents.endRequests.title')} className="mb-4 rounded-lg border border-amber-200 bg-white shadow-xs">
      <CardHeader icon={<CircleStop className="size-4 text-amber-600" />} title={t('agents.endRequests.title')} description={t('agents.endRequests.hint')} />
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <li key={item.contractId} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-3 text-sm">
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{item.agent}</span>
              <span className="text-slate-500">
                {' '}
                · {t(`agents.kinds.${item.kind}`)} · {t('agents.endRequests.asked', { at: formatDateTime(item.askedAt, timeZone) })}
              </span>
            </span>
            <Link to={`/agents/members/${item.memberId}`} className="font-medium text-accent-700 hover:underline">
              {t('agents.endRequests.open')}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
