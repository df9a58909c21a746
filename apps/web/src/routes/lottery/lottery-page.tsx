// /lottery, /vnlottery, /seaLottery and /elott (the lottery layout shows only the header): the
// lottery screen of the route's games, its code and texts loaded with the route. The game tab follows the
// address's gameCode; the launch's player token comes from its token; the balance is the wallet's.
import type { LotteryGameCode } from '@orbit/contracts/lottery';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LotteryKey } from '../../app/route-table.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { gameOfRoute } from '../../features/games/lottery/model/games.ts';
import { useBalance } from '../../features/wallet/api/get-balance.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

const LotteryScreen = lazy(() => import('../../features/games/lottery/lottery-screen.lazy.tsx'));

export function LotteryPage({ variant }: { variant: LotteryKey }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { merchant } = useWhitelabel();
  const balance = useBalance();
  const gameCode = gameOfRoute(variant, params.get('gameCode'));
  usePageTitle(t(`pages.${variant}.title`));
  const chooseGame = (code: LotteryGameCode) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('gameCode', code);
        return next;
      },
      { replace: true },
    );
  return (
    <Suspense fallback={<Spinner className="flex justify-center py-20 text-accent" label={t('pages.lottery.title')} />}>
      <LotteryScreen
        route={variant}
        gameCode={gameCode}
        onGameCode={chooseGame}
        addressToken={params.get('token')}
        balance={balance.data?.mainBalance ?? null}
        symbol={merchant.currencySymbol}
        timeZone={merchant.timeZone}
      />
    </Suspense>
  );
}
