import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Banknote, Plus } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { bankLogoUrl, type MemberBank } from '@orbit/contracts/banks';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { moveItem, saveItem } from '../../../lib/text.ts';
import { MemberBankDialog } from './member-bank-dialog.tsx';
import { RowActions } from './row-actions.tsx';

const MAX_BANKS = 60;
const FIELDS = ['name', 'code', 'logo'] as const;

export interface MemberBanksCardProps {
  banks: MemberBank[];
  onChange: (banks: MemberBank[]) => void;
  errors: FieldErrors<MemberBank>[] | undefined;
  canWrite: boolean;
}

/** The banks members may withdraw to, in the order the member site lists them, each with its logo. */
export function MemberBanksCard({ banks, onChange, errors, canWrite }: MemberBanksCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ bank: MemberBank; index: number | null } | null>(null);
  const blank: MemberBank = { code: '', name: '', enabled: true, logo: null };

  return (
    <Card>
      <CardHeader
        title={t('payments.memberBanksTitle')}
        description={t('payments.memberBanksText')}
        icon={<Banknote className="size-4" />}
        actions={
          canWrite ? (
            <Button
              size="sm"
              variant="primary"
              icon={<Plus className="size-4" />}
              disabled={banks.length >= MAX_BANKS}
              onClick={() => setEditing({ bank: blank, index: null })}
            >
              {t('payments.addMemberBank')}
            </Button>
          ) : null
        }
      />
      {banks.length === 0 ? (
        <EmptyState icon={<Banknote className="size-5" />} title={t('payments.noMemberBanks')} />
      ) : (
        <Table label={t('payments.memberBanksTitle')}>
          <THead>
            <tr>
              <TH className="w-10">#</TH>
              <TH>{t('payments.memberBank')}</TH>
              <TH>{t('payments.bankCode')}</TH>
              <TH className="text-center">{t('payments.enabled')}</TH>
              {canWrite ? <TH className="text-right">{t('common.actions')}</TH> : null}
            </tr>
          </THead>
          <tbody>
            {banks.map((bank, index) => {
              const rowErrors = errors?.[index];
              const wrong = FIELDS.find((name) => rowErrors?.[name]?.message);
              return (
                <TR key={`${bank.code}-${index}`} data-testid={`member-bank-${bank.code}`}>
                  <TD className="text-slate-400 tabular">{index + 1}</TD>
                  <TD>
                    <div className="flex items-center gap-3">
                      <img src={bankLogoUrl(bank)} alt="" className="size-8 shrink-0 rounded-md object-contain" />
                      <span className="font-medium text-slate-900">{bank.name}</span>
                    </div>
                    {wrong ? <FieldError className="mt-1" message={`${t(`payments.bankField.${wrong}`)}: ${rowErrors?.[wrong]?.message}`} /> : null}
                  </TD>
                  <TD className="font-mono text-xs text-slate-600">{bank.code}</TD>
                  <TD className="text-center">
                    <Switch
                      size="sm"
                      checked={bank.enabled}
                      disabled={!canWrite}
                      label={`${bank.name}: ${t('payments.enabled')}`}
                      onCheckedChange={(enabled) => onChange(banks.map((item, i) => (i === index ? { ...item, enabled } : item)))}
                    />
                  </TD>
                  {canWrite ? (
                    <TD>
                      <RowActions
                        index={index}
                        count={banks.length}
                        name={bank.name}
                        onMove={(offset) => onChange(moveItem(banks, index, offset))}
                        onEdit={() => setEditing({ bank, index })}
                        onRemove={() => onChange(banks.filter((_, i) => i !== index))}
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
        <MemberBankDialog
          open
          isNew={editing.index === null}
          bank={editing.bank}
          takenCodes={banks.filter((_, i) => i !== editing.index).map((bank) => bank.code)}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(bank) => onChange(saveItem(banks, editing.index, bank))}
        />
      ) : null}
    </Card>
  );
}
