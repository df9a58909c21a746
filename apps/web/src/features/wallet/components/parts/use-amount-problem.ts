import { displayAmount } from '@orbit/contracts/money-format';
import { useTranslation } from 'react-i18next';
import type { AmountBounds, AmountCheck } from '../../model/amount.ts';
import { useWalletSettings } from '../wallet-settings.tsx';

/** The words under an amount box for what checkAmount found wrong. */
export function useAmountProblemText(): (check: AmountCheck, bounds: AmountBounds) => string | null {
  const { t } = useTranslation();
  const { currencySymbol } = useWalletSettings();
  return (check, bounds) => {
    if (check.ok) return null;
    const money = (value: string | null | undefined) => displayAmount(value ?? '0', currencySymbol);
    switch (check.problem) {
      case 'belowMin':
        return t('wallet.amount.belowMin', { min: money(bounds.min) });
      case 'aboveMax':
        return t('wallet.amount.aboveMax', { max: money(bounds.max) });
      case 'insufficient':
        return t('wallet.amount.insufficient', { available: money(bounds.available) });
      default:
        return t(`wallet.amount.${check.problem}`);
    }
  };
}
