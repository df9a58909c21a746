import { useTranslation } from 'react-i18next';
import { ShieldCheck } from 'lucide-react';
import type { AdjustmentRow, CreditCapChange, SettingsChange } from '@orbit/contracts/console-approvals';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { settingsLabelKey, settingsWritePermission } from '../../app/navigation.ts';
import { useDecideAdjustment, usePendingAdjustments } from '../../features/finance/api/pending-adjustments.ts';
import { useCreditCapChanges, useDecideCreditCapChange } from '../../features/games/api/held-credits.ts';
import { useCan, useOperator } from '../../features/session/hooks/use-operator.ts';
import { useDecideSettingsChange, useSettingsChanges } from '../../features/settings/api/settings-changes.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { showMoney } from '../../lib/amounts.ts';
import { errorMessage } from '../../lib/errors.ts';

type Decision = 'confirm' | 'reject';

/**
 * Changes that wait for a second operator (four-eyes): settings that guard money, vendors' credit caps and
 * large manual adjustments. Another operator confirms or rejects each; the one who asked may only withdraw it.
 */
export function PendingApprovals({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation();
  const toast = useToast();
  const operator = useOperator();
  const canSettings = useCan('settings.read');
  const canFinance = useCan('finance.read');
  const canAdjust = useCan('finance.adjust');
  const currency = useMerchantCurrency();
  const canGames = useCan('games.read');
  const canCaps = useCan('games.write');
  const changes = useSettingsChanges({ enabled: canSettings });
  const capChanges = useCreditCapChanges({ enabled: canGames });
  const decideCap = useDecideCreditCapChange();
  const adjustments = usePendingAdjustments({ enabled: canFinance });
  const decideChange = useDecideSettingsChange();
  const decideAdjustment = useDecideAdjustment();
  const busy = decideChange.isPending || decideAdjustment.isPending || decideCap.isPending;
  const mayWrite = (change: SettingsChange) => operator.permissions.includes(settingsWritePermission(change.section));

  const decide = async (run: () => Promise<unknown>, decision: Decision) => {
    try {
      await run();
      toast.success(t(decision === 'confirm' ? 'approvals.confirmed' : 'approvals.rejected'));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  const actions = (own: boolean, allowed: boolean, onDecide: (decision: Decision) => void) =>
    own ? (
      <div className="flex items-center gap-2">
        <Badge tone="warning">{t('approvals.waitingForOther')}</Badge>
        <Button size="sm" disabled={busy} onClick={() => onDecide('reject')}>
          {t('approvals.withdraw')}
        </Button>
      </div>
    ) : allowed ? (
      <div className="flex items-center gap-2">
        <Button size="sm" disabled={busy} onClick={() => onDecide('reject')}>
          {t('approvals.reject')}
        </Button>
        <Button size="sm" variant="primary" disabled={busy} onClick={() => onDecide('confirm')} data-testid="approval-confirm">
          {t('approvals.confirm')}
        </Button>
      </div>
    ) : null;

  const settingItems = changes.data ?? [];
  const adjustmentItems: AdjustmentRow[] = adjustments.data ?? [];
  const capItems: CreditCapChange[] = capChanges.data ?? [];
  const money = (amount: string) => showMoney(amount, currency.symbol, currency.exponent);
  const when = (at: string) => formatDateTime(new Date(at), timeZone).slice(0, 16);

  return (
    <Card>
      <CardHeader title={t('approvals.title')} description={t('approvals.text')} icon={<ShieldCheck className="size-4" />} />
      {settingItems.length === 0 && adjustmentItems.length === 0 && capItems.length === 0 ? (
        <EmptyState icon={<ShieldCheck className="size-5" />} title={t('approvals.emptyTitle')} description={t('approvals.emptyText')} />
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="pending-approvals">
          {settingItems.map((change) => (
            <li key={`s${change.id}`} className="flex flex-wrap items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="text-[13px] font-medium text-slate-900">{t('approvals.settingsChange', { section: t(settingsLabelKey(change.section)) })}</p>
                <ul className="mt-1 text-xs text-slate-600">
                  {change.changes.map((c) => (
                    <li key={c.path} className="break-words">
                      <span className="font-mono">{c.path}</span>: {c.before || '—'} → {c.after || '—'}
                    </li>
                  ))}
                </ul>
                <p className="mt-1 text-xs text-slate-500">{t('approvals.requestedBy', { operator: change.requestedBy, at: when(change.requestedAt) })}</p>
              </div>
              {actions(
                change.requestedBy === operator.username,
                mayWrite(change),
                (decision) => void decide(() => decideChange.mutateAsync({ id: change.id, decision }), decision),
              )}
            </li>
          ))}
          {capItems.map((change) => (
            <li key={`c${change.id}`} className="flex flex-wrap items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="text-[13px] font-medium text-slate-900">{t('approvals.creditCapChange', { name: change.vendorName })}</p>
                <p className="mt-1 text-xs break-words text-slate-600 tabular">
                  {money(change.before)} → {money(change.after)}
                  {change.toDefault ? ` (${t('approvals.creditCapDefault')})` : ''}
                </p>
                <p className="mt-1 text-xs text-slate-500">{t('approvals.requestedBy', { operator: change.requestedBy, at: when(change.requestedAt) })}</p>
              </div>
              {actions(
                change.requestedBy === operator.username,
                canCaps,
                (decision) => void decide(() => decideCap.mutateAsync({ id: change.id, decision }), decision),
              )}
            </li>
          ))}
          {adjustmentItems.map((adjustment) => (
            <li key={`a${adjustment.id}`} className="flex flex-wrap items-start justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="text-[13px] font-medium text-slate-900">
                  {t(`approvals.adjustment.${adjustment.direction}`, {
                    amount: showMoney(adjustment.amount, currency.symbol, currency.exponent),
                    username: adjustment.username,
                  })}
                </p>
                <p className="mt-1 text-xs break-words text-slate-600">{adjustment.reason}</p>
                <p className="mt-1 text-xs text-slate-500">
                  {t('approvals.requestedBy', { operator: adjustment.requestedBy, at: when(adjustment.requestedAt) })}
                </p>
              </div>
              {actions(
                adjustment.requestedBy === operator.username,
                canAdjust,
                (decision) => void decide(() => decideAdjustment.mutateAsync({ id: adjustment.id, decision }), decision),
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
