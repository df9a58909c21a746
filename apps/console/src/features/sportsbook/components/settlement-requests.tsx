// Settlements waiting for a second operator: what was asked, by whom, and what it would pay. Another operator
// confirms (it is applied then) or rejects; the maker may only withdraw its own, and the server says so if tried.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Check, X } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import type { SettlementRequest } from '@orbit/contracts/sportsbook-desk';
import { Button } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useDecideSettlement } from '../api/desk-mutations.ts';

const resultText = (result: SettlementRequest['result']) => {
  if (!result) return '';
  if ('ft' in result) return `${result.ft.home}:${result.ft.away}${result['1h'] ? ` (${result['1h'].home}:${result['1h'].away})` : ''}`;
  if ('points' in result) return `${result.points.home}:${result.points.away}`;
  return result.maps.map((winner) => (winner === 'home' ? 'H' : 'A')).join(' ');
};

export function SettlementRequests({
  items,
  canTrade,
  timeZone,
  currency,
  linkEvents,
}: {
  items: SettlementRequest[];
  canTrade: boolean;
  timeZone: string;
  currency: Currency;
  linkEvents?: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const decide = useDecideSettlement();
  const act = async (id: number, decision: 'confirm' | 'reject') => {
    try {
      await decide.mutateAsync({ id, decision });
      toast.success(t(`sports.approvals.${decision}ed`));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <ul className="divide-y divide-amber-100">
      {items.map((item) => (
        <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0 text-sm">
            <div className="font-medium text-slate-800">
              {linkEvents ? (
                <Link className="text-accent-700 hover:underline" to={`/sportsbook/events/${item.eventId}`}>
                  {item.match}
                </Link>
              ) : (
                item.match
              )}{' '}
              · {t(`sports.result.actions.${item.action}`)} {resultText(item.result)}
            </div>
            <div className="text-xs text-slate-500">
              {t('sports.approvals.asked', {
                who: item.requestedBy,
                when: formatDateTime(item.requestedAt, timeZone),
                amount: showMoney(item.payoutTotal, currency.symbol, currency.exponent),
              })}
              {' · '}
              {item.reason}
            </div>
          </div>
          {canTrade ? (
            <div className="flex gap-2">
              <Button size="sm" icon={<X className="size-3.5" />} onClick={() => void act(item.id, 'reject')} disabled={decide.isPending}>
                {t('sports.approvals.reject')}
              </Button>
              <Button
                size="sm"
                variant="primary"
                icon={<Check className="size-3.5" />}
                onClick={() => void act(item.id, 'confirm')}
                disabled={decide.isPending}
              >
                {t('sports.approvals.confirm')}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
