import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserPlus, Users } from 'lucide-react';
import type { Operator } from '@orbit/contracts/console';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useOperators } from '../../features/operators/api/list-operators.ts';
import { useUpdateOperator } from '../../features/operators/api/update-operator.ts';
import { CreateOperatorDialog } from '../../features/operators/components/create-operator-dialog.tsx';
import { EditOperatorDialog } from '../../features/operators/components/edit-operator-dialog.tsx';
import { OperatorsTable, type OperatorAction } from '../../features/operators/components/operators-table.tsx';
import { useCan, useOperator } from '../../features/session/hooks/use-operator.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';

type Pending = { operator: Operator; action: Exclude<OperatorAction, 'edit'> };

export function OperatorsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const me = useOperator();
  const canWrite = useCan('operators.write');
  const timeZone = useMerchantTimeZone();
  const operators = useOperators();
  const update = useUpdateOperator();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Operator | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);

  const confirm = async () => {
    if (!pending) return;
    const { operator, action } = pending;
    const body = action === 'resetTotp' ? { resetTotp: true as const } : { disabled: action === 'disable' };
    try {
      await update.mutateAsync({ id: operator.id, body });
      toast.success(t(`operators.done.${action}`, { name: operator.displayName }));
      setPending(null);
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };

  const list = operators.data ?? [];
  const active = list.filter((operator) => !operator.disabled).length;

  return (
    <div>
      <PageHeader
        title={t('nav.operators')}
        description={t('operators.description')}
        meta={operators.data ? <span className="text-xs text-slate-500">{t('operators.count', { count: list.length, active })}</span> : null}
        actions={
          canWrite ? (
            <Button variant="primary" icon={<UserPlus className="size-4" />} onClick={() => setCreating(true)}>
              {t('operators.new')}
            </Button>
          ) : null
        }
      />
      <Card>
        {operators.isPending || operators.isError ? (
          <QueryFallback query={operators} loadFailed={t('operators.loadFailed')} rows={4} rowClassName="h-10" />
        ) : list.length === 0 ? (
          <EmptyState icon={<Users className="size-5" />} title={t('operators.emptyTitle')} description={t('operators.emptyText')} />
        ) : (
          <OperatorsTable
            operators={list}
            timeZone={timeZone}
            selfId={me.id}
            actorRole={me.role}
            canWrite={canWrite}
            onAction={(operator, action) => (action === 'edit' ? setEditing(operator) : setPending({ operator, action }))}
          />
        )}
      </Card>

      {canWrite ? (
        <>
          <CreateOperatorDialog open={creating} onOpenChange={setCreating} actorRole={me.role} />
          <EditOperatorDialog operator={editing} onOpenChange={(open) => !open && setEditing(null)} actorRole={me.role} isSelf={editing?.id === me.id} />
          <ConfirmDialog
            open={pending !== null}
            onOpenChange={(open) => !open && setPending(null)}
            title={pending ? t(`operators.confirm.${pending.action}Title`, { name: pending.operator.displayName }) : ''}
            description={pending ? t(`operators.confirm.${pending.action}Text`, { name: pending.operator.displayName }) : ''}
            confirmLabel={pending ? t(`operators.confirm.${pending.action}Button`) : ''}
            tone={pending?.action === 'enable' ? 'primary' : 'danger'}
            busy={update.isPending}
            onConfirm={() => void confirm()}
          />
        </>
      ) : null}
    </div>
  );
}
