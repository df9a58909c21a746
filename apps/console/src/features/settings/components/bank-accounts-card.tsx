import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Landmark, Plus } from 'lucide-react';
import type { FieldErrors } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardHeader } from '../../../components/ui/card.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FieldError } from '../../../components/ui/field.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TD, TH, THead, TR } from '../../../components/ui/table.tsx';
import { moveItem, newEntryId, saveItem } from '../../../lib/text.ts';
import type { BankAccountSetting } from '../schemas/payments.ts';
import { BankAccountDialog } from './bank-account-dialog.tsx';
import { RowActions } from './row-actions.tsx';

const MAX_ACCOUNTS = 30;
const FIELDS = ['bank', 'accountName', 'accountNumber', 'id'] as const;

export interface BankAccountsCardProps {
  accounts: BankAccountSetting[];
  onChange: (accounts: BankAccountSetting[]) => void;
  errors: FieldErrors<BankAccountSetting>[] | undefined;
  canWrite: boolean;
  banks: readonly string[];
  siteName: string;
}

/** The merchant's accounts that bank-transfer members pay into, in the order the deposit page shows them. */
export function BankAccountsCard({ accounts, onChange, errors, canWrite, banks, siteName }: BankAccountsCardProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ account: BankAccountSetting; index: number | null } | null>(null);
  const blank = (): BankAccountSetting => ({ id: newEntryId('bank'), bank: banks[0] ?? '', accountName: siteName, accountNumber: '', enabled: true });

  return (
    <Card>
      <CardHeader
        title={t('payments.accountsTitle')}
        description={t('payments.accountsText')}
        icon={<Landmark className="size-4" />}
        actions={
          canWrite ? (
            <Button
              size="sm"
              variant="primary"
              icon={<Plus className="size-4" />}
              disabled={accounts.length >= MAX_ACCOUNTS}
              onClick={() => setEditing({ account: blank(), index: null })}
            >
              {t('payments.addAccount')}
            </Button>
          ) : null
        }
      />
      {accounts.length === 0 ? (
        <EmptyState icon={<Landmark className="size-5" />} title={t('payments.noAccountsTitle')} description={t('payments.noAccountsText')} />
      ) : (
        <Table label={t('payments.accountsTitle')}>
          <THead>
            <tr>
              <TH className="w-10">#</TH>
              <TH>{t('payments.bank')}</TH>
              <TH>{t('payments.accountName')}</TH>
              <TH>{t('payments.accountNumber')}</TH>
              <TH className="text-center">{t('payments.enabled')}</TH>
              {canWrite ? <TH className="text-right">{t('common.actions')}</TH> : null}
            </tr>
          </THead>
          <tbody>
            {accounts.map((account, index) => {
              const rowErrors = errors?.[index];
              const wrong = FIELDS.find((name) => rowErrors?.[name]?.message);
              return (
                <TR key={account.id} data-testid={`account-row-${account.id}`}>
                  <TD className="text-slate-400 tabular">{index + 1}</TD>
                  <TD className="font-medium text-slate-900">
                    {account.bank}
                    {wrong ? (
                      <FieldError className="mt-1" message={`${t(`payments.${wrong === 'id' ? 'bank' : wrong}`)}: ${rowErrors?.[wrong]?.message}`} />
                    ) : null}
                  </TD>
                  <TD className="text-slate-700">{account.accountName}</TD>
                  <TD className="font-mono text-xs text-slate-700">{account.accountNumber}</TD>
                  <TD className="text-center">
                    <Switch
                      size="sm"
                      checked={account.enabled}
                      disabled={!canWrite}
                      label={`${account.bank} ${account.accountNumber}: ${t('payments.enabled')}`}
                      onCheckedChange={(enabled) => onChange(accounts.map((item, i) => (i === index ? { ...item, enabled } : item)))}
                    />
                  </TD>
                  {canWrite ? (
                    <TD>
                      <RowActions
                        index={index}
                        count={accounts.length}
                        name={`${account.bank} ${account.accountNumber}`}
                        onMove={(offset) => onChange(moveItem(accounts, index, offset))}
                        onEdit={() => setEditing({ account, index })}
                        onRemove={() => onChange(accounts.filter((_, i) => i !== index))}
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
        <BankAccountDialog
          open
          isNew={editing.index === null}
          account={editing.account}
          banks={banks}
          onOpenChange={(open) => !open && setEditing(null)}
          onSave={(account) => onChange(saveItem(accounts, editing.index, account))}
        />
      ) : null}
    </Card>
  );
}
