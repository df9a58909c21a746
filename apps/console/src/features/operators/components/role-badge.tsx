import { useTranslation } from 'react-i18next';
import type { Role } from '@orbit/contracts/permissions';
import { Badge, type BadgeTone } from '../../../components/ui/badge.tsx';

const TONES: Record<Role, BadgeTone> = { owner: 'accent', admin: 'info', finance: 'success', risk: 'warning', support: 'neutral', content: 'neutral' };

export function RoleBadge({ role }: { role: Role }) {
  const { t } = useTranslation();
  return <Badge tone={TONES[role]}>{t(`roles.${role}`)}</Badge>;
}
