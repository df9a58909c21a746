// The Games area's sections as tabs under the page header: the catalogue, the vendors' wallets, the rounds
// explorer and players' exposure, each at its own address.
import { useTranslation } from 'react-i18next';
import { History, KeyRound, Store, TrendingUp } from 'lucide-react';
import { TabLinks } from '../../../components/ui/tab-links.tsx';

export type GamesTab = 'catalogue' | 'wallets' | 'rounds' | 'exposure';

const TABS: readonly { key: GamesTab; to: string; icon: typeof Store }[] = [
  { key: 'catalogue', to: '/games', icon: Store },
  { key: 'wallets', to: '/games/wallets', icon: KeyRound },
  { key: 'rounds', to: '/games/rounds', icon: History },
  { key: 'exposure', to: '/games/exposure', icon: TrendingUp },
];

export function GamesTabs({ current }: { current: GamesTab }) {
  const { t } = useTranslation();
  return (
    <TabLinks
      label={t('gameTools.tabsLabel')}
      current={current}
      tabs={TABS.map(({ key, to, icon: Icon }) => ({ key, to, label: t(`gameTools.tabs.${key}`), icon: <Icon className="size-4" /> }))}
    />
  );
}
