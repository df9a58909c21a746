// Under the deposit form's promo code: the bonus the code gives for this amount ("Bonus RM 100.00, wager
// 10×"), or why it does not apply, as the server answers it (docs/promotions.md).
import { useTranslation } from 'react-i18next';
import { errorKey } from '../../../../lib/error-codes.ts';
import { usePromoCodeCheck } from '../../api/check-promo-code.ts';
import { useFormatMoney } from '../parts/money.tsx';

export function PromoCodeCheck({ code, amount }: { code: string; amount: string | null }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const check = usePromoCodeCheck(code, amount);
  if (code.trim() === '' || check.isPending) return null;
  if (check.isError)
    return (
      <p className="text-sm text-danger" role="status" data-testid="promo-code-check">
        {t(errorKey(check.error))}
      </p>
    );
  const { title, bonus, bonusPercent, wageringMultiple } = check.data;
  return (
    <p className="text-sm text-success" role="status" data-testid="promo-code-check">
      {bonus !== null
        ? t('wallet.deposit.promoBonus', { title, amount: format(bonus), multiple: wageringMultiple })
        : t('wallet.deposit.promoPercent', { title, percent: bonusPercent ?? '0', multiple: wageringMultiple })}
    </p>
  );
}
