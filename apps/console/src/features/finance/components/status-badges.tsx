import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import type { DepositStatus, TransferStatus, WithdrawalStatus } from '../../../lib/finance-filters.ts';
import { DEPOSIT_STATUS_TONES, TRANSFER_STATUS_TONES, WITHDRAWAL_STATUS_TONES } from '../../../lib/finance-status.ts';

export function DepositStatusBadge({ status }: { status: DepositStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={DEPOSIT_STATUS_TONES[status]} dot>
      {t(`finance.depositStatus.${status}`)}
    </Badge>
  );
}

export function WithdrawalStatusBadge({ status }: { status: WithdrawalStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={WITHDRAWAL_STATUS_TONES[status]} dot>
      {t(`finance.withdrawalStatus.${status}`)}
    </Badge>
  );
}

export function TransferStatusBadge({ status }: { status: TransferStatus }) {
  const { t } = useTranslation();
  return (
    <Badge tone={TRANSFER_STATUS_TONES[status]} dot>
      {t(`finance.transferStatus.${status}`)}
    </Badge>
  );
}
