import type { VendorWallet } from '@orbit/contracts/wallet';
import { clsx } from 'clsx';
import { ArrowLeftToLine, ArrowRightToLine } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Money } from '../parts/money.tsx';
import { StatusBadge } from '../parts/status-badge.tsx';

/** One vendor wallet: its balance, money still on its way, its state, whether any game uses it, and the two directions. */
export function VendorWalletCard({ vendor, onTransfer }: { vendor: VendorWallet; onTransfer: (direction: 'in' | 'out') => void }) {
  const { t } = useTranslation();
  const open = vendor.state === 'ok';
  const inFlight = /[1-9]/.test(vendor.inFlight);
  const initials =
    vendor.vendorName
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 2)
      .toUpperCase() || vendor.vendorCode.slice(0, 2);
  return (
    <div
      className={clsx('flex h-full flex-col rounded-xl border border-border bg-background/60 p-3.5', !open && 'opacity-80')}
      data-testid={`vendor-wallet-${vendor.vendorCode}`}
    >
      <div className="flex items-center gap-3">
        <span
          className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-accent/30 to-accent/5 text-sm font-black text-accent"
          aria-hidden
        >
          {initials}
        </span>
        <div className="min-w-0 flex-1">
          <div className="truncate text-sm font-semibold">{vendor.vendorName}</div>
          <div className="text-[11px] text-text-muted">{vendor.vendorCode}</div>
        </div>
        {open ? null : <StatusBadge tone="muted">{t(`wallet.fund.state.${vendor.state}`)}</StatusBadge>}
      </div>
      <div className="mt-3 flex items-baseline justify-between gap-2">
        <Money amount={vendor.balance} className="text-lg font-bold" />
        {inFlight ? (
          <StatusBadge tone="pending">
            {t('wallet.fund.inFlight')} <Money amount={vendor.inFlight} />
          </StatusBadge>
        ) : null}
      </div>
      {vendor.games === 0 ? (
        <p className="mt-2 text-[11px] text-text-muted" data-testid="vendor-wallet-no-games">
          {t('wallet.fund.noGames')}
        </p>
      ) : null}
      <div className="mt-auto grid grid-cols-2 gap-2 pt-3">
        <Button
          size="sm"
          variant="secondary"
          disabled={!open}
          onClick={() => onTransfer('in')}
          aria-label={t('wallet.fund.transferInTo', { vendor: vendor.vendorName })}
        >
          <ArrowRightToLine className="size-3.5" aria-hidden />
          {t('wallet.fund.transferIn')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={!open}
          onClick={() => onTransfer('out')}
          aria-label={t('wallet.fund.transferOutOf', { vendor: vendor.vendorName })}
        >
          <ArrowLeftToLine className="size-3.5" aria-hidden />
          {t('wallet.fund.transferOut')}
        </Button>
      </div>
    </div>
  );
}
