// The merchant's deposit methods as tiles (docs/wallet.md, deposits): the channel's mark, its name, its bounds and fee.
import type { DepositMethod } from '@orbit/contracts/payments';
import { clsx } from 'clsx';
import { useTranslation } from 'react-i18next';
import { ChannelMark } from '../parts/channel-mark.tsx';
import { methodName } from '../../model/method-name.ts';
import { useCurrentLanguage } from '../../../../lib/use-current-language.ts';
import { useFormatMoney } from '../parts/money.tsx';

export function useFeeText(): (method: DepositMethod) => string {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (method) => {
    const percent = /[1-9]/.test(method.feePercent);
    const fixed = /[1-9]/.test(method.feeFixed);
    if (percent && fixed) return t('wallet.deposit.feeBoth', { percent: method.feePercent, fixed: format(method.feeFixed) });
    if (percent) return t('wallet.deposit.feePercent', { percent: method.feePercent });
    if (fixed) return t('wallet.deposit.feeFixed', { fixed: format(method.feeFixed) });
    return t('wallet.deposit.feeNone');
  };
}

export function MethodPicker({ methods, selected, onSelect }: { methods: DepositMethod[]; selected: string | null; onSelect: (id: string) => void }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const format = useFormatMoney();
  const feeText = useFeeText();
  return (
    <div role="radiogroup" aria-label={t('wallet.deposit.methodsTitle')} className="grid grid-cols-2 gap-2.5 sm:grid-cols-3 xl:grid-cols-4">
      {methods.map((method) => {
        const active = method.id === selected;
        return (
          <button
            key={method.id}
            type="button"
            role="radio"
            aria-checked={active}
            onClick={() => onSelect(method.id)}
            data-testid={`deposit-method-${method.id}`}
            className={clsx(
              'flex min-w-0 flex-col items-start gap-2 rounded-xl border p-3 text-start transition',
              active ? 'border-accent bg-accent/10 ring-1 ring-accent' : 'border-border bg-background/60 hover:border-accent/50',
            )}
          >
            <div className="flex w-full items-center gap-2.5">
              <ChannelMark channel={method.channel} kind={method.kind} className="size-10 shrink-0" />
              <span className="min-w-0 text-sm leading-tight font-semibold">{methodName(method, language.code)}</span>
            </div>
            <span className="text-[11px] leading-snug text-text-muted tabular-nums">
              {format(method.min)} – {format(method.max)}
            </span>
            <span
              className={clsx('text-[11px] font-medium', /[1-9]/.test(method.feePercent) || /[1-9]/.test(method.feeFixed) ? 'text-text-muted' : 'text-success')}
            >
              {feeText(method)}
            </span>
          </button>
        );
      })}
    </div>
  );
}
