import { useTranslation } from 'react-i18next';
import type { LotteryDrawStatus } from '@orbit/contracts/lottery';
import { Badge } from '../../../components/ui/badge.tsx';
import { drawStatusTone } from '../draw-view.ts';

export function DrawStatusBadge({ status }: { status: LotteryDrawStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={drawStatusTone(status)} dot={status === 'open'}>
      {t(`lottery.status.${status}`)}
    </Badge>
  );
}
