// When a match plays: its kick-off time (and day, on the early tab), or live, its clock and score.
import type { SportEvent } from '@orbit/contracts/sportsbook';
import { useTranslation } from 'react-i18next';
import { periodText } from '../model/markets.ts';
import { useSay } from './use-say.ts';

export function kickOff(startsAt: string, language: string, withDay: boolean): string {
  const date = new Date(startsAt);
  const time = date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit', hour12: false });
  return withDay ? `${date.toLocaleDateString(language, { day: 'numeric', month: 'short' })} ${time}` : time;
}

export function MatchClock({ event, withDay }: { event: SportEvent; withDay: boolean }) {
  const { t, i18n } = useTranslation();
  const say = useSay();
  if (event.status !== 'live') return <span className="text-xs text-text-muted">{kickOff(event.startsAt, i18n.language, withDay)}</span>;
  return (
    <span className="flex flex-col items-start gap-0.5 text-xs">
      <span className="rounded bg-danger px-1.5 py-px text-[10px] font-bold uppercase tracking-wide text-white">{t('sportsBoard.live')}</span>
      <span className="font-medium text-danger">{periodText(event.period, say)}</span>
    </span>
  );
}

/** The score as "1 - 0" while live; nothing before kick-off. */
export function LiveScore({ event }: { event: SportEvent }) {
  if (event.status !== 'live' || !event.score) return null;
  return (
    <span className="font-bold tabular-nums text-accent">
      {event.score.home} - {event.score.away}
    </span>
  );
}
