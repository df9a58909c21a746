import { STOCK_AVATARS } from '@orbit/contracts/member-security';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent } from '../../../../components/ui/dialog.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { useSetStockAvatar, type StockAvatar } from '../../api/set-stock-avatar.ts';
import { stockAvatarUrl } from '../../model/avatar-url.ts';
import { errorKey } from '../../../../lib/error-codes.ts';
import { FormMessage } from '../form-bits.tsx';

interface StockAvatarDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: string | null;
  returnFocusTo: RefObject<HTMLElement | null>;
  onPicked: () => void;
}

/** The stock pictures (our own SVGs), one click to pick. */
export function StockAvatarDialog({ open, onOpenChange, current, returnFocusTo, onPicked }: StockAvatarDialogProps) {
  const { t } = useTranslation();
  const pick = useSetStockAvatar();
  const isCurrent = (name: StockAvatar) => current === name || current === stockAvatarUrl(name);

  function choose(name: StockAvatar) {
    pick.mutate(name, {
      onSuccess: () => {
        onPicked();
        onOpenChange(false);
      },
    });
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) pick.reset();
        onOpenChange(next);
      }}
    >
      <DialogContent title={t('member.avatar.stockTitle')} description={t('member.avatar.stockHint')} returnFocusTo={returnFocusTo}>
        <div className="grid grid-cols-4 gap-3 p-5">
          {STOCK_AVATARS.map((name) => {
            const selected = isCurrent(name);
            const busy = pick.isPending && pick.variables === name;
            return (
              <button
                key={name}
                type="button"
                onClick={() => choose(name)}
                disabled={pick.isPending}
                aria-pressed={selected}
                className={clsx(
                  'group relative flex flex-col items-center gap-1.5 rounded-xl p-1.5 text-xs text-text-muted transition hover:bg-surface-raised hover:text-text',
                  selected && 'text-accent',
                )}
              >
                <span
                  className={clsx(
                    'relative block size-16 overflow-hidden rounded-full ring-2 transition',
                    selected ? 'ring-accent' : 'ring-border group-hover:ring-accent/60',
                  )}
                >
                  <img src={stockAvatarUrl(name)} alt="" className="size-full" />
                  {busy ? (
                    <span className="absolute inset-0 flex items-center justify-center bg-black/50 text-accent">
                      <Spinner />
                    </span>
                  ) : null}
                  {selected ? (
                    <span className="absolute end-0 bottom-0 flex size-5 items-center justify-center rounded-full bg-accent text-accent-text">
                      <Check className="size-3" aria-hidden />
                    </span>
                  ) : null}
                </span>
                {t(`member.avatar.stock.${name}`)}
              </button>
            );
          })}
        </div>
        {pick.isError ? (
          <div className="px-5 pb-5">
            <FormMessage kind="error">{t(errorKey(pick.error))}</FormMessage>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
