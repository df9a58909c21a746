import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus, Wallet } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { showMoney } from '../../../lib/amounts.ts';
import { moveItem, newEntryId, saveItem } from '../../../lib/text.ts';
import type { DepositMethodSetting } from '../schemas/payments.ts';
import { DepositMethodDialog } from './deposit-method-dialog.tsx';
import { RowActions } from './row-actions.tsx';

const MAX_METHODS = 30;
const FIELDS = ['name', 'channel', 'kind', 'min', 'max', 'feePercent', 'feeFixed', 'id'] as const;

const blankMethod = (): DepositMethodSetting => ({
  id: newEntryId('method'),
  kind: 'online',
  name: '',
  channel: '',
  min: '10.00',
  max: '5000.00',
  feePercent: '0',
  feeFixed: '0.00',
  enabled: true,
});

export interface DepositMethodsCardProps {
  methods: DepositMethodSetting[];
  onChange: (methods: DepositMethodSetting[]) => void;
  errors: FieldErrors<DepositMethodSetting>[] | undefined;
  canWrite: boolean;
  symbol: string;
  exponent: number;
}

/** The deposit methods in the order the member site lists them. */
export function DepositMethodsCard({ methods, onChange, errors, canWrite, symbol, exponent }: DepositMethodsCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ method: DepositMethodSetting; index: number | null } | null>(null);
  const money = (amount: string) => showMoney(amount, symbol, exponent);

  return (
    <Card>
      <CardHeader
        title={t('payments.methodsTitle')}
        description={t('payments.methodsText')}
        icon={<Wallet className="size-4" />}
        actions={
          canWrite ? (
            <Button
              size="sm"
              variant="primary"
              icon={<Plus className="size-4" />}
              disabled={methods.length >= MAX_METHODS}
              onClick={() => setEditing({ method: blankMethod(), index: null })}
            >
              {t('payments.addMethod')}
            </Button>
          ) : null
        }
      />
      {methods.length === 0 ? (
        <EmptyState icon={<Wallet className="size-5" />} title={t('payments.noMethodsTitle')} description={t('payments.noMethodsText')} />
      ) : (
        <Table label={t('payments.methodsTitle')}>
          <THead>
            <tr>
              <TH className="w-10">#</TH>
              <TH>{t('payments.name')}</TH>
              <TH>{t('payments.kind')}</TH>
              <TH className="text-right">{t('payments.limits')}</TH>
              <TH className="text-right">{t('payments.fee')}</TH>
              <TH className="text-center">{t('payments.enabled')}</TH>
              {canWrite ? <TH className="text-right">{t('common.actions')}</TH> : null}
            </tr>
          </THead>
          <tbody>
            {methods.map((method, index) => {
              const rowErrors = errors?.[index];
              const wrong = FIELDS.find((name) => rowErrors?.[name]?.message);
              return (
                <TR key={method.id} data-testid={`method-row-${method.id}`}>
                  <TD className="text-slate-400 tabular">{index + 1}</TD>
                  <TD>
                    <p className="font-medium text-slate-900">{method.name}</p>
                    <p className="font-mono text-[11px] text-slate-500">{method.channel}</p>
                    {wrong ? (
                      <FieldError className="mt-1" message={`${t(`payments.${wrong === 'id' ? 'name' : wrong}`)}: ${rowErrors?.[wrong]?.message}`} />
                    ) : null}
                  </TD>
                  <TD>
                    <Badge tone={method.kind === 'bank' ? 'info' : 'accent'}>{t(`payments.kinds.${method.kind}`)}</Badge>
                  </TD>
                  <TD className="text-right whitespace-nowrap text-slate-700 tabular">
                    {money(method.min)} – {money(method.max)}
                  </TD>
                  <TD className="text-right whitespace-nowrap text-slate-700 tabular">
                    {t('payments.feeValue', { percent: method.feePercent, fixed: money(method.feeFixed) })}
                  </TD>
                  <TD className="text-center">
                    <Switch
                      size="sm"
                      checked={method.enabled}
                      disabled={!canWrite}
                      label={`${method.name}: ${t('payments.enabled')}`}
                      onCheckedChange={(enabled) => onChange(methods.map((item, i) => (i === index ? { ...item, enabled } : item)))}
                    />
                  </TD>
                  {canWrite ? (
                    <TD>
                      <RowActions
                        index={index}
                        count={methods.length}
                        name={method.name}
                        onMove={(offset) => onChange(moveItem(methods, index, offset))}
                        onEdit={() => setEditing({ method, index })}
                        onRemove={() => onChange(methods.filter((_, i) => i !== index))}
                      />
                    </TD>
                  ) : null}
                </TR>
              );
            })}
          </tbody>
        </Table>
      )}
      {editing ? (
        <DepositMethodDialog
          open
          isNew={editing.index === null}
          method={editing.method}
          symbol={symbol}
          exponent={exponent}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(method) => onChange(saveItem(methods, editing.index, method))}
        />
      ) : null}
    </Card>
  );
}
