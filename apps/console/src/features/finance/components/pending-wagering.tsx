// Wagering changes waiting for a second operator (docs/wallet.md, Bonus money): who asked, what for and why;
// another operator with finance.adjust approves (the change applies now), anyone with it rejects.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  consoleApproveWageringEndpoint,
  consoleRejectWageringEndpoint,
  consoleWageringAdjustmentsEndpoint,
  type WageringAdjustment,
} from '@orbit/contracts/bonuses';
import { formatDateTime } from '@orbit/contracts/format';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/errors.ts';

interface Props {
  money: (amount: string) => string;
  /** With finance.adjust the operator approves or rejects. */
  canAdjust: boolean;
  /** The signed-in operator: the maker of a change withdraws it but may not approve it. */
  operator: string;
  /** The merchant's time zone, as the grants' own times are shown. */
  timeZone: string;
}

function PendingRow({ item, money, canAdjust, operator, timeZone }: Props & { item: WageringAdjustment }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ['wagering-adjustments'] });
    void queryClient.invalidateQueries({ queryKey: ['bonus-grants'] });
  };
  const approve = useMutation({ mutationFn: () => api.call(consoleApproveWageringEndpoint, { params: { id: item.id } }), onSuccess: refresh });
  const reject = useMutation({ mutationFn: () => api.call(consoleRejectWageringEndpoint, { params: { id: item.id } }), onSuccess: refresh });
  const mine = operator === item.requestedBy;
  const error = approve.error ?? reject.error;
  return (
    <li className="space-y-1.5 px-4 py-3 sm:px-5" data-testid="wagering-pending">
      <p className="text-sm font-semibold">
        {t('bonusGrants.pending.line', {
          username: item.username,
          before: money(item.requiredBefore),
          after: money(item.requiredAfter),
          amount: money(item.grantAmount),
        })}
      </p>
      <p className="text-xs break-words text-slate-500">
        {t('bonusGrants.pending.by', { operator: item.requestedBy, at: formatDateTime(item.requestedAt, timeZone) })} · {item.reason}
      </p>
      {canAdjust ? (
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="primary" loading={approve.isPending} disabled={mine} onClick={() => approve.mutate()}>
            {t('bonusGrants.pending.approve')}
          </Button>
          <Button size="sm" loading={reject.isPending} onClick={() => reject.mutate()}>
            {mine ? t('bonusGrants.pending.withdraw') : t('bonusGrants.pending.reject')}
          </Button>
          {mine ? <span className="text-xs text-slate-500">{t('bonusGrants.pending.yours')}</span> : null}
        </div>
      ) : null}
      {error ? <p className="text-sm text-red-600">{errorMessage(t, error)}</p> : null}
    </li>
  );
}

/** Shown above the grants while some change waits; nothing when none does. */
export function PendingWagering(props: Props) {
  const { t } = useTranslation();
  const list = useQuery({ queryKey: ['wagering-adjustments', 'pending'], queryFn: () => api.call(consoleWageringAdjustmentsEndpoint, { query: {} }) });
  const items = list.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Card className="mb-4">
      <div className="border-b border-slate-100 px-4 py-3 sm:px-5">
        <h2 className="text-sm font-semibold">{t('bonusGrants.pending.title', { count: items.length })}</h2>
        <p className="text-xs text-slate-500">{t('bonusGrants.pending.text')}</p>
      </div>
      <ul className="divide-y divide-slate-100">
        {items.map((item) => (
          <PendingRow key={item.id} item={item} {...props} />
        ))}
      </ul>
    </Card>
  );
}
