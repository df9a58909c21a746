// /agent/:page: the agent centre with the page of its key (agentTeamOverview when none). The whole
// centre is one lazily loaded chunk with its own texts (router.tsx), so the lobby and home never carry it.
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AgentCentre } from '../../features/agents/components/agent-centre.tsx';
import { AgentSettingsProvider } from '../../features/agents/components/agent-settings.tsx';
import { isAgentPage } from '../../features/agents/model/menu.ts';
import { useWhitelabel } from '../../features/site/hooks/use-whitelabel.ts';
import { usePageTitle } from '../_shared/use-page-title.ts';

export function AgentCentrePage() {
  const { t } = useTranslation();
  const { page } = useParams();
  const { merchant } = useWhitelabel();
  usePageTitle(isAgentPage(page) ? t(`agents.menu.${page}`) : t('agents.frame.title'));
  return (
    <AgentSettingsProvider settings={{ timeZone: merchant.timeZone, currency: merchant.currency, currencySymbol: merchant.currencySymbol }}>
      <AgentCentre page={page} />
    </AgentSettingsProvider>
  );
}
