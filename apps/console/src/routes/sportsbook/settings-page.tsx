// Sportsbook → Settings: the games section's sportsbook fields, with the section's read and write permissions.
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/ui/card.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { QueryFallback } from '../../components/ui/query-fallback.tsx';
import { settingsWritePermission } from '../../app/navigation.ts';
import { useSettings } from '../../features/settings/api/get-settings.ts';
import { SportsbookSettingsForm } from '../../features/settings/components/sportsbook-form.tsx';
import { useCan } from '../../features/session/hooks/use-operator.ts';

export function SportsSettingsPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const writePermission = settingsWritePermission('games');
  const canWrite = useCan(writePermission);
  return (
    <div className="max-w-5xl">
      <PageHeader title={t('nav.sportsSettings')} description={t('sports.settings.description')} />
      {settings.isPending || settings.isError ? (
        <Card>
          <QueryFallback query={settings} loadFailed={t('settings.loadFailed')} rows={4} rowClassName="h-16" />
        </Card>
      ) : (
        <SportsbookSettingsForm settings={settings.data} canWrite={canWrite} writePermission={writePermission} />
      )}
    </div>
  );
}
