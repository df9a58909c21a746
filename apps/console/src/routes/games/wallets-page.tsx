import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRound, RotateCw } from 'lucide-react';
import type { VendorWallet, WalletMode } from '@orbit/contracts/console-rounds';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useVendorWallets } from '../../features/games/api/list-vendor-wallets.ts';
import { useRotateSecret } from '../../features/games/api/rotate-secret.ts';
import { useSwitchWalletMode } from '../../features/games/api/switch-wallet-mode.ts';
import { GamesTabs } from '../../features/games/components/games-tabs.tsx';
import { SecretOnceDialog } from '../../features/games/components/secret-once-dialog.tsx';
import { VendorWalletsTable } from '../../features/games/components/vendor-wallets-table.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { errorMessage } from '../../lib/errors.ts';

/** Vendors' wallet modes and seamless credentials. */
export function WalletsPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const canWrite = useCan('games.write');
  const wallets = useVendorWallets();
  const switchMode = useSwitchWalletMode();
  const rotate = useRotateSecret();
  const currency = useMerchantCurrency();
  const timeZone = useMerchantTimeZone();
  const [switching, setSwitching] = useState<{ wallet: VendorWallet; mode: WalletMode } | null>(null);
  const [rotating, setRotating] = useState<VendorWallet | null>(null);
  const [shown, setShown] = useState<{ name: string; secret: string } | null>(null);

  const confirmSwitch = async () => {
    if (!switching) return;
    try {
      await switchMode.mutateAsync({ code: switching.wallet.vendorCode, walletMode: switching.mode });
      toast.success(t('games.saved', { name: switching.wallet.name }));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
    setSwitching(null);
  };
  const confirmRotate = async () => {
    if (!rotating) return;
    try {
      const reply = await rotate.mutateAsync(rotating.vendorCode);
      setShown({ name: rotating.name, secret: reply.secret });
      // The dialog holds the only copy: the mutation forgets its answer at once.
      rotate.reset();
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
    setRotating(null);
  };

  return (
    <div>
      <PageHeader
        title={t('nav.games')}
        description={t('gameTools.wallets.description')}
        actions={
          <Button icon={<RotateCw className="size-4" />} loading={wallets.isFetching} onClick={() => void wallets.refetch()}>
            {t('common.refresh')}
          </Button>
        }
      />
      <GamesTabs current="wallets" />
      <Card>
        <CardHeader icon={<KeyRound className="size-4" />} title={t('gameTools.wallets.title')} description={t('gameTools.wallets.hint')} />
        {wallets.isPending ? (
          <div className="flex flex-col gap-2 p-5">
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} className="h-10" />
            ))}
          </div>
        ) : wallets.isError ? (
          <EmptyState title={t('games.loadFailed')} description={errorMessage(t, wallets.error)} />
        ) : wallets.data.length === 0 ? (
          <EmptyState icon={<KeyRound className="size-5" />} title={t('games.noVendors')} />
        ) : (
          <VendorWalletsTable
            wallets={wallets.data}
            canWrite={canWrite}
            currency={currency}
            timeZone={timeZone}
            onSwitch={(wallet, mode) => setSwitching({ wallet, mode })}
            onRotate={setRotating}
          />
        )}
      </Card>
      <ConfirmDialog
        open={switching !== null}
        onOpenChange={(open) => !open && setSwitching(null)}
        title={t('gameTools.wallets.switchTitle', { name: switching?.wallet.name ?? '' })}
        description={switching ? t(`gameTools.wallets.switchText.${switching.mode}`) : ''}
        confirmLabel={switching ? t('gameTools.wallets.switchTo', { mode: t(`games.walletModes.${switching.mode}`) }) : ''}
        busy={switchMode.isPending}
        onConfirm={() => void confirmSwitch()}
      />
      <ConfirmDialog
        open={rotating !== null}
        onOpenChange={(open) => !open && setRotating(null)}
        title={t('gameTools.wallets.rotateTitle', { name: rotating?.name ?? '' })}
        description={t('gameTools.wallets.rotateText')}
        confirmLabel={t('gameTools.wallets.rotate')}
        tone="danger"
        busy={rotate.isPending}
        onConfirm={() => void confirmRotate()}
      />
      <SecretOnceDialog shown={shown} onClose={() => setShown(null)} />
    </div>
  );
}
