// The Agents area's sections as tabs under the page header: the tree, the settlement runs, the commission
// totals and the announcements, each at its own address.
import { useTranslation } from 'react-i18next';
import { Coins, Megaphone, Network, Receipt } from 'lucide-react';
import { TabLinks } from '../../../components/ui/tab-links.tsx';

export type AgentsTab = 'tree' | 'runs' | 'commissions' | 'announcements';

const TABS: readonly { key: AgentsTab; to: string; icon: typeof Network }[] = [
  { key: 'tree', to: '/agents', icon: Network },
  { key: 'runs', to: '/agents/runs', icon: Receipt },
  { key: 'commissions', to: '/agents/commissions', icon: Coins },
  { key: 'announcements', to: '/agents/announcements', icon: Megaphone },
];

export function AgentsTabs({ current }: { current: AgentsTab }) {
  const { t } = useTranslation();
  return (
    <TabLinks
      label={t('agents.tabsLabel')}
      current={current}
      tabs={TABS.map(({ key, to, icon: Icon }) => ({ key, to, label: t(`agents.tabs.${key}`), icon: <Icon className="size-4" /> }))}
    />
  );
}
