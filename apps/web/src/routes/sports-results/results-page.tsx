// /sports/results: finished matches' results by day and sport (features/sportsbook/results).
import { Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { ResultsList } from '../../features/sportsbook/results/results-list.tsx';
import { SportsbookEnvProvider } from '../_shared/sportsbook-env.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';
import { loadBetslipTexts } from '../../features/sportsbook/slip/betslip-texts.ts';

/** The page's texts, fetched with its code (the router waits for them). */
export const textsReady = loadBetslipTexts();

export function ResultsPage() {
  const { t } = useTranslation();
  usePageTitle(t('betslip.results.title'));
  return (
    <div className="container-page space-y-5 py-6 pb-28 sm:py-10 lg:pb-10">
      <PageHeader icon={Trophy} title={t('betslip.results.title')} description={t('betslip.results.description')} />
      <SportsbookEnvProvider>
        <ResultsList />
      </SportsbookEnvProvider>
    </div>
  );
}
