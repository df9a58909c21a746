import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { BoardScreen, type BoardKind } from '../../features/sportsbook/board/components/board-screen.tsx';
import { MarketDepth } from '../../features/sportsbook/board/components/market-depth.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';

// Another sports vendor chosen in the header menu (?page=<its code>) opens its lobby here, as every category does.
const LobbyPage = lazy(() => import('../games/lobby-page.tsx').then((module) => ({ default: module.LobbyPage })));
const HOUSE_BOOK = 'HSPRT';

/** The house sportsbook's board: /sports (football, basketball) and /esports (docs/sportsbook.md, "The site"). */
export function SportsPage({ kind }: { kind: BoardKind }) {
  const vendor = useSearchParams()[0].get('page');
  if (vendor && vendor !== HOUSE_BOOK)
    return (
      <Suspense fallback={null}>
        <LobbyPage category={kind} />
      </Suspense>
    );
  return <HouseBoard kind={kind} />;
}

function HouseBoard({ kind }: { kind: BoardKind }) {
  const { t } = useTranslation();
  usePageTitle(t(`sportsBoard.title.${kind}`));
  return <BoardScreen kind={kind} />;
}

/** One match's every market: /sports/match/:eventId. */
export function SportsMatchPage() {
  const { t } = useTranslation();
  const { eventId = '' } = useParams();
  usePageTitle(t('sportsBoard.allMarkets'));
  return <MarketDepth key={eventId} eventId={eventId} />;
}
