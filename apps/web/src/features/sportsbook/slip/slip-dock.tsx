// The bet slip beside the sportsbook board (docs/sportsbook.md, The site). On a desktop it is a column to the
// board's right, always open; on a phone a bar above the tab bar with the count and the potential return,
// which opens the slip as a sheet from the bottom. Loaded lazily by the board with its texts.
import * as RadixDialog from '@radix-ui/react-dialog';
import { displayAmount } from '@orbit/contracts/money';
import { ChevronUp, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { loadBetslipTexts } from './betslip-texts.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { minorText } from './slip-math.ts';
import { SlipPanel } from './slip-panel.tsx';
import { usePlaceBets } from './use-place-bets.ts';
import { useSlip, type SlipModel } from './use-slip.ts';
import { useSportsToken } from './use-sports-token.ts';

/** Whether the slip's texts are loaded (they come as their own set, lib/i18n.ts). */
export function useBetslipTexts(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void loadBetslipTexts().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, []);
  return ready;
}

function PhoneBar({ slip, onOpen }: { slip: SlipModel; onOpen: () => void }) {
  const { t } = useTranslation();
  const count = slip.selections.length;
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={t('betslip.open', { count })}
      data-testid="slip-bar"
      className="fixed start-2 end-16 bottom-[calc(4.5rem+env(safe-area-inset-bottom))] z-30 flex h-12 items-center gap-3 rounded-xl bg-accent px-4 text-accent-text shadow-lg lg:hidden"
    >
      <span className="flex size-7 items-center justify-center rounded-full bg-accent-text text-sm font-bold text-accent">{count}</span>
      <span className="font-semibold">{t('betslip.title')}</span>
      <span className="flex-1" />
      {slip.totalReturn > 0n ? (
        <span className="text-sm font-semibold tabular-nums">{displayAmount(minorText(slip.totalReturn, slip.exponent), slip.symbol)}</span>
      ) : null}
      <ChevronUp className="size-5" aria-hidden />
    </button>
  );
}

function Slip({ desktop }: { desktop: boolean }) {
  const { t } = useTranslation();
  const slip = useSlip();
  const token = useSportsToken();
  const placement = usePlaceBets(token, slip.acceptOdds);
  const [open, setOpen] = useState(false);
  if (desktop)
    return (
      <aside className="hidden w-[320px] shrink-0 lg:block">
        <div className="sticky top-28 flex max-h-[calc(100dvh-8rem)] flex-col overflow-hidden rounded-2xl border border-border bg-surface">
          <SlipPanel slip={slip} placement={placement} token={token} />
        </div>
      </aside>
    );
  const visible = slip.selections.length > 0 || placement.placed.length > 0;
  return (
    <RadixDialog.Root open={open && visible} onOpenChange={setOpen}>
      {visible && !open ? <PhoneBar slip={slip} onOpen={() => setOpen(true)} /> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 bottom-0 z-50 flex max-h-[88dvh] flex-col rounded-t-2xl border-t border-border bg-surface pb-[env(safe-area-inset-bottom)] text-text shadow-2xl outline-none"
        >
          <RadixDialog.Title className="sr-only">{t('betslip.title')}</RadixDialog.Title>
          <RadixDialog.Close className="absolute -top-11 end-3 rounded-full bg-surface p-2 text-text-muted" aria-label={t('betslip.close')}>
            <X className="size-5" aria-hidden />
          </RadixDialog.Close>
          <SlipPanel slip={slip} placement={placement} token={token} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

export function SlipDock() {
  const ready = useBetslipTexts();
  const desktop = useMediaQuery('(min-width: 1024px)');
  return ready ? <Slip desktop={desktop} /> : null;
}
