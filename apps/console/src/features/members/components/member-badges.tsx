import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@orbit/contracts/console-members';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';
import { memberTypeKind, memberTypeLabelKey, type MemberTypeKind } from '../../../lib/member-types.ts';

const TYPE_TONES: Record<MemberTypeKind, BadgeTone> = { member: 'neutral', agent: 'accent', trial: 'info' };

export function MemberTypeBadge({ type }: { type: number }) {
  const { t } = useTranslation();
  return <Badge tone={TYPE_TONES[memberTypeKind(type)]}>{t(memberTypeLabelKey(type))}</Badge>;
}

export function MemberStatusBadge({ status }: { status: MemberRow['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge tone={status === 'locked' ? 'danger' : 'success'} dot>
      {t(`members.status.${status}`)}
    </Badge>
  );
}
