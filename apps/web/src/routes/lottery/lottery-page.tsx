import { Ticket, TicketCheck, Zap, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { LotteryKey } from '../../app/route-table.ts';
import { PlaceholderPage } from '../_shared/placeholder-page.tsx';

const ICONS: Record<LotteryKey, LucideIcon> = { lottery: Ticket, vnlottery: Ticket, seaLottery: TicketCheck, elott: Zap };

/** /lottery, /vnlottery, /seaLottery and /elott: the draws and bet slips arrive with the lottery issue. */
export function LotteryPage({ variant }: { variant: LotteryKey }) {
  const { t } = useTranslation();
  return (
    <PlaceholderPage
      icon={ICONS[variant]}
      title={t(`pages.${variant}.title`)}
      description={t(`pages.${variant}.description`)}
      empty={t(`pages.${variant}.empty`)}
    />
  );
}
