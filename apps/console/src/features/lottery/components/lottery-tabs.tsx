// The Lottery area's sections as tabs under the page header: the draws (calendar and monitor), the results
// with their fairness data, the exposure per number and the takings, each at its own address.
import { useTranslation } from 'react-i18next';
import { CalendarClock, ShieldCheck, TrendingUp, Gauge } from 'lucide-react';
import { TabLinks } from '../../../components/ui/tab-links.tsx';

export type LotteryTab = 'draws' | 'results' | 'exposure' | 'ggr';

const TABS: readonly { key: LotteryTab; to: string; icon: typeof Gauge }[] = [
  { key: 'draws', to: '/lottery', icon: CalendarClock },
  { key: 'results', to: '/lottery/results', icon: ShieldCheck },
  { key: 'exposure', to: '/lottery/exposure', icon: Gauge },
  { key: 'ggr', to: '/lottery/ggr', icon: TrendingUp },
];

export function LotteryTabs({ current }: { current: LotteryTab }) {
  const { t } = useTranslation();
  return (
    <TabLinks
      label={t('lottery.tabsLabel')}
      current={current}
      tabs={TABS.map(({ key, to, icon: Icon }) => ({ key, to, label: t(`lottery.tabs.${key}`), icon: <Icon className="size-4" /> }))}
    />
  );
}
