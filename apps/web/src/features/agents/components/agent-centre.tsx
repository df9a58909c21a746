// The agent centre (docs/agents.md): who may enter (agents only; trial accounts refused), which
// pages the menu offers (the contract pages as the server's centre says), and the page shown.
import type { AgentPage } from '@orbit/contracts/agents';
import { DEFAULT_AGENT_PAGE } from '@orbit/contracts/agents';
import { LogIn, ShieldOff, UserRoundX } from 'lucide-react';
import { useEffect, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { NoticeDialog } from '../../../components/ui/notice-dialog.tsx';
import { Skeleton } from '../../../components/ui/panel.tsx';
import { openAuthDialog } from '../../../lib/auth-dialogs.ts';
import { checkLogin } from '../../../lib/login-check.ts';
import { AGENT_TYPES, TRIAL_TYPE, useSession } from '../../../lib/session.ts';
import { useAgentCentre } from '../api/get-centre.ts';
import { useCloseAgentCentre } from '../hooks/use-close-agent-centre.ts';
import { agentCentreAccess, agentMenu, contractKindOf, resolveAgentPage } from '../model/menu.ts';
import { AgentFrame, agentPagePath } from './agent-frame.tsx';
import { AgentSummary } from './agent-summary.tsx';
import { ContractPage } from './contracts/contract-page.tsx';
import { AnnouncementsPage } from './pages/announcements-page.tsx';
import { IncomePage } from './pages/income-page.tsx';
import { OverviewPage } from './pages/overview-page.tsx';
import { RegisterCenterPage } from './pages/register-center-page.tsx';
import { TeamBetsPage } from './pages/team-bets-page.tsx';
import { TeamPage } from './pages/team-page.tsx';
import { TeamTransactionsPage } from './pages/team-transactions-page.tsx';
import { UserLossPage } from './pages/user-loss-page.tsx';
import { LoadFailed } from './parts/load-failed.tsx';

const PAGES: Partial<Record<AgentPage, ComponentType>> = {
  agentAnnouncement: AnnouncementsPage,
  agentTeamOverview: OverviewPage,
  registerCenter: RegisterCenterPage,
  downlineManagmentView: TeamPage,
  personalHistoryCopy: TeamBetsPage,
  palStatementsAgentCopy: UserLossPage,
  agentRevenueReport: IncomePage,
  agentDownlineTransactionDetailsCopy: TeamTransactionsPage,
};

const openLogin = () => openAuthDialog({ kind: 'login' });

function Refusal({ access, onClose }: { access: 'login' | 'trial' | 'notAgent'; onClose: () => void }) {
  const { t } = useTranslation();
  if (access === 'login')
    return (
      <EmptyState icon={LogIn} title={t('agents.access.loginTitle')} actions={<Button onClick={openLogin}>{t('agents.access.login')}</Button>}>
        {t('agents.access.loginBody')}
      </EmptyState>
    );
  return (
    <EmptyState
      icon={access === 'trial' ? UserRoundX : ShieldOff}
      title={t('agents.access.refusedTitle')}
      actions={
        <>
          <ButtonLink to="/">{t('agents.access.home')}</ButtonLink>
          <Button variant="secondary" onClick={onClose}>
            {t('agents.frame.close')}
          </Button>
        </>
      }
    >
      <span data-testid="agent-refusal">{access === 'trial' ? t('errors.in_need_true_account') : t('errors.error_not_agent')}</span>
    </EmptyState>
  );
}

export function AgentCentre({ page }: { page: string | undefined }) {
  const { t } = useTranslation();
  const close = useCloseAgentCentre();
  const navigate = useNavigate();
  const session = useSession();
  const access = agentCentreAccess(session, AGENT_TYPES, TRIAL_TYPE);
  const open = access === 'ok';
  const centre = useAgentCentre(open);
  const offered = centre.data?.pages ?? (centre.isError ? [] : undefined);
  const resolution = resolveAgentPage(page, offered);

  // The login check on entry: the login popup for a visitor, the in_need_true_account warning for a trial account.
  useEffect(() => {
    if (access === 'login' || access === 'trial') checkLogin();
  }, [access]);

  // An unknown key opens the default page instead; a contract page this merchant does not offer first says
  // 'Please Register An Account First', and its OK opens the default page.
  if (open && resolution.kind === 'unknown') return <Navigate to={agentPagePath(DEFAULT_AGENT_PAGE)} replace />;
  if (open && resolution.kind === 'featureOff')
    return (
      <NoticeDialog
        open
        title={t('agents.frame.title')}
        confirmLabel={t('agents.access.ok')}
        onConfirm={() => void navigate(agentPagePath(DEFAULT_AGENT_PAGE), { replace: true })}
      >
        <span data-testid="agent-feature-off">{t('agents.access.featureOff')}</span>
      </NoticeDialog>
    );
  const current = open && resolution.kind === 'show' ? resolution.page : null;

  let content;
  if (!open) content = <Refusal access={access} onClose={close} />;
  else if (!current) content = centre.isError ? <LoadFailed error={centre.error} onRetry={() => void centre.refetch()} /> : <Skeleton rows={4} />;
  else {
    const kind = contractKindOf(current);
    const Page = PAGES[current];
    content = kind ? <ContractPage key={kind} kind={kind} /> : Page ? <Page /> : null;
  }

  return (
    <AgentFrame
      menu={open ? agentMenu(offered) : []}
      current={current}
      title={current ? t(`agents.menu.${current}`) : t('agents.frame.title')}
      onClose={close}
      summary={open ? <AgentSummary account={session.account} centre={centre.data} /> : undefined}
    >
      {content}
    </AgentFrame>
  );
}
