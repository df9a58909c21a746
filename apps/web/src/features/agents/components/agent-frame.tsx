// The agent centre's frame: the shared centre frame with the agent's menu, texts and the ids the journeys use.
import type { AgentPage } from '@orbit/contracts/agents';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CentreFrame } from '../../../components/centre/centre-frame.tsx';
import { AGENT_MENU_ICONS } from './menu-icons.ts';

export const agentPagePath = (page: AgentPage) => `/agent/${page}`;

interface AgentFrameProps {
  menu: readonly AgentPage[];
  current: AgentPage | null;
  title: string;
  onClose: () => void;
  /** The agent's name, level and team above the menu. */
  summary?: ReactNode;
  children: ReactNode;
}

export function AgentFrame({ menu, current, title, onClose, summary, children }: AgentFrameProps) {
  const { t } = useTranslation();
  const items = menu.map((page) => ({
    key: page,
    to: agentPagePath(page),
    label: t(`agents.menu.${page}`),
    icon: AGENT_MENU_ICONS[page],
    testId: `agent-menu-${page}`,
  }));
  return (
    <CentreFrame
      texts="agents.frame"
      menu={items}
      currentKey={current}
      title={title}
      titleId="agent-page-title"
      onClose={onClose}
      closeTestId="agent-centre-close"
      // A refusal (no menu) takes the whole panel.
      collapseEmptyMenu
      summary={summary}
    >
      {children}
    </CentreFrame>
  );
}
