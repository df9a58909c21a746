import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BoardScreen, type BoardKind } from '../../features/sportsbook/board/components/board-screen.tsx';
import { MarketDepth } from '../../features/sportsbook/board/components/market-depth.tsx';
import { usePageTitle } from '../_shared/use-page-title.ts';

/** The house sportsbook's board: /sports (football, basketball) and /esports (docs/sportsbook.md, "The site"). */
export function SportsPage({ kind }: { kind: BoardKind }) {
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
