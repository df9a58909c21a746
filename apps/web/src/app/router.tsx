// The data router: every route (route-table.ts), each page its own lazily loaded chunk.
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { LotteryLayout } from './layout/lottery-layout.tsx';
import { PageFallback, RouteError } from './layout/route-feedback.tsx';
import { SiteLayout } from './layout/site-layout.tsx';
import { SessionReminderHost } from '../routes/member/session-reminder-host.tsx';
import { RootLayout } from './root-layout.tsx';
import { withLoadTimeout } from '../lib/chunk-timeout.ts';
import { withAccountTexts, withTexts } from '../lib/i18n.ts';
import { AGENT_CENTRE_PATH, MEMBER_CENTRE_PATH, SITE_ROUTES, type LobbyKey, type LotteryKey, type PageKey } from './route-table.ts';

type PageModule = Promise<{ Component: ComponentType }>;

// The games screens bring their texts with them (lib/i18n.ts).
const lobby = (category: LobbyKey) =>
  withTexts(['games'], (): PageModule =>
    import('../routes/games/lobby-page.tsx').then(({ LobbyPage }) => ({ Component: () => <LobbyPage category={category} /> })),
  );

// The house sportsbook's board, one page for /sports and /esports (docs/sportsbook.md, "The site"): it brings
// its own texts, and its module exports its page as `Component` (the least the shell can list for it).
const sportsbook = (): PageModule => import('../routes/sports/sports-page.tsx');

// The lottery screens bring their texts (and the games' texts, for the launch's errors) with them.
const lottery = (variant: LotteryKey) =>
  withTexts(['games', 'lottery'], (): PageModule =>
    import('../routes/lottery/lottery-page.tsx').then(({ LotteryPage }) => ({ Component: () => <LotteryPage variant={variant} /> })),
  );

const PAGES: Record<PageKey, () => PageModule> = {
  home: () => import('../routes/home/home-page.tsx').then((m) => ({ Component: m.HomePage })),
  // The account screens bring their texts with them (lib/i18n.ts).
  register: withAccountTexts(() => import('../routes/account/register-page.tsx').then((m) => ({ Component: m.RegisterPage }))),
  login: withAccountTexts(() => import('../routes/account/login-page.tsx').then((m) => ({ Component: m.LoginPage }))),
  noticePage: () => import('../routes/notices/notice-page.tsx').then((m) => ({ Component: m.NoticePage })),
  vip: () => import('../routes/rewards/vip-page.tsx').then((m) => ({ Component: m.VipPage })),
  pointMall: () => import('../routes/rewards/point-mall-page.tsx').then((m) => ({ Component: m.PointMallPage })),
  lottery: lottery('lottery'),
  vnlottery: lottery('vnlottery'),
  seaLottery: lottery('seaLottery'),
  elott: lottery('elott'),
  rng: lobby('rng'),
  live: lobby('live'),
  fish: lobby('fish'),
  pvp: lobby('pvp'),
  esports: sportsbook,
  sports: sportsbook,
  seamless: lobby('seamless'),
  promotions: () => import('../routes/promotions/promotions-page.tsx').then((m) => ({ Component: m.PromotionsPage })),
  promoDetail: () => import('../routes/promotions/promo-detail-page.tsx').then((m) => ({ Component: m.PromoDetailPage })),
  help: withTexts(['support'], () => import('../routes/help/help-page.tsx').then((m) => ({ Component: () => <m.HelpPage variant="help" /> }))),
  helpmc: withTexts(['support'], () => import('../routes/help/help-page.tsx').then((m) => ({ Component: () => <m.HelpPage variant="helpmc" /> }))),
  down: withTexts(['support'], () => import('../routes/download/download-page.tsx').then((m) => ({ Component: m.DownloadPage }))),
  join: withTexts(['support'], () => import('../routes/join/join-page.tsx').then((m) => ({ Component: m.JoinPage }))),
  game: withTexts(['games'], () => import('../routes/games/game-page.tsx').then((m) => ({ Component: m.GamePage }))),
  games: withTexts(['games'], () => import('../routes/games/games-hub-page.tsx').then((m) => ({ Component: m.GamesHubPage }))),
  sportsBets: () => import('../routes/sports-bets/my-bets-page.tsx').then(async (m) => (await m.textsReady, { Component: m.MyBetsPage })),
  sportsResults: () => import('../routes/sports-results/results-page.tsx').then(async (m) => (await m.textsReady, { Component: m.ResultsPage })),
};

function routesFor(layout: 'site' | 'lottery'): RouteObject[] {
  return SITE_ROUTES.filter((route) => route.layout === layout).flatMap((route) => {
    const lazy = withLoadTimeout(PAGES[route.key]);
    return route.paths.map((path): RouteObject => (path === '/' ? { index: true, lazy } : { path: path.slice(1), lazy }));
  });
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageFallback,
    children: [
      {
        // The session reminder runs above every layout while a member is logged in.
        Component: SessionReminderHost,
        children: [
          {
            Component: SiteLayout,
            ErrorBoundary: RouteError,
            children: [
              ...routesFor('site'),
              {
                path: MEMBER_CENTRE_PATH.slice(1),
                // The member centre shows the account screens and the wallet's: both text sets come with it.
                lazy: withLoadTimeout(
                  withTexts(['account', 'wallet', 'support'], () =>
                    import('../routes/member/member-centre-page.tsx').then((m) => ({ Component: m.MemberCentrePage })),
                  ),
                ),
              },
              {
                path: AGENT_CENTRE_PATH.slice(1),
                // The agent centre brings its own texts.
                lazy: withLoadTimeout(
                  withTexts(['agents'], () => import('../routes/agent/agent-centre-page.tsx').then((m) => ({ Component: m.AgentCentrePage }))),
                ),
              },
              { path: '*', lazy: () => import('../routes/not-found/not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })) },
            ],
          },
          { Component: LotteryLayout, ErrorBoundary: RouteError, children: routesFor('lottery') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
