import { lazy, Suspense, use } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import type { BoardKind } from '../../features/sportsbook/board/components/board-screen.tsx';
import { loadOwnTexts, loadTexts } from '../../lib/i18n.ts';
import { SportsbookEnvProvider } from '../_shared/sportsbook-env.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';

// The board's texts (src/locales/sportsboard/) come with this module, not in the shell's list (lib/i18n.ts).
const boardTexts = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/sportsboard/*.json');
const textsReady = loadOwnTexts('sportsboard', Object.fromEntries(Object.entries(boardTexts).map(([file, load]) => [file.replace('../../', '../'), load])));

// The screens load after this small route module: the shell then lists one chunk for the route, not the
// board's every piece (the lobby's first load has no room for them: scripts/check-bundle-budget.mjs).
const BoardScreen = lazy(() => import('../../features/sportsbook/board/components/board-screen.tsx').then((module) => ({ default: module.BoardScreen })));
const MarketDepth = lazy(() => import('../../features/sportsbook/board/components/market-depth.tsx').then((module) => ({ default: module.MarketDepth })));
// Another sports vendor chosen in the header menu (?page=<its code>) opens its lobby here, as every category does.
const LobbyPage = lazy(() => Promise.all([import('../games/lobby-page.tsx'), loadTexts('games')]).then(([module]) => ({ default: module.LobbyPage })));
const HOUSE_BOOK = 'HSPRT';

/**
 * The house sportsbook's board: /sports (football, basketball) and /esports (docs/sportsbook.md, "The site");
 * one match's every market at ?match=<event id> (on the board's own address, so it adds no route to the shell).
 * Another vendor's lobby at ?page=<its code>.
 */
export function Component() {
  const kind: BoardKind = useLocation().pathname.toLowerCase().startsWith('/esports') ? 'esports' : 'sports';
  const [params] = useSearchParams();
  const vendor = params.get('page');
  const match = params.get('match');
  return (
    <Suspense fallback={null}>
      {vendor && vendor !== HOUSE_BOOK ? (
        <LobbyPage category={kind} />
      ) : (
        <HouseBook kind={kind} match={match !== null && /^\d{1,18}$/.test(match) ? match : null} />
      )}
    </Suspense>
  );
}

function HouseBook({ kind, match }: { kind: BoardKind; match: string | null }) {
  use(textsReady);
  const { t } = useTranslation();
  usePageTitle(match ? t('sportsBoard.allMarkets') : t(`sportsBoard.title.${kind}`));
  // The slip beside the board takes the merchant, the balance and the sportsbook's launch from here.
  return <SportsbookEnvProvider>{match ? <MarketDepth key={match} eventId={match} /> : <BoardScreen kind={kind} />}</SportsbookEnvProvider>;
}
