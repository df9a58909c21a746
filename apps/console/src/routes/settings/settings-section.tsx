import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw } from 'lucide-react';
import type { MerchantSettings, SettingsSection } from '@orbit/contracts/settings';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Skeleton } from '../../components/ui/spinner.tsx';
import { settingsLabelKey, settingsWritePermission } from '../../app/navigation.ts';
import { useSettings } from '../../features/settings/api/get-settings.ts';
import { useCan } from '../../features/session/hooks/use-operator.ts';
import { errorMessage } from '../../lib/errors.ts';

export interface SectionRenderProps {
  settings: MerchantSettings;
  canWrite: boolean;
  writePermission: string;
}

/** The frame of one settings page: its title, the loaded settings, and whether this operator may change them. */
export function SettingsSectionPage({ section, children }: { section: SettingsSection; children: (props: SectionRenderProps) => ReactNode }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const writePermission = settingsWritePermission(section);
  const canWrite = useCan(writePermission);

  return (
    <div className="max-w-5xl">
      <PageHeader
        title={t(settingsLabelKey(section))}
        description={t(`sections.${section}`)}
        meta={
          settings.data ? (
            <>
              <Badge tone="neutral">{t('settings.version', { version: settings.data.version })}</Badge>
              {canWrite ? (
                <Badge tone="success" dot>
                  {t('settings.editable')}
                </Badge>
              ) : (
                <Badge tone="warning" dot>
                  {t('settings.readOnly')}
                </Badge>
              )}
            </>
          ) : null
        }
      />
      {settings.isPending ? (
        <div className="flex flex-col gap-4" aria-busy>
          <Skeleton className="h-32" />
          <Skeleton className="h-48" />
          <Skeleton className="h-24" />
        </div>
      ) : settings.isError ? (
        <EmptyState
          title={t('settings.loadFailed')}
          description={errorMessage(t, settings.error)}
          action={
            <Button icon={<RotateCw className="size-4" />} onClick={() => void settings.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : (
        children({ settings: settings.data, canWrite, writePermission })
      )}
    </div>
  );
}
