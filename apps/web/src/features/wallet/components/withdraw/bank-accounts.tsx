// The member's bank accounts on file: pick the one to withdraw to, remove one, or add one (up to the
// merchant's maximum) once the real name is set.
import type { OfferedBank } from '@orbit/contracts/banks';
import type { MemberBankAccount } from '@orbit/contracts/payments';
import { clsx } from 'clsx';
import { CreditCard, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { FormMessage } from '../../../../components/ui/form-message.tsx';
import { EmptyList } from '../../../../components/ui/panel.tsx';
import { useRemoveBankAccount } from '../../api/remove-bank-account.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { AddBankAccountForm } from './add-bank-account-form.tsx';

interface BankAccountsProps {
  accounts: MemberBankAccount[];
  banks: OfferedBank[];
  max: number;
  realName: string | null;
  /** Adding needs the payment password too. */
  canAdd: boolean;
  selected: number | null;
  onSelect: (id: number) => void;
}

export function BankAccounts({ accounts, banks, max, realName, canAdd, selected, onSelect }: BankAccountsProps) {
  const { t } = useTranslation();
  const remove = useRemoveBankAccount();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<number | null>(null);
  const room = accounts.length < max;

  return (
    <div className="space-y-3">
      {accounts.length === 0 ? (
        <EmptyList icon={CreditCard} title={t('wallet.bank.emptyTitle')}>
          {!realName ? t('wallet.bank.emptyNeedsName') : canAdd ? t('wallet.bank.emptyBody') : t('wallet.bank.emptyNeedsPassword')}
        </EmptyList>
      ) : (
        <div role="radiogroup" aria-label={t('wallet.bank.title')} className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          {accounts.map((account) => {
            const active = account.id === selected;
            return (
              <div
                key={account.id}
                className={clsx('relative rounded-xl border p-3 transition', active ? 'border-accent bg-accent/10' : 'border-border bg-background/60')}
                data-testid={`bank-account-${account.id}`}
              >
                <button
                  type="button"
                  role="radio"
                  aria-checked={active}
                  onClick={() => onSelect(account.id)}
                  className="flex w-full items-start gap-3 pe-8 text-start"
                >
                  <img src={account.logo} alt="" width={36} height={36} className="mt-0.5 size-9 shrink-0 rounded-lg object-contain" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-semibold">{account.bank}</span>
                    <span className="block font-mono text-sm tracking-wider tabular-nums">{account.accountNumber}</span>
                    <span className="block truncate text-xs text-text-muted">{account.accountName}</span>
                  </span>
                </button>
                {removing === account.id ? (
                  <div className="mt-2 flex flex-wrap items-center gap-2 border-t border-border pt-2 text-xs">
                    <span className="text-text-muted">{t('wallet.bank.removeConfirm')}</span>
                    <Button
                      size="sm"
                      variant="outline"
                      className="h-7 border-danger/70 text-danger hover:bg-danger/10"
                      disabled={remove.isPending}
                      onClick={() => remove.mutate(account.id, { onSuccess: () => setRemoving(null) })}
                    >
                      {t('wallet.bank.remove')}
                    </Button>
                    <Button size="sm" variant="ghost" className="h-7" onClick={() => setRemoving(null)} disabled={remove.isPending}>
                      {t('wallet.common.cancel')}
                    </Button>
                  </div>
                ) : (
                  <button
                    type="button"
                    onClick={() => {
                      remove.reset();
                      setRemoving(account.id);
                    }}
                    className="absolute end-2 top-2 rounded-md p-1.5 text-text-muted transition hover:bg-surface-raised hover:text-danger"
                    aria-label={t('wallet.bank.removeLabel', { bank: account.bank, number: account.accountNumber })}
                  >
                    <Trash2 className="size-4" aria-hidden />
                  </button>
                )}
              </div>
            );
          })}
        </div>
      )}
      {remove.isError ? <FormMessage kind="error">{t(errorKey(remove.error))}</FormMessage> : null}
      {adding && realName ? (
        <AddBankAccountForm
          banks={banks}
          realName={realName}
          onCancel={() => setAdding(false)}
          onDone={(id) => {
            setAdding(false);
            onSelect(id);
          }}
        />
      ) : room && realName && canAdd ? (
        <Button variant="secondary" onClick={() => setAdding(true)} data-testid="add-bank-open">
          <Plus className="size-4" aria-hidden />
          {t('wallet.bank.addTitle')}
        </Button>
      ) : !room ? (
        <p className="text-xs text-text-muted">{t('wallet.bank.full', { max })}</p>
      ) : null}
    </div>
  );
}
