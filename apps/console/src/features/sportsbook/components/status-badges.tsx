// The book's statuses as badges, one tone per meaning, so a suspended market reads the same on every desk page.
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const EVENT_TONES: Record<string, BadgeTone> = { pre: 'info', live: 'success', ended: 'neutral', cancelled: 'danger' };
const MARKET_TONES: Record<string, BadgeTone> = { open: 'success', suspended: 'warning', settled: 'neutral', void: 'danger' };
const BET_TONES: Record<string, BadgeTone> = { open: 'info', pending: 'warning', accepted: 'info', settled: 'neutral', refused: 'danger', rejected: 'danger' };

export function EventStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={EVENT_TONES[status] ?? 'neutral'} dot>
      {t(`sports.eventStatus.${status}`)}
    </Badge>
  );
}

export function MarketStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge tone={MARKET_TONES[status] ?? 'neutral'} dot>
      {t(`sports.marketStatus.${status}`)}
    </Badge>
  );
}

export function BetStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return <Badge tone={BET_TONES[status] ?? 'neutral'}>{t(`sports.betStatus.${status}`)}</Badge>;
}

/** A market's name as the desk shows it: its type's name and its specifiers ("Asian handicap · hcp=-0.75"). */
export function marketName(t: (key: string) => string, type: string, specifiers: string): string {
  return specifiers ? `${t(`sports.marketType.${type}`)} · ${specifiers}` : t(`sports.marketType.${type}`);
}
