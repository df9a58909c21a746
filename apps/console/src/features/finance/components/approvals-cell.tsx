import { useTranslation } from 'react-i18next';
import { UserCheck, Users } from 'lucide-react';
import { formatDateTime } from '@orbit/contracts/format';
import { Badge } from '../../../components/ui/badge.tsx';
import { approvalState, type Approvable } from '../../../lib/approvals.ts';

/** Approvals so far as a short line for the queue (`compact`) or a list for the review dialog. */
export function Approvals({ item, me, timeZone, compact }: { item: Approvable; me: string; timeZone: string; compact?: boolean }) {
  const { t } = useTranslation();
  const state = approvalState(item, me);
  const badge = state.awaitingSecond ? (
    <Badge tone={state.byMe ? 'neutral' : 'warning'} className="gap-1">
      <Users aria-hidden className="size-3" />
      {state.byMe ? t('finance.awaitingOther') : t('finance.needsSecond')}
    </Badge>
  ) : state.fourEyes && item.status === 'pending' ? (
    <Badge tone="info" className="gap-1">
      <Users aria-hidden className="size-3" />
      {t('finance.fourEyes')}
    </Badge>
  ) : null;

  if (compact) {
    // Once decided, who approved says more than a count.
    if (item.status !== 'pending') {
      return item.approvals.length > 0 ? (
        <span className="text-xs whitespace-nowrap text-slate-600" data-testid="approvals">
          {item.approvals.map((approval) => (approval.operator === me ? t('finance.you', { name: approval.operator }) : approval.operator)).join(', ')}
        </span>
      ) : item.decidedBy ? (
        <span className="text-xs whitespace-nowrap text-slate-600" data-testid="approvals">
          {item.decidedBy === me ? t('finance.you', { name: item.decidedBy }) : item.decidedBy}
        </span>
      ) : (
        <span className="text-xs text-slate-400">—</span>
      );
    }
    return (
      <div className="flex flex-col items-start gap-1" data-testid="approvals">
        <span className="text-xs whitespace-nowrap text-slate-600 tabular">{t('finance.approvalCount', { given: state.given, needed: state.needed })}</span>
        {badge}
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-2" data-testid="approvals">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-[13px] font-medium text-slate-800">{t('finance.approvalCount', { given: state.given, needed: state.needed })}</span>
        {badge}
      </div>
      {item.approvals.length > 0 ? (
        <ul className="flex flex-col gap-1">
          {item.approvals.map((approval) => (
            <li key={`${approval.operator}-${approval.at}`} className="flex items-center gap-1.5 text-xs text-slate-600">
              <UserCheck aria-hidden className="size-3.5 text-emerald-600" />
              <span className="font-medium text-slate-800">{approval.operator === me ? t('finance.you', { name: approval.operator }) : approval.operator}</span>
              <span className="text-slate-400 tabular">{formatDateTime(approval.at, timeZone)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {state.awaitingSecond && state.byMe ? <p className="text-xs text-slate-500">{t('finance.youApprovedText')}</p> : null}
    </div>
  );
}
