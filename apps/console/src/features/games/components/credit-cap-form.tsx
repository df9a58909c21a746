// A seamless vendor's cap on credits without a matching bet (docs/seamless-wallet.md, Credit cap): the amount
// and whether it is the vendor's own or the default, with a field to change it or go back to the default.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { VendorWallet } from '@orbit/contracts/console-rounds';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { showMoney, type Currency } from '../../../lib/amounts.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { useUpdateCreditCap } from '../api/held-credits.ts';

export function CreditCapForm({ wallet, canWrite, currency }: { wallet: VendorWallet; canWrite: boolean; currency: Currency }) {
  const { t } = useTranslation();
  const toast = useToast();
  const update = useUpdateCreditCap();
  const [value, setValue] = useState('');
  const cap = showMoney(wallet.creditCap, currency.symbol, currency.exponent);
  const save = async (creditCap: string | null) => {
    try {
      const { pendingChange } = await update.mutateAsync({ code: wallet.vendorCode, creditCap });
      setValue('');
      // A new cap waits for a second operator (four-eyes); asking for the cap in force changes nothing.
      toast.success(pendingChange ? t('approvals.creditCapHeld', { name: wallet.name }) : t('games.saved', { name: wallet.name }));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  return (
    <div className="mt-1 text-xs text-slate-500">
      <span className="block tabular">{t(wallet.creditCapSet ? 'gameTools.heldCredits.capOwn' : 'gameTools.heldCredits.capDefault', { amount: cap })}</span>
      {canWrite ? (
        <form
          className="mt-1 flex items-center gap-1.5"
          onSubmit={(event) => {
            event.preventDefault();
            if (value.trim()) void save(value.trim());
          }}
        >
          <Input
            compact
            className="w-24"
            inputMode="decimal"
            aria-label={t('gameTools.heldCredits.capOf', { name: wallet.name })}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
          <Button size="sm" type="submit" loading={update.isPending} disabled={!value.trim()}>
            {t('common.save')}
          </Button>
          {wallet.creditCapSet ? (
            <Button size="sm" variant="ghost" onClick={() => void save(null)}>
              {t('gameTools.heldCredits.capReset')}
            </Button>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
