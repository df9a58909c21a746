// /sports/bets: the member's sports bets (features/sportsbook/bets), linked from the bet slip and the member
// centre's betting record. The slip stays beside them on a desktop.
import { ListChecks } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { MyBets } from '../../features/sportsbook/bets/my-bets.tsx';
import { SportsbookEnvProvider } from '../_shared/sportsbook-env.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';
import { loadBetslipTexts } from '../../features/sportsbook/slip/betslip-texts.ts';

/** The page's texts, fetched with its code (the router waits for them). */
export const textsReady = loadBetslipTexts();

const SlipDock = lazy(() => import('../../features/sportsbook/slip/slip-dock.tsx').then((module) => ({ default: module.SlipDock })));

export function MyBetsPage() {
  const { t } = useTranslation();
  usePageTitle(t('betslip.myBets.title'));
  return (
    <SportsbookEnvProvider>
      <div className="container-page flex gap-6 py-6 pb-28 sm:py-10 lg:pb-10">
        <div className="min-w-0 flex-1 space-y-5">
          <PageHeader icon={ListChecks} title={t('betslip.myBets.title')} description={t('betslip.myBets.description')} />
          <MyBets />
        </div>
        <Suspense fallback={null}>
          <SlipDock />
        </Suspense>
      </div>
    </SportsbookEnvProvider>
  );
}
