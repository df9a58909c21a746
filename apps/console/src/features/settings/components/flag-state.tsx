import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { FeatureKey } from '@orbit/contracts/features';
import { Badge } from '../../../components/ui/badge.tsx';

/** Whether a feature flag another section depends on is on, with the way to the flags page. */
export function FlagState({ flag, on }: { flag: FeatureKey; on: boolean }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/settings/flags"
      className="rounded-full focus-visible:ring-2 focus-visible:ring-accent-500/40 focus-visible:outline-none"
      title={t('flagState.open')}
    >
      <Badge tone={on ? 'success' : 'neutral'} dot>
        {t(on ? 'flagState.on' : 'flagState.off', { flag: t(`flagLabels.${flag}`) })}
      </Badge>
    </Link>
  );
}
