import { createBrowserRouter, Navigate } from 'react-router';
import { ConsoleFrame } from './layout/console-frame.tsx';
import { HydrateFallback, NotFound, RouteError } from './route-error.tsx';

// Every page is its own chunk; the frame and the login page's dependencies load first.
export const router = createBrowserRouter(
  [
    {
      path: '/login',
      ErrorBoundary: RouteError,
      HydrateFallback,
      lazy: async () => ({ Component: (await import('../routes/login/login-page.tsx')).LoginPage }),
    },
    {
      path: '/',
      Component: ConsoleFrame,
      ErrorBoundary: RouteError,
      HydrateFallback,
      children: [
        {
          ErrorBoundary: RouteError,
          children: [
            { index: true, lazy: async () => ({ Component: (await import('../routes/dashboard/dashboard-page.tsx')).DashboardPage }) },
            {
              path: 'settings',
              lazy: async () => ({ Component: (await import('../routes/settings/settings-layout.tsx')).SettingsLayout }),
              children: [
                { index: true, element: <Navigate to="/settings/general" replace /> },
                { path: 'general', lazy: async () => ({ Component: (await import('../routes/settings/general-page.tsx')).GeneralPage }) },
                { path: 'branding', lazy: async () => ({ Component: (await import('../routes/settings/branding-page.tsx')).BrandingPage }) },
                { path: 'flags', lazy: async () => ({ Component: (await import('../routes/settings/flags-page.tsx')).FlagsPage }) },
                { path: 'registerRules', lazy: async () => ({ Component: (await import('../routes/settings/register-rules-page.tsx')).RegisterRulesPage }) },
                { path: 'maintenance', lazy: async () => ({ Component: (await import('../routes/settings/maintenance-page.tsx')).MaintenancePage }) },
                { path: 'regionRestriction', lazy: async () => ({ Component: (await import('../routes/settings/region-page.tsx')).RegionPage }) },
                {
                  path: 'customerService',
                  lazy: async () => ({ Component: (await import('../routes/settings/customer-service-page.tsx')).CustomerServicePage }),
                },
                { path: 'resources', lazy: async () => ({ Component: (await import('../routes/settings/resources-page.tsx')).ResourcesPage }) },
                { path: 'banners', lazy: async () => ({ Component: (await import('../routes/settings/banners-page.tsx')).BannersPage }) },
                { path: 'accounts', lazy: async () => ({ Component: (await import('../routes/settings/accounts-page.tsx')).AccountsPage }) },
                { path: 'messaging', lazy: async () => ({ Component: (await import('../routes/settings/messaging-page.tsx')).MessagingPage }) },
                { path: 'socialLogin', lazy: async () => ({ Component: (await import('../routes/settings/social-login-page.tsx')).SocialLoginPage }) },
                { path: 'payments', lazy: async () => ({ Component: (await import('../routes/settings/payments-page.tsx')).PaymentsPage }) },
                { path: 'games', lazy: async () => ({ Component: (await import('../routes/settings/games-page.tsx')).GamesSettingsPage }) },
                { path: 'lottery', lazy: async () => ({ Component: (await import('../routes/settings/lottery-page.tsx')).LotterySettingsPage }) },
                { path: 'agents', lazy: async () => ({ Component: (await import('../routes/settings/agents-page.tsx')).AgentsSettingsPage }) },
                { path: 'rebates', lazy: async () => ({ Component: (await import('../routes/settings/rebates-page.tsx')).RebatesSettingsPage }) },
              ],
            },
            { path: 'members', lazy: async () => ({ Component: (await import('../routes/members/members-page.tsx')).MembersPage }) },
            { path: 'members/:id', lazy: async () => ({ Component: (await import('../routes/members/member-detail-page.tsx')).MemberDetailPage }) },
            {
              path: 'finance',
              children: [
                { index: true, element: <Navigate to="/finance/deposits" replace /> },
                { path: 'deposits', lazy: async () => ({ Component: (await import('../routes/finance/deposits-page.tsx')).DepositsPage }) },
                { path: 'withdrawals', lazy: async () => ({ Component: (await import('../routes/finance/withdrawals-page.tsx')).WithdrawalsPage }) },
                { path: 'transfers', lazy: async () => ({ Component: (await import('../routes/finance/transfers-page.tsx')).TransfersPage }) },
                { path: 'reconciliation', lazy: async () => ({ Component: (await import('../routes/finance/reconciliation-page.tsx')).ReconciliationPage }) },
                { path: 'dailyTotals', lazy: async () => ({ Component: (await import('../routes/finance/daily-totals-page.tsx')).DailyTotalsPage }) },
                { path: 'bonusGrants', lazy: async () => ({ Component: (await import('../routes/finance/bonus-grants-page.tsx')).BonusGrantsPage }) },
                { path: 'rebateRuns', lazy: async () => ({ Component: (await import('../routes/finance/rebate-runs-page.tsx')).RebateRunsPage }) },
              ],
            },
            {
              path: 'games',
              children: [
                { index: true, lazy: async () => ({ Component: (await import('../routes/games/games-page.tsx')).GamesPage }) },
                { path: 'wallets', lazy: async () => ({ Component: (await import('../routes/games/wallets-page.tsx')).WalletsPage }) },
                { path: 'rounds', lazy: async () => ({ Component: (await import('../routes/games/rounds-page.tsx')).RoundsPage }) },
                { path: 'exposure', lazy: async () => ({ Component: (await import('../routes/games/exposure-page.tsx')).ExposurePage }) },
              ],
            },
            {
              path: 'lottery',
              children: [
                { index: true, lazy: async () => ({ Component: (await import('../routes/lottery/draws-page.tsx')).LotteryDrawsPage }) },
                { path: 'results', lazy: async () => ({ Component: (await import('../routes/lottery/results-page.tsx')).LotteryResultsPage }) },
                { path: 'exposure', lazy: async () => ({ Component: (await import('../routes/lottery/exposure-page.tsx')).LotteryExposurePage }) },
                { path: 'ggr', lazy: async () => ({ Component: (await import('../routes/lottery/ggr-page.tsx')).LotteryGgrPage }) },
              ],
            },
            {
              path: 'sportsbook',
              children: [
                { index: true, lazy: async () => ({ Component: (await import('../routes/sportsbook/desk-page.tsx')).SportsDeskPage }) },
                { path: 'events/:eventId', lazy: async () => ({ Component: (await import('../routes/sportsbook/event-page.tsx')).SportsEventPage }) },
                { path: 'bets', lazy: async () => ({ Component: (await import('../routes/sportsbook/bets-page.tsx')).SportsBetsPage }) },
                { path: 'risk', lazy: async () => ({ Component: (await import('../routes/sportsbook/risk-page.tsx')).SportsRiskPage }) },
                { path: 'settings', lazy: async () => ({ Component: (await import('../routes/sportsbook/settings-page.tsx')).SportsSettingsPage }) },
                { path: 'feed', lazy: async () => ({ Component: (await import('../routes/sportsbook/feed-page.tsx')).SportsFeedPage }) },
              ],
            },
            {
              path: 'agents',
              children: [
                { index: true, lazy: async () => ({ Component: (await import('../routes/agents/tree-page.tsx')).AgentTreePage }) },
                { path: 'members/:memberId', lazy: async () => ({ Component: (await import('../routes/agents/agent-detail-page.tsx')).AgentDetailPage }) },
                { path: 'runs', lazy: async () => ({ Component: (await import('../routes/agents/runs-page.tsx')).AgentRunsPage }) },
                { path: 'runs/:runId', lazy: async () => ({ Component: (await import('../routes/agents/run-page.tsx')).AgentRunPage }) },
                { path: 'commissions', lazy: async () => ({ Component: (await import('../routes/agents/commissions-page.tsx')).AgentCommissionsPage }) },
                { path: 'announcements', lazy: async () => ({ Component: (await import('../routes/agents/announcements-page.tsx')).AgentAnnouncementsPage }) },
              ],
            },
            {
              path: 'content',
              children: [
                { index: true, element: <Navigate to="/content/announcements" replace /> },
                { path: 'announcements', lazy: async () => ({ Component: (await import('../routes/content/announcements-page.tsx')).SiteAnnouncementsPage }) },
                { path: 'help', lazy: async () => ({ Component: (await import('../routes/content/help-page.tsx')).HelpCentrePage }) },
              ],
            },
            {
              path: 'promotions',
              children: [
                { index: true, element: <Navigate to="/promotions/list" replace /> },
                { path: 'list', lazy: async () => ({ Component: (await import('../routes/promotions/promotions-page.tsx')).PromotionsPage }) },
                {
                  path: 'applications',
                  lazy: async () => ({ Component: (await import('../routes/promotions/applications-page.tsx')).PromotionApplicationsPage }),
                },
                { path: 'codes', lazy: async () => ({ Component: (await import('../routes/promotions/redeem-codes-page.tsx')).RedeemCodesPage }) },
              ],
            },
            { path: 'feedback', lazy: async () => ({ Component: (await import('../routes/support/feedback-page.tsx')).FeedbackPage }) },
            { path: 'live-chat', lazy: async () => ({ Component: (await import('../routes/support/live-chat-page.tsx')).LiveChatPage }) },
            { path: 'referrals', lazy: async () => ({ Component: (await import('../routes/referrals/referrals-page.tsx')).ReferralsPage }) },
            { path: 'agent-applications', lazy: async () => ({ Component: (await import('../routes/support/applications-page.tsx')).ApplicationsPage }) },
            { path: 'outbox', lazy: async () => ({ Component: (await import('../routes/outbox/outbox-page.tsx')).OutboxPage }) },
            { path: 'messages', lazy: async () => ({ Component: (await import('../routes/messages/messages-page.tsx')).MessagesPage }) },
            { path: 'operators', lazy: async () => ({ Component: (await import('../routes/operators/operators-page.tsx')).OperatorsPage }) },
            { path: 'audit', lazy: async () => ({ Component: (await import('../routes/audit/audit-page.tsx')).AuditPage }) },
            { path: 'jobs', lazy: async () => ({ Component: (await import('../routes/jobs/jobs-page.tsx')).JobsPage }) },
            { path: '*', Component: NotFound },
          ],
        },
      ],
    },
  ],
  { basename: '/console' },
);
