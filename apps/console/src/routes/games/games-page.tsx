import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Gamepad2, RotateCw, Store } from 'lucide-react';
import type { ConsoleGame, ConsoleVendor } from '@orbit/contracts/console-games';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardHeader } from '../../components/ui/card.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { useToast } from '../../components/ui/toast.tsx';
import { useVendors } from '../../features/games/api/list-vendors.ts';
import { useGames } from '../../features/games/api/list-games.ts';
import { useUpdateVendor, type UpdateVendorBody } from '../../features/games/api/update-vendor.ts';
import { useUpdateGame, type UpdateGameBody } from '../../features/games/api/update-game.ts';
import { VendorsTable } from '../../features/games/components/vendors-table.tsx';
import { GamesTable } from '../../features/games/components/games-table.tsx';
import { GgrCard } from '../../features/games/components/ggr-card.tsx';
import { GamesTabs } from '../../features/games/components/games-tabs.tsx';
import { useMerchantCurrency } from '../../features/settings/hooks/use-merchant-currency.ts';
import { useMerchantTimeZone } from '../../features/settings/hooks/use-merchant-time-zone.ts';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { useUploadAsset } from '../../features/settings/api/upload-asset.ts';
import { errorMessage } from '../../lib/errors.ts';

function Rows() {
  return (
    <div className="flex flex-col gap-2 p-5">
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} className="h-8" />
      ))}
    </div>
  );
}

/** Vendors and games of the catalogue: switches, order and tiles. */
export function GamesPage() {
  const { t } = useTranslation();
  const toast = useToast();
  const canWrite = useCan('games.write');
  const vendors = useVendors();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const selected = picked ?? vendors.data?.[0]?.vendorCode;
  const games = useGames(selected);
  const updateVendor = useUpdateVendor();
  const updateGame = useUpdateGame();
  const upload = useUploadAsset();
  const timeZone = useMerchantTimeZone();
  const currency = useMerchantCurrency();

  const changeVendor = async (vendor: ConsoleVendor, body: UpdateVendorBody) => {
    try {
      await updateVendor.mutateAsync({ code: vendor.vendorCode, body });
      toast.success(t('games.saved', { name: vendor.name }));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const changeGame = async (game: ConsoleGame, body: UpdateGameBody) => {
    try {
      await updateGame.mutateAsync({ gameId: game.gameId, body });
      toast.success(t('games.saved', { name: game.names.EN ?? game.gameCode }));
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const uploadTile = async (game: ConsoleGame, file: File) => {
    try {
      const asset = await upload.mutateAsync(file);
      await changeGame(game, { imageUrl: asset.url });
    } catch (error) {
      toast.error(errorMessage(t, error));
    }
  };
  const vendorName = vendors.data?.find((v) => v.vendorCode === selected)?.name;

  return (
    <div>
      <PageHeader
        title={t('nav.games')}
        description={t('games.description')}
        actions={
          <Button
            icon={<RotateCw className="size-4" />}
            loading={vendors.isFetching || games.isFetching}
            onClick={() => {
              void vendors.refetch();
              void games.refetch();
            }}
          >
            {t('common.refresh')}
          </Button>
        }
      />
      <GamesTabs current="catalogue" />
      <div className="flex flex-col gap-5">
        <Card>
          <CardHeader icon={<Store className="size-4" />} title={t('games.vendors')} description={t('games.vendorsHint')} />
          {vendors.isPending ? (
            <Rows />
          ) : vendors.isError ? (
            <EmptyState title={t('games.loadFailed')} description={errorMessage(t, vendors.error)} />
          ) : vendors.data.length === 0 ? (
            <EmptyState icon={<Store className="size-5" />} title={t('games.noVendors')} />
          ) : (
            <VendorsTable
              vendors={vendors.data}
              selected={selected}
              canWrite={canWrite}
              onSelect={setPicked}
              onChange={(v, body) => void changeVendor(v, body)}
            />
          )}
        </Card>
        {selected ? (
          <Card>
            <CardHeader icon={<Gamepad2 className="size-4" />} title={t('games.gamesOf', { name: vendorName ?? selected })} />
            {games.isPending ? (
              <Rows />
            ) : games.isError ? (
              <EmptyState title={t('games.loadFailed')} description={errorMessage(t, games.error)} />
            ) : games.data.length === 0 ? (
              <EmptyState icon={<Gamepad2 className="size-5" />} title={t('games.noGames')} />
            ) : (
              <GamesTable
                games={games.data}
                canWrite={canWrite}
                onChange={(g, body) => void changeGame(g, body)}
                onUpload={(g, file) => void uploadTile(g, file)}
              />
            )}
          </Card>
        ) : null}
        <GgrCard timeZone={timeZone} currency={currency} />
      </div>
    </div>
  );
}
